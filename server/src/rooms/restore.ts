/**
 * Matches outlive their rooms: after a restart (or once everyone left), a
 * match exists only in the database. A `joinById` for such a match first
 * brings its room back from snapshot + moves, so clients reclaim seats and
 * spectators watch with the ordinary Colyseus calls.
 */
import { matchMaker, ServerError } from '@colyseus/core';
import type { Logger } from 'pino';
import { GameError } from '../engine';
import type { MatchStore } from '../matches/match-store';
import { JOIN_ERROR_STATUS, toServerError } from './errors';
import { processAlive } from './stale-processes';
import { MATCH_ID } from '../matches/match-id';

export function installRestoreOnDemand(store: MatchStore, log: Logger): () => void {
  const controller = matchMaker.controller;
  const original = controller.invokeMethod;
  const inflight = new Map<string, Promise<GameError | void>>();

  /** Listed and served: a listing whose process died (kill -9) is removed here, so the match is restored instead. */
  async function served(matchId: string): Promise<boolean> {
    const [listed] = await matchMaker.query({ roomId: matchId });
    return listed !== undefined && (await processAlive(listed.processId));
  }

  /** Brings the match's room back unless it is served; answers why not when the match has ended. */
  async function ensureRoom(matchId: string): Promise<GameError | void> {
    if (await served(matchId)) return;
    const found = await store.getMatch(matchId);
    if (!found) return;
    const { status } = found.match;
    // Said plainly, not as "room not found": a client should stop trying to reclaim it.
    if (status === 'finished' || status === 'aborted') {
      const replay = found.match.startedAt ? `; its replay is at /api/matches/${matchId}/replay` : '';
      return new GameError('NOT_ACTIVE', `match ${matchId} is ${status}${replay}`);
    }
    if (status !== 'waiting' && status !== 'active') return;
    // Processes sharing matchmaking (Redis) must not restore the same match twice.
    const lock = `orrery:restore:${matchId}`;
    if ((await matchMaker.presence.incr(lock)) !== 1) return waitForRoom(matchId);
    try {
      await matchMaker.presence.expire(lock, 30);
      if ((await matchMaker.query({ roomId: matchId })).length > 0) return;
      log.info({ matchId }, 'restoring match room on demand');
      await matchMaker.createRoom('match', { __restore: matchId });
    } finally {
      matchMaker.presence.del(lock);
    }
  }

  /** Another process is restoring: wait (briefly) until its room is listed. */
  async function waitForRoom(matchId: string): Promise<void> {
    for (let i = 0; i < 50; i++) {
      if ((await matchMaker.query({ roomId: matchId })).length > 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  controller.invokeMethod = async function (this: typeof controller, method, roomName, clientOptions, authOptions) {
    if (method === 'joinById' && MATCH_ID.test(roomName)) {
      // One restore per match at a time, however many clients ask at once.
      let pending = inflight.get(roomName);
      if (!pending) {
        pending = ensureRoom(roomName).finally(() => inflight.delete(roomName));
        inflight.set(roomName, pending);
      }
      let refusal: GameError | void = undefined;
      try {
        refusal = await pending;
      } catch (e) {
        // The room's own refusal (its code leads the message, e.g. ENGINE_CHANGED) is the client's answer.
        if (e instanceof ServerError && e.code === JOIN_ERROR_STATUS) throw e;
        log.error({ err: e, matchId: roomName }, 'restore failed');
      }
      if (refusal) throw toServerError(refusal);
    }
    return original.call(this, method, roomName, clientOptions, authOptions);
  };
  return () => {
    controller.invokeMethod = original;
  };
}
