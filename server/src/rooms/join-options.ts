/**
 * What a client may ask when it joins: validated before any room is chosen,
 * so quick match compares canonical options rather than whatever was sent.
 */
import { canonicalJson, GameError, type GameRegistry } from '../engine';
import type { ClockSettings } from '../matches/clock';

export const MAX_NAME_LENGTH = 32;
/** A week: long enough for correspondence play, short enough to stay a number people mean. */
export const MAX_CLOCK_SECONDS = 7 * 24 * 3600;

/** How a connection wants to enter a match. */
export type Entry = { kind: 'seat'; name: string | null } | { kind: 'reclaim'; token: string } | { kind: 'reclaim-account' } | { kind: 'spectate' };

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/** A display name, or null when none was given (the account's name or 'Guest' is used). */
export function playerName(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw new GameError('BAD_REQUEST', 'name must be a string');
  // Control characters would let a name forge lines in logs and UIs.
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) throw new GameError('BAD_REQUEST', `name must be 1-${MAX_NAME_LENGTH} characters`);
  return name;
}

export function entryOf(options: Record<string, unknown>): Entry {
  if (options.seatToken !== undefined) {
    if (typeof options.seatToken !== 'string' || options.seatToken.length === 0 || options.seatToken.length > 200) {
      throw new GameError('BAD_TOKEN', 'seatToken must be the string received when the seat was taken');
    }
    return { kind: 'reclaim', token: options.seatToken };
  }
  if (options.spectate === true) return { kind: 'spectate' };
  if (options.reclaim === true) return { kind: 'reclaim-account' };
  return { kind: 'seat', name: playerName(options.name) };
}

function clockSeconds(raw: unknown, name: string, min: number): number {
  if (!Number.isInteger(raw) || (raw as number) < min || (raw as number) > MAX_CLOCK_SECONDS) {
    throw new GameError('BAD_REQUEST', `clock.${name} must be a whole number of seconds from ${min} to ${MAX_CLOCK_SECONDS}`);
  }
  return raw as number;
}

/**
 * `clock: { turnSeconds?, abandonSeconds? }`: the match's timing, not a game
 * option, so every game gets it and rules engines never see it. Null when absent.
 */
export function parseClock(raw: unknown): ClockSettings | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) throw new GameError('BAD_REQUEST', 'clock must be an object { turnSeconds?, abandonSeconds? }');
  const unknown = Object.keys(raw).find((k) => k !== 'turnSeconds' && k !== 'abandonSeconds');
  if (unknown !== undefined) throw new GameError('BAD_REQUEST', `unknown clock setting ${JSON.stringify(unknown).slice(0, 40)}`);
  const clock: ClockSettings = {};
  if (raw.turnSeconds !== undefined) clock.turnSeconds = clockSeconds(raw.turnSeconds, 'turnSeconds', 1);
  if (raw.abandonSeconds !== undefined) clock.abandonSeconds = clockSeconds(raw.abandonSeconds, 'abandonSeconds', 0);
  return Object.keys(clock).length ? clock : null;
}

/** The quick-match key for a clock: players only meet others who asked for the same timing. */
export function clockKey(clock: ClockSettings | null): string {
  return clock ? canonicalJson(clock) : 'none';
}

/**
 * Checks join options in place. For create and quick match (a `game` is given)
 * it fills `seats`, the canonical `options`, the parsed `clock`, and `variant`
 * and `clockKey`, the keys quick match filters on. Internal keys (`__restore`)
 * are refused: only the server restores.
 */
export function normaliseJoinOptions(registry: GameRegistry, raw: unknown): Record<string, unknown> {
  if (!isRecord(raw)) throw new GameError('BAD_REQUEST', 'join options must be an object');
  if ('__restore' in raw) throw new GameError('BAD_REQUEST', 'unknown join option __restore');
  entryOf(raw);
  if (raw.game !== undefined) {
    const { game, seats, options } = registry.resolve(raw.game, raw.seats, raw.options);
    raw.game = game.id;
    raw.seats = seats;
    raw.options = options;
    raw.variant = canonicalJson(options);
    const clock = parseClock(raw.clock);
    if (clock) raw.clock = clock;
    else delete raw.clock;
    raw.clockKey = clockKey(clock);
    if (raw.private !== undefined && typeof raw.private !== 'boolean') throw new GameError('BAD_REQUEST', 'private must be a boolean');
  }
  return raw;
}
