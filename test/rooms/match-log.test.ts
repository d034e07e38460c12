/**
 * The game log for those who were not there: a spectator arriving late, a
 * player coming back on a new connection, and either after a restart gets the
 * log up to now — exactly the events they would have seen live, no more
 * (a seat's private draws never reach anyone else).
 */
import type { MatchConnection, LogEntry } from '../../client-sdk/src';
import { playMoves } from '../support/play';
import { startServerProcess, freePort } from '../support/process';
import { freshDatabaseConfig, testDrivers } from '../support/db';
import { OrreryClient } from '../../client-sdk/src';

jest.setTimeout(90_000);

/** What a connection saw live: every view's events, by version. */
function watch(c: MatchConnection): LogEntry[] {
  const seen: LogEntry[] = [];
  c.onView((m) => {
    if (m.events.length > 0) seen.push({ v: m.v, events: m.events });
  });
  return seen;
}

describe.each(testDrivers())('the game log on %s', (driver) => {
  it('is the same for a late arrival as for one who watched live, per viewer, also after a restart', async () => {
    const db = await freshDatabaseConfig(driver);
    const port = await freePort();
    const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url ?? '', DATA_DIR: db.dataDir ?? '', SNAPSHOT_EVERY: '3' };
    let proc = await startServerProcess('test/support/fixture-server.ts', env);
    const client = () => new OrreryClient(`http://127.0.0.1:${port}`, { retry: { attempts: 20, delayMs: 200 } });
    const open: MatchConnection[] = [];
    try {
      const a = await client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 3 }, name: 'A' });
      const early = await client().spectate(a.matchId);
      const b = await client().join(a.matchId, 'B');
      open.push(a, b, early);
      const liveSpectator = watch(early);
      const liveA = watch(a);
      await playMoves([a, b], 5, 'log');
      await early.waitForView((v) => v.v === 5);

      const late = await client().spectate(a.matchId);
      open.push(late);
      await late.waitForView();
      expect(late.log).toEqual(liveSpectator);
      expect(late.log.length).toBeGreaterThan(0);
      // A's own private events (its swap, its cards) are in A's log and in no one else's.
      const again = await client().reclaim(a.matchId, a.seatToken);
      open.push(again);
      await again.waitForView();
      expect(again.log).toEqual(liveA);
      expect(JSON.stringify(late.log)).not.toEqual(JSON.stringify(again.log));

      // After a restart the log is rebuilt from the stored moves.
      await Promise.all(open.splice(0).map((c) => c.leave()));
      await proc.stop('SIGTERM');
      proc = await startServerProcess('test/support/fixture-server.ts', env);
      const afterRestart = await client().spectate(a.matchId);
      open.push(afterRestart);
      await afterRestart.waitForView();
      expect(afterRestart.log).toEqual(liveSpectator);
    } finally {
      await Promise.all(open.map((c) => c.leave()));
      await proc.stop('SIGTERM');
      await db.drop();
    }
  });
});
