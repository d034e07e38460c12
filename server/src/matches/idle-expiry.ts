/**
 * Matches everybody walked away from. Bots finish a match for the seats
 * whose players left only while someone is still at the table; a match that
 * everyone left stays `active` (or `waiting`, if its room died before it
 * filled) and listed as such for ever. With `IDLE_MATCH_EXPIRY_SECONDS` set,
 * the server ends such matches as `aborted` once nobody has moved, joined or
 * come back for that long and no room for them is open in any process.
 *
 * Off by default: a match is its players' to come back to (seat tokens keep
 * working for days), and ending one is not undone; how long to wait is the
 * operator's call.
 */
import type { Logger } from 'pino';
import { everyWithoutOverlap } from '../periodic';
import type { MatchStore } from './match-store';

export interface IdleExpiryOptions {
  store: Pick<MatchStore, 'expireIdle'>;
  idleSeconds: number;
  /** Matches with a room open anywhere (every process's listing with Redis): never expired. */
  openMatchIds: () => Promise<string[]>;
  log: Logger;
}

/** One pass: the ids it ended. */
export async function expireIdleMatches(opts: IdleExpiryOptions): Promise<string[]> {
  const ended = await opts.store.expireIdle(opts.idleSeconds, await opts.openMatchIds());
  if (ended.length) opts.log.info({ matchIds: ended, idleSeconds: opts.idleSeconds }, 'ended matches nobody came back to');
  return ended;
}

/** Passes a few times per idle period (at least every 10 minutes, at most every second) until the returned function is called. */
export function startIdleExpiry(opts: IdleExpiryOptions): () => void {
  const periodMs = Math.min(600, Math.max(1, opts.idleSeconds / 4)) * 1000;
  return everyWithoutOverlap(
    periodMs,
    async () => void (await expireIdleMatches(opts)),
    (e) => opts.log.warn({ err: e }, 'idle match expiry failed; trying again later'),
  );
}
