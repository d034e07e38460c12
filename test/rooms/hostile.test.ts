/**
 * Hostile clients: oversized, malformed and flooding messages are refused,
 * the process stays up, and neither the match nor its stored log changes.
 */
import { Client } from 'colyseus.js';
import type { MatchConnection } from '../../client-sdk/src';
import { startTestServer, type TestServer } from '../support/server';

describe('hostile input', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { messagesPerSecond: 10 });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  async function pair() {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 2 }, name: 'A' });
    const b = await server.client().join(a.matchId, 'B');
    open.push(a, b);
    await a.waitForView((v) => v.view.prompt !== null);
    return [a, b];
  }

  it('refuses garbage of every shape with an error and stores nothing', async () => {
    const [a] = await pair();
    const garbage: unknown[] = [
      null,
      42,
      'x',
      [],
      [1, 2],
      { v: null, move: null },
      { v: -1, move: [] },
      { v: 1.5, move: [] },
      { v: 0, move: { deep: { deeper: [1, { x: 'y' }] } } },
      { v: 0, move: [1, 1] },
      { v: 0, move: [999, 998, 997] },
      { v: 0, move: 'x'.repeat(1000) },
      { v: 0 },
    ];
    for (const g of garbage) {
      a.sendRaw('move', g);
      const err = await a.waitForError();
      expect(['BAD_REQUEST', 'BAD_MOVE', 'ILLEGAL_MOVE', 'STALE']).toContain(err.code);
      await new Promise((r) => setTimeout(r, 110)); // stay under the rate limit
    }
    expect(await server.store.movesAfter(a.matchId, 0)).toEqual([]);
    expect(a.view!.v).toBe(0);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('closes a connection that sends an oversized message and keeps serving others', async () => {
    const [a, b] = await pair();
    const raw = await new Client(server.url.replace('http', 'ws')).joinById(a.matchId, { spectate: true });
    const closed = new Promise<number>((resolve) => raw.onLeave((code) => resolve(code)));
    raw.send('move', { v: 0, move: 'x'.repeat(100_000) });
    expect(await closed).toBeGreaterThan(1000);
    b.sendMove([], 0);
    await b.waitForView((v) => v.v === 1);
  });

  it('answers a flood with RATE_LIMITED, then disconnects the flooder', async () => {
    const [a, b] = await pair();
    const raw = await new Client(server.url.replace('http', 'ws')).joinById(a.matchId, { spectate: true });
    const codes: string[] = [];
    raw.onMessage('error', (e: { code: string }) => codes.push(e.code));
    raw.onMessage('view', () => undefined);
    raw.onMessage('log', () => undefined);
    const closed = new Promise<number>((resolve) => raw.onLeave((code) => resolve(code)));
    for (let i = 0; i < 80; i++) raw.send('move', { v: 0, move: [] });
    expect(await closed).toBe(4008);
    expect(codes).toContain('RATE_LIMITED');
    expect(codes).toContain('NOT_SEATED');
    a.sendMove([], 0);
    await a.waitForView((v) => v.v === 1);
    expect(b.view!.v).toBeLessThanOrEqual(1);
  });

  it('refuses join options that try to restore or impersonate', async () => {
    const [a] = await pair();
    const raw = new Client(server.url.replace('http', 'ws'));
    await expect(raw.create('match', { game: 'highcard', __restore: a.matchId })).rejects.toThrow(/BAD_REQUEST/);
    await expect(raw.joinById(a.matchId, { seatToken: 12345 })).rejects.toThrow(/BAD_TOKEN/);
    await expect(raw.joinById(a.matchId, { seatToken: 'x'.repeat(500) })).rejects.toThrow(/BAD_TOKEN/);
    await expect(raw.create('match', { game: 'highcard', private: 'yes' })).rejects.toThrow(/BAD_REQUEST/);
  });
});
