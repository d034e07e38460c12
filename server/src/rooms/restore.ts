/**
 * Matches outlive their rooms: after a restart (or once everyone left), a
 * match exists only in the database. A `joinById` for such a match first
 * brings its room back from snapshot + moves, so clients reclaim seats and
 * spectators watch with the ordinary Colyseus calls.
 */
import { matchMaker } from '@colyseus/core';
import type { Logger } from 'pino';
import type { MatchStore } from '../matches/store';
import { processAlive } from './stale-processes';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function installRestoreOnDemand(store: MatchStore, log: Logger): () => void {
  const controller = matchMaker.controller;
  const original = controller.invokeMethod;
  const inflight = new Map<string, Promise<void>>();

  /** Listed and served: a listing whose process died (kill -9) is removed here, so the match is restored instead. */
  async function served(matchId: string): Promise<boolean> {
    const [listed] = await matchMaker.query({ roomId: matchId });
    return listed !== undefined && (await processAlive(listed.processId));
  }

  async function ensureRoom(matchId: string): Promise<void> {
    if (await served(matchId)) return;
    const found = await store.getMatch(matchId);
    if (!found || (found.match.status !== 'waiting' && found.match.status !== 'active')) return;
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
      try {
        await pending;
      } catch (e) {
        log.error({ err: e, matchId: roomName }, 'restore failed');
      }
    }
    return original.call(this, method, roomName, clientOptions, authOptions);
  };
  return () => {
    controller.invokeMethod = original;
  };
}
