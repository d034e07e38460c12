/**
 * Room listings left behind by dead processes. With REDIS_URL, every process
 * lists its rooms in the shared driver and removes them when it shuts down;
 * one killed outright (kill -9, OOM, a lost host) never does, so matchmaking
 * keeps sending players to rooms nobody serves. Colyseus only checks other
 * processes when a process starts and when a seat reservation times out: the
 * survivors here also look on a timer, and before routing a join to a room.
 *
 * A live process keeps a subscription to its channel `p:<processId>` in
 * Redis, which dies with its connection, so a missing channel is a cheap
 * first hint. Colyseus's own IPC health check then decides, and removes the
 * process from the shared statistics (no new rooms are placed on it).
 */
import { matchMaker } from '@colyseus/core';
import type { Logger } from 'pino';
import { everyWithoutOverlap } from '../periodic';

async function subscribed(processId: string): Promise<boolean | null> {
  const presence = matchMaker.presence;
  if (typeof presence.channels !== 'function') return null;
  return (await presence.channels(`p:${processId}`)).length > 0;
}

/**
 * Whether the process hosting a listed room still answers. A dead one's
 * listings are removed before this returns false.
 */
export async function processAlive(processId: string | undefined): Promise<boolean> {
  if (!processId || processId === matchMaker.processId) return true;
  if (await subscribed(processId)) return true;
  if (await matchMaker.healthCheckProcessId(processId)) return true;
  // The health check only clears listings of a process still counted in the statistics; clear them anyway.
  await matchMaker.driver.cleanup?.(processId);
  return false;
}

/** One pass over every process that has listed rooms or counts itself in: returns the dead ones, now cleaned up. */
export async function sweepStaleProcesses(): Promise<string[]> {
  const rooms = await matchMaker.driver.query({});
  const counted = await matchMaker.stats.fetchAll();
  const suspects = new Set<string>();
  for (const id of [...rooms.map((r) => r.processId), ...counted.map((s) => s.processId)]) {
    if (id && id !== matchMaker.processId) suspects.add(id);
  }
  const dead: string[] = [];
  for (const id of suspects) if (!(await processAlive(id))) dead.push(id);
  return dead;
}

/** Sweeps every `intervalSeconds` until the returned function is called. */
export function startStaleProcessSweep(intervalSeconds: number, log: Logger): () => void {
  return everyWithoutOverlap(
    intervalSeconds * 1000,
    async () => {
      const dead = await sweepStaleProcesses();
      if (dead.length) log.warn({ processIds: dead }, 'removed the room listings of server processes that no longer answer');
    },
    (e) => log.warn({ err: e }, 'stale process sweep failed'),
  );
}
