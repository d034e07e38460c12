/**
 * Seeded random hostile requests against every route of a running server:
 * each is answered, none with a server error, and the loop stays on time.
 * `npm run bench -- hostile` sends many more.
 */
import type { MatchConnection } from '../../client-sdk/src';
import { randInt, seedRng } from '../../server/src/engine';
import { fuzzHttp, randomRequest } from '../../server/src/tools/hostile/http-fuzz';
import { startTestServer, type TestServer } from '../support/server';

const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 300);

describe('HTTP fuzzing', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  it('answers every hostile request below 500 and keeps the loop on time', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 2 }, name: 'A' });
    open.push(a);
    const rng = seedRng('hostile-http');
    const rand = (n: number) => randInt(rng, n);
    const report = await fuzzHttp(
      server.port,
      Array.from({ length: REQUESTS }, () => randomRequest(rand, [a.matchId])),
    );
    expect(report.unanswered).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.worstLoopDelayMs).toBeLessThan(100);
    // Still serving, and the match is intact.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const b = await server.client().join(a.matchId, 'B');
    open.push(b);
    await b.waitForView((v) => v.view.prompt !== null);
  });
});
