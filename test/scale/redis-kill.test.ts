/**
 * A server process killed with SIGKILL cannot remove its room listings from
 * Redis. The surviving process must find them, drop them, and route players
 * elsewhere: the lobby stops showing the dead rooms, quick match opens a new
 * room instead of reserving a seat in a dead one, and a seat of a match the
 * dead process hosted is reclaimed through the survivor. Needs REDIS_URL and
 * DATABASE_URL.
 */
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { freshDatabaseConfig } from '../support/db';
import { playMoves } from '../support/play';
import { freePort, startServerProcess, type ServerProcess } from '../support/process';

jest.setTimeout(120_000);

const enabled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
if (!enabled) console.log('stale-listing tests skipped: they need REDIS_URL and DATABASE_URL');

(enabled ? describe : describe.skip)('a process killed with -9 under Redis', () => {
  it('has its room listings removed by the survivor, which takes its players', async () => {
    const db = await freshDatabaseConfig('pg');
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      DATABASE_URL: db.url!,
      REDIS_URL: process.env.REDIS_URL!,
      STALE_PROCESS_SWEEP_SECONDS: '1',
    });
    const procs: ServerProcess[] = [];
    const conns: MatchConnection[] = [];
    const noRetry = { retry: { attempts: 0, delayMs: 0 } };
    try {
      // Only A runs while the matches are made, so A hosts both rooms.
      procs.push(await startServerProcess('test/support/fixture-server.ts', env(portA)));
      const urlA = `http://127.0.0.1:${portA}`;
      // An unusual clock keeps this test's quick-match pool apart from anything else in the shared Redis.
      const spec = { game: 'highcard', seats: 2, options: { rounds: 3 }, clock: { turnSeconds: 86_399 } };
      const waiting = await new OrreryClient(urlA, noRetry).quickMatch({ ...spec, name: 'Ann' });
      const cat = await new OrreryClient(urlA, noRetry).createMatch({ ...spec, name: 'Cat' });
      const dan = await new OrreryClient(urlA, noRetry).join(cat.matchId, 'Dan');
      conns.push(waiting, cat, dan);
      await playMoves([cat, dan], 2, 'kill');
      const seen = cat.view!;

      procs.push(await startServerProcess('test/support/fixture-server.ts', env(portB)));
      const urlB = `http://127.0.0.1:${portB}`;
      const survivor = new OrreryClient(urlB);
      const before = await survivor.lobby('highcard');
      expect(before.open.map((m) => m.matchId)).toContain(waiting.matchId);
      expect(before.live.map((m) => m.matchId)).toContain(cat.matchId);

      expect(await procs[0].stop('SIGKILL')).toBeNull();
      const deadline = Date.now() + 15_000;
      let lobby = await survivor.lobby('highcard');
      while ([...lobby.open, ...lobby.live].some((m) => m.matchId === waiting.matchId || m.matchId === cat.matchId)) {
        if (Date.now() > deadline) throw new Error(`the dead process's rooms are still listed: ${JSON.stringify(lobby)}`);
        await new Promise((r) => setTimeout(r, 250));
        lobby = await survivor.lobby('highcard');
      }
      expect(procs[1].output()).toContain('removed the room listings of server processes that no longer answer');

      // Quick match no longer offers the dead waiting room: a fresh one opens on the survivor.
      const eve = await new OrreryClient(urlB).quickMatch({ ...spec, name: 'Eve' });
      conns.push(eve);
      expect(eve.matchId).not.toBe(waiting.matchId);
      expect(eve.seat).toBe(0);

      // The dead process's live match comes back on the survivor for its players.
      const back = await new OrreryClient(urlB).reclaim(cat.matchId, cat.seatToken);
      conns.push(back);
      const view = await back.waitForView();
      expect(view.v).toBe(seen.v);
      expect(view.view).toEqual(seen.view);
    } finally {
      await Promise.all(conns.map((c) => c.leave()));
      await Promise.all(procs.map((p) => p.stop('SIGTERM')));
      await db.drop();
    }
  });
});
