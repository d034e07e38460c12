/**
 * A match survives its server: stop the process (cleanly, or with kill -9 on
 * a real Postgres), start a new one on the same database, and the players'
 * clients reclaim their seats by themselves and finish the match.
 */
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { freshDatabaseConfig, testDrivers } from '../support/db';
import { playMoves } from '../support/play';
import { freePort, startServerProcess, type ServerProcess } from '../support/process';

jest.setTimeout(120_000);

const cases = testDrivers().flatMap((driver) =>
  (driver === 'pg' ? (['SIGTERM', 'SIGKILL'] as const) : (['SIGTERM'] as const)).map((signal) => [driver, signal] as const),
);

describe.each(cases)('restart on %s after %s', (driver, signal) => {
  it('restores the match from the database and play continues with nothing lost', async () => {
    const db = await freshDatabaseConfig(driver);
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      SNAPSHOT_EVERY: '3',
      ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir! }),
    };
    let proc: ServerProcess = await startServerProcess('test/support/fixture-server.ts', env);
    const conns: MatchConnection[] = [];
    try {
      const url = `http://127.0.0.1:${port}`;
      const ann = new OrreryClient(url, { retry: { attempts: 60, delayMs: 250 } });
      const a = await ann.createMatch({ game: 'highcard', seats: 2, options: { rounds: 3 }, name: 'Ann' });
      const b = await new OrreryClient(url, { retry: { attempts: 60, delayMs: 250 } }).join(a.matchId, 'Bob');
      conns.push(a, b);
      await playMoves([a, b], 4, 'before');
      const watcher = await new OrreryClient(url, { retry: { attempts: 60, delayMs: 250 } }).spectate(a.matchId);
      conns.push(watcher);
      const watched = await watcher.waitForView();
      const seen = a.view!;
      const seenB = b.view!;

      expect(await proc.stop(signal)).not.toBe(1);
      await a.waitForStatus('reconnecting');
      proc = await startServerProcess('test/support/fixture-server.ts', env);

      await Promise.all([a.waitForStatus('connected', 60_000), b.waitForStatus('connected', 60_000)]);
      const back = await a.waitForView((v) => v !== seen);
      expect(back.v).toBe(seen.v);
      expect(back.view).toEqual(seen.view);
      expect((await b.waitForView((v) => v !== seenB)).view).toEqual(seenB.view);
      await watcher.waitForStatus('connected', 60_000);
      expect((await watcher.waitForView((v) => v !== watched)).view).toEqual(watched.view);

      const more = await playMoves([a, b], 100, 'after');
      expect(a.view!.view.prompt).toBeNull();
      const summary = await ann.getMatch(a.matchId);
      expect(summary.status).toBe('finished');
      expect(summary.moveCount).toBe(seen.v + more);
      // Every move exactly once: the stored log replays to the state the players saw.
      const final = await ann.replay(a.matchId, { viewer: 0 });
      expect(final.view).toEqual(a.view!.view);
    } finally {
      await Promise.all(conns.map((c) => c.leave()));
      await proc.stop('SIGTERM');
      await db.drop();
    }
  });
});
