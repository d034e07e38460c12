/**
 * Match options for Terraforming Mars: validation and defaults. `deck`,
 * `corporations` and `firstPlayer` are test-only (not in the schema, so
 * `registry.resolve` refuses them from match creators): with them every
 * random outcome of a game can be fixed.
 */
import { GameError, type OptionField } from '../../engine';
import { corporationDeck, isCorporation, isProjectCard } from './data';

export interface TmOptions {
  corporateEra: boolean;
  draft: boolean;
  beginners: boolean;
  opponent: 'none' | 'marsbot';
  /** Test-only: card ids in the order they come off the project deck (reshuffles included); then seeded order. */
  deck?: string[];
  /** Test-only: the corporations dealt, per seat. */
  corporations?: string[][];
  /** Test-only: the first player of generation 1. */
  firstPlayer?: number;
}

export const optionsSchema: Record<string, OptionField> = {
  corporateEra: { type: 'boolean', default: true, label: 'Corporate Era', description: 'Corporate Era cards and corporations (208 project cards, 12 corporations), everyone starts with 0 production; off: 137 base cards, 10 corporations, everyone starts with 1 production of each resource. Always on for the solo game' },
  draft: { type: 'boolean', default: false, label: 'Draft', description: 'research draft variant (2-5 players)' },
  beginners: { type: 'boolean', default: false, label: 'Beginner Corporation', description: 'every player may take the Beginner Corporation instead of a dealt corporation' },
  opponent: { type: 'string', enum: ['none', 'marsbot'], default: 'none', label: 'Solo opponent', valueLabels: { none: 'None (the base solo game)', marsbot: 'MarsBot' }, description: '1 seat only: none = the base solo game; marsbot is not available yet' },
};

const bad = (msg: string) => new GameError('BAD_OPTIONS', msg);

function isStringList(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((v) => typeof v === 'string');
}

export function parseOptions(raw: unknown, seatCount: number): TmOptions {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad('options must be an object');
  const { corporateEra = true, draft = false, beginners = false, opponent = 'none', deck, corporations, firstPlayer, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw bad(`unknown option ${unknown[0]}`);
  for (const [k, v] of Object.entries({ corporateEra, draft, beginners })) if (typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
  if (opponent !== 'none' && opponent !== 'marsbot') throw bad('opponent must be none or marsbot');
  if (!Number.isInteger(seatCount) || seatCount < 1 || seatCount > 5) throw bad('Terraforming Mars takes 1-5 players');
  if (opponent === 'marsbot') throw bad('the MarsBot opponent is not available yet');
  if (seatCount === 1 && corporateEra === false) throw bad('the base solo game is played with Corporate Era');
  if (seatCount === 1 && draft === true) throw bad('the research draft is for 2-5 players');
  const out: TmOptions = { corporateEra: corporateEra as boolean, draft: draft as boolean, beginners: beginners as boolean, opponent: 'none' };
  if (deck !== undefined) {
    if (!isStringList(deck) || !deck.every(isProjectCard)) throw bad('deck must be a list of project card ids');
    out.deck = [...deck];
  }
  if (corporations !== undefined) {
    const allowed = new Set(corporationDeck(out.corporateEra));
    if (!Array.isArray(corporations) || corporations.length !== seatCount || !corporations.every((l) => isStringList(l) && l.length >= 1 && l.every((c) => isCorporation(c) && allowed.has(c)))) {
      throw bad('corporations must list the corporations dealt to each seat');
    }
    out.corporations = corporations.map((l) => [...(l as string[])]);
  }
  if (firstPlayer !== undefined) {
    if (!Number.isInteger(firstPlayer) || (firstPlayer as number) < 0 || (firstPlayer as number) >= seatCount) throw bad('firstPlayer must be a seat index');
    out.firstPlayer = firstPlayer as number;
  }
  return out;
}
