/**
 * GET /metrics as an operator reads it: moves stored, the statements they
 * took, and how long accepted moves spent inside the server.
 */
import type { MatchConnection } from '../../client-sdk/src';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

interface Metrics {
  eventLoop: { seq: number; moveMs: { count: number; p50: number; p99: number; max: number } } | null;
  storage: { moves: number; writes: number; groupCommit: { batches: number; moves: number } };
  matches: { activeMatches: number; clients: number };
}

describe('GET /metrics', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { metricsWindowSeconds: 1 });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  const metrics = async (): Promise<Metrics> => (await fetch(`${server.url}/metrics`)).json() as Promise<Metrics>;

  it('counts stored moves and their statements, and times the moves a window saw', async () => {
    const before = await metrics();
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 3 }, name: 'A' });
    const b = await server.client().join(a.matchId, 'B');
    open.push(a, b);
    await a.waitForView((v) => v.view.prompt !== null);
    // The test server snapshots every 4th move, which goes its own way (a transaction): stop before.
    const made = await playMoves([a, b], 3);
    expect(made).toBe(3);
    const after = await metrics();
    expect(after.storage.moves - before.storage.moves).toBe(3);
    // Moves made one after another share no statement; none is counted twice.
    expect(after.storage.groupCommit.moves - before.storage.groupCommit.moves).toBe(3);
    expect(after.matches).toMatchObject({ activeMatches: 1, clients: 2 });

    // The moves fall into one or two windows of a second; wait for both to close.
    const seen = after.eventLoop?.seq ?? 0;
    let windows = 0;
    let counted = 0;
    for (let i = 0; i < 40 && windows < 3; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const m = await metrics();
      if (m.eventLoop && m.eventLoop.seq > seen + windows) {
        windows = m.eventLoop.seq - seen;
        counted += m.eventLoop.moveMs.count;
        if (m.eventLoop.moveMs.count > 0) {
          expect(m.eventLoop.moveMs.p50).toBeGreaterThan(0);
          expect(m.eventLoop.moveMs.max).toBeGreaterThanOrEqual(m.eventLoop.moveMs.p99);
        }
      }
    }
    // Windows already closed before the moves' end may have counted some of them.
    const early = after.eventLoop && after.eventLoop.seq > (before.eventLoop?.seq ?? 0) ? after.eventLoop.moveMs.count : 0;
    expect(counted + early).toBeLessThanOrEqual(3);
    expect(counted + early).toBeGreaterThan(0);
  });
});
