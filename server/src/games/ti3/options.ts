/**
 * Match options. The base game needs no player-visible option: `optionsSchema` is empty. The test-only
 * options (state.ts `Ti3Options`: dice, races, Speaker, tile hands, a preset galaxy, deck orders) are not
 * in the schema, so the registry refuses them from match creators; tests pass them to `setup` directly.
 */
import { GameError, type OptionField } from '../../engine';
import { RACES } from './data';
import type { Ti3Options } from './state';

export const optionsSchema: Record<string, OptionField> = {};

const TEST_ONLY = new Set(['dice', 'races', 'speaker', 'tiles', 'galaxy', 'actionDeck', 'objectiveDeck', 'secrets', 'politicalDeck']);

export function parseOptions(raw: unknown, seatCount: number): Ti3Options {
  if (seatCount < 3 || seatCount > 6) throw new GameError('BAD_OPTIONS', `TI3 is played by 3 to 6 players, not ${seatCount}`);
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new GameError('BAD_OPTIONS', 'options must be an object');
  const o = raw as Record<string, unknown>;
  const stray = Object.keys(o).find((k) => !TEST_ONLY.has(k));
  if (stray !== undefined) throw new GameError('BAD_OPTIONS', `unknown option ${stray}`);
  if (o.races !== undefined) {
    const races = o.races;
    if (!Array.isArray(races) || races.length !== seatCount || races.some((r) => !RACES.some((x) => x.id === r)))
      throw new GameError('BAD_OPTIONS', 'races: one race id per seat');
  }
  return { ...o };
}
