/**
 * Two server processes sharing matchmaking through Redis and history through
 * Postgres: quick match pairs players who reached different processes,
 * spectators watch through either, and a seat is reclaimed through the other
 * process after its host went away. Needs REDIS_URL and DATABASE_URL.
 */
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { freshDatabaseConfig } from '../support/db';
import { playMoves } from '../support/play';
import { freePort, startServerProcess, type ServerProcess } from '../support/process';

jest.setTimeout(120_000);

const enabled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
if (!enabled) console.log('scale-out tests skipped: they need REDIS_URL and DATABASE_URL');

(enabled ? describe : describe.skip)('two processes with Redis', () => {
  it('share quick match, spectating and reclaiming', async () => {
    const db = await freshDatabaseConfig('pg');
    const ports = [await freePort(), await freePort()];
    const procs: ServerProcess[] = [];
    const conns: MatchConnection[] = [];
    try {
      for (const port of ports) {
        procs.push(
          await startServerProcess('test/support/fixture-server.ts', {
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_ADDRESS: `127.0.0.1:${port}`,
            DATABASE_URL: db.url!,
            REDIS_URL: process.env.REDIS_URL!,
          }),
        );
      }
      const [urlA, urlB] = ports.map((p) => `http://127.0.0.1:${p}`);
      // A unique option value keeps this test's lobby apart from anything else in the shared Redis.
      const spec = { game: 'highcard', seats: 2, options: { rounds: 4 } };
      const ann = await new OrreryClient(urlA).quickMatch({ ...spec, name: 'Ann' });
      conns.push(ann);
      const bob = await new OrreryClient(urlB).quickMatch({ ...spec, name: 'Bob' });
      conns.push(bob);
      expect(bob.matchId).toBe(ann.matchId);
      await Promise.all([ann, bob].map((c) => c.waitForView((v) => v.view.prompt !== null)));

      const lobbyB = await new OrreryClient(urlB).lobby('highcard');
      expect(lobbyB.live.map((m) => m.matchId)).toContain(ann.matchId);
      const watcher = await new OrreryClient(urlB).spectate(ann.matchId);
      conns.push(watcher);
      await playMoves([ann, bob], 3);
      expect((await watcher.waitForView((v) => v.v === ann.view!.v)).view.prompt).toBeNull();

      // Whichever process hosted the room goes away; the other one brings the match back.
      const hostIndex = procs.findIndex((p) => p.output().includes(`"matchId":"${ann.matchId}"`) && p.output().includes('match room open'));
      expect(hostIndex).toBeGreaterThanOrEqual(0);
      const before = ann.view!;
      await Promise.all(conns.map((c) => c.leave()));
      conns.length = 0;
      await procs[hostIndex].stop('SIGTERM');
      const survivor = hostIndex === 0 ? urlB : urlA;
      const back = await new OrreryClient(survivor).reclaim(ann.matchId, ann.seatToken);
      conns.push(back);
      const view = await back.waitForView();
      expect(view.v).toBe(before.v);
      expect(view.view).toEqual(before.view);
    } finally {
      await Promise.all(conns.map((c) => c.leave()));
      await Promise.all(procs.map((p) => p.stop('SIGTERM')));
      await db.drop();
    }
  });
});
