/**
 * The database goes away mid-match (its connections are cut through a proxy):
 * moves are refused with STORAGE_UNAVAILABLE and change nothing, health turns
 * red, and play resumes where it was once the database is back.
 */
import type { MatchConnection } from '../../client-sdk/src';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';
import { TcpProxy } from '../support/tcp-proxy';

const enabled = Boolean(process.env.DATABASE_URL);
if (!enabled) console.log('database outage test skipped: it needs DATABASE_URL');

(enabled ? describe : describe.skip)('database outage', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  const conns: MatchConnection[] = [];

  beforeAll(async () => {
    const real = new URL(process.env.DATABASE_URL!);
    proxy = new TcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const port = await proxy.listen();
    server = await startTestServer('pg', {}, {}, (url) => {
      const u = new URL(url);
      u.host = `127.0.0.1:${port}`;
      return u.toString();
    });
  });
  afterAll(async () => {
    await Promise.all(conns.map((c) => c.leave()));
    proxy.restore();
    await server.stop();
    await proxy.close();
  });

  it('rejects moves while down and resumes when back, with nothing lost or doubled', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 3 }, name: 'Ann' });
    const b = await server.client().join(a.matchId, 'Bob');
    conns.push(a, b);
    await playMoves([a, b], 3);
    const before = a.view!;
    const mover = [a, b].find((c) => c.view!.view.prompt)!;
    const moverView = mover.view!;
    const move = (moverView.view.prompt!.choices ?? [[]])[0];

    proxy.cut();
    mover.sendMove(move, moverView.v);
    expect(await mover.waitForError(20_000)).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    expect(a.view).toBe(before);

    proxy.restore();
    for (let i = 0; i < 50 && (await fetch(`${server.url}/healthz`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 200));
    mover.sendMove(move, moverView.v);
    await mover.waitForView((v) => v.v === moverView.v + 1);
    const more = await playMoves([a, b], 100);
    const stored = await server.store.movesAfter(a.matchId, 0);
    expect(stored).toHaveLength(moverView.v + 1 + more);
    const summary = await server.client().getMatch(a.matchId);
    expect(summary.status).toBe('finished');
  }, 60_000);
});
