/**
 * The games this server hosts, as `GET /api/games` describes them (name,
 * seats, options with their labels), fetched once per page load. Pages name
 * games and summarise options from here, so a new game needs no edits in them.
 */
import type { Json } from '../../../client-sdk/src';
import { client } from '../client';
import { rulesFor, type OptionField } from './options-form';

export interface GameInfo {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
  options: Record<string, OptionField>;
}

let loaded: GameInfo[] | null = null;
let loading: Promise<GameInfo[]> | null = null;

/** The list, fetched on the first call (again after a failure). */
export function loadGames(): Promise<GameInfo[]> {
  loading ??= client.games().then(
    (r) => (loaded = r.games as unknown as GameInfo[]),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

function gameInfo(id: string | undefined): GameInfo | undefined {
  return loaded?.find((g) => g.id === id);
}

/** A game's name; its id until the list has loaded, or for a game this server does not host. */
export function gameName(id: string | undefined): string {
  return gameInfo(id)?.name ?? id ?? '';
}

/** How a value of an option reads: its label from the game, else yes/no or the value itself. */
export function valueLabel(f: OptionField | undefined, value: Json): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return f?.valueLabels?.[text] ?? (typeof value === 'boolean' ? (value ? 'yes' : 'no') : text);
}

/**
 * A match's options as people read them, in the game's order, e.g. "Expansion: The Brink of War,
 * Goals, Takeovers": options that are on, and those set to something other than their default.
 * Options the game does not describe (or all of them, before the list has loaded) show as `key: value`.
 */
export function optionSummary(gameId: string | undefined, options: unknown): string {
  const schema = gameInfo(gameId)?.options ?? {};
  const chosen = (options ?? {}) as Record<string, Json>;
  // Stored options come back in the database's key order, not the game's.
  const keys = [...Object.keys(schema).filter((k) => k in chosen), ...Object.keys(chosen).filter((k) => !(k in schema))];
  const parts: string[] = [];
  for (const key of keys) {
    const value = chosen[key];
    const f = schema[key];
    if (!f) parts.push(`${key}: ${valueLabel(undefined, value)}`);
    else if (f.type === 'boolean' && !f.valueLabels) {
      if (value === true) parts.push(f.label);
    } else if (JSON.stringify(value) !== JSON.stringify(f.default)) parts.push(`${f.label}: ${valueLabel(f, value)}`);
  }
  return parts.join(', ');
}

/** A match's seats and options in words: a game with option rules words its own (rftg/options.ts); others list them. */
export function matchWords(gameId: string, seats: number, options: unknown): string[] {
  const info = gameInfo(gameId);
  const words = rulesFor(gameId)?.summary;
  const chosen = (options ?? {}) as Record<string, Json>;
  const parts = words && info ? words(chosen, seats, info.options) : [`${seats} player${seats === 1 ? '' : 's'}`, optionSummary(gameId, options)];
  return parts.filter(Boolean);
}

/** A match in one line for lists and invitations: "Race for the Galaxy · The Brink of War · 3 players · goals, takeovers". */
export function matchSummary(gameId: string, seats: number, options: unknown): string {
  return [gameName(gameId), ...matchWords(gameId, seats, options)].join(' · ');
}
