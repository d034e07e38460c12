/**
 * Seat reservations nobody uses, and connections that never finish joining:
 * neither may keep a player out of their match or hold a slot for long.
 */
import WebSocket from 'ws';
import type { MatchConnection } from '../../client-sdk/src';
import { startTestServer, type TestServer } from '../support/server';

const SPECTATOR_RESERVATIONS = 100;

describe('seat reservations', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { reservationSeconds: 1, handshakeSeconds: 1, spectatorsPerMatch: 20 });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  /** What `POST /matchmake/joinById` answers, without ever connecting. */
  async function reserve(matchId: string, options: object): Promise<{ sessionId?: string; room?: { processId: string }; error?: string }> {
    const res = await fetch(`${server.url}/matchmake/joinById/${matchId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options),
    });
    return (await res.json()) as { sessionId?: string; error?: string };
  }

  it('100 spectator reservations that never connect lock out neither a reclaim nor a free seat', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 3, options: { rounds: 2 }, name: 'A' });
    open.push(a);
    const answers = await Promise.all(Array.from({ length: SPECTATOR_RESERVATIONS }, () => reserve(a.matchId, { spectate: true })));
    const refused = answers.filter((r) => r.error);
    // Past the cap the rest are told plainly; the cap itself is small.
    expect(refused.length).toBeGreaterThanOrEqual(SPECTATOR_RESERVATIONS - 10);
    expect(refused.every((r) => r.error!.startsWith('SPECTATORS_FULL'))).toBe(true);

    // A free seat is still taken...
    const b = await server.client().join(a.matchId, 'B');
    open.push(b);
    expect(b.seat).toBe(1);
    // ...and the seat holder reclaims with the token, from a new client.
    const again = await server.client().reclaim(a.matchId, a.seatToken);
    open.push(again);
    expect(again.seat).toBe(0);
    const c = await server.client().join(a.matchId, 'C');
    open.push(c);
    expect(c.seat).toBe(2);
  });

  it('lets spectators in again once unused reservations expire', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 2 }, name: 'A' });
    open.push(a);
    await Promise.all(Array.from({ length: 30 }, () => reserve(a.matchId, { spectate: true })));
    await expect(server.client().spectate(a.matchId)).rejects.toMatchObject({ code: 'SPECTATORS_FULL' });
    await new Promise((r) => setTimeout(r, 1500));
    const watcher = await server.client().spectate(a.matchId);
    open.push(watcher);
    await watcher.waitForView(() => true);
  });

  it('drops a connection that never acknowledges its join, within seconds', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 2 }, name: 'A' });
    open.push(a);
    const { sessionId, room } = await reserve(a.matchId, { spectate: true });
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/${room!.processId}/${a.matchId}?sessionId=${sessionId}`);
    // The ws library answers pings by itself: this client looks alive, it just never sends JOIN_ROOM back.
    const started = Date.now();
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    expect(code).toBe(4009);
    expect(Date.now() - started).toBeLessThan(4000);
    // Its slot is free again: the spectator count shows only real spectators.
    const watcher = await server.client().spectate(a.matchId);
    open.push(watcher);
    await watcher.waitForMeta((m) => m.spectators === 1);
  });
});
