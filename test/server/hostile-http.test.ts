/**
 * The HTTP side under hostile requests: matchmaking bodies, paths, methods
 * and origins; per-address create budgets; parameters with control
 * characters; slow clients; and which endpoints AUTH_REQUIRED closes.
 */
import net from 'node:net';
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { rawRequest } from '../../server/src/tools/hostile/raw-http';
import { signHs256 } from '../support/jwt';
import { oneAddressLimits, startTestServer, type TestServer } from '../support/server';
import { configFromEnv } from '../../server/src/config';

const base = configFromEnv({});
const json = { 'Content-Type': 'application/json' };

describe('matchmaking requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      'pglite',
      {},
      { http: { ...oneAddressLimits(base.http), headersTimeoutSeconds: 1, requestTimeoutSeconds: 2, corsOrigins: ['https://play.example'] } },
    );
  });
  afterAll(() => server.stop());

  it('refuses a 1 MB body with 413 before it has been sent', async () => {
    const res = await rawRequest(server.port, {
      method: 'POST',
      path: '/matchmake/create/match',
      headers: { ...json, 'Content-Length': String(1 << 20) },
      body: '{"game":"highcard",',
    });
    expect(res?.status).toBe(413);
    expect(JSON.parse(res!.body)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const chunk = `{"game":"highcard","name":"${'x'.repeat(20_000)}"}`;
    const body = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    const res = await rawRequest(server.port, { method: 'POST', path: '/matchmake/create/match', headers: { ...json, 'Transfer-Encoding': 'chunked' }, body });
    expect(res?.status).toBe(413);
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'GET', 'HEAD', 'TRACE'])('answers %s with 405 at once', async (method) => {
    const res = await rawRequest(server.port, { method, path: '/matchmake/create/match' });
    expect(res?.status).toBe(405);
    expect(res?.headers.allow).toBe('POST, OPTIONS');
  });

  it('takes only its own paths', async () => {
    const lobby = await fetch(`${server.url}/api/lobby?x=/matchmake`);
    expect(lobby.status).toBe(200);
    const listed = (await lobby.json()) as { open: unknown; live: unknown };
    expect(Array.isArray(listed.open) && Array.isArray(listed.live)).toBe(true);
    for (const path of [
      '/matchmake',
      '/matchmake/',
      '/matchmake/create',
      '/matchmake/steal/match',
      '/matchmake/create/match/extra',
      '/matchmake/create/ma%00tch',
    ]) {
      const res = await rawRequest(server.port, { method: 'POST', path, headers: json, body: '{}' });
      expect([path, res?.status]).toEqual([path, 404]);
    }
    const elsewhere = await fetch(`${server.url}/api/matchmake/create/match`, { method: 'POST', headers: json, body: '{"game":"highcard"}' });
    expect(elsewhere.status).toBe(404);
  });

  it('answers malformed and unbounded JSON with 400', async () => {
    const before = await openRooms(server);
    for (const body of [
      '{"game":',
      'null x',
      `${'['.repeat(40)}${']'.repeat(40)}`,
      JSON.stringify({ game: 'highcard', options: Array(20_000).fill(0) }).slice(0, 16_000),
    ]) {
      const res = await rawRequest(server.port, {
        method: 'POST',
        path: '/matchmake/create/match',
        headers: { ...json, 'Content-Length': String(Buffer.byteLength(body)) },
        body,
      });
      expect(res?.status).toBe(400);
    }
    expect(await openRooms(server)).toBe(before);
  });

  it('answers only allowed origins, and refuses a cross-origin create outright', async () => {
    const before = await openRooms(server);
    const evil = await fetch(`${server.url}/matchmake/create/match`, {
      method: 'POST',
      headers: { ...json, Origin: 'https://evil.example' },
      body: '{"game":"highcard"}',
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(await openRooms(server)).toBe(before);
    const preflight = await fetch(`${server.url}/matchmake/create/match`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const origin of ['https://play.example', `http://127.0.0.1:${server.port}`]) {
      const ok = await fetch(`${server.url}/matchmake/create/match`, { method: 'OPTIONS', headers: { Origin: origin } });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('drops a client that sends its headers too slowly', async () => {
    const res = await rawRequest(server.port, { method: 'GET', path: '/api/games', headers: { 'X-Slow': 'x' } }, 100);
    expect(res).not.toBeNull(); // complete headers: answered
    const started = Date.now();
    const slow = await new Promise<number>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1', () => socket.write('GET /api/games HTTP/1.1\r\nHost: x\r\n'));
      socket.on('data', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
    });
    expect(slow).toBeLessThan(5000);
  });
});

describe('creating matches', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { reservationSeconds: 1, idleSeconds: 1 }, { http: { ...oneAddressLimits(base.http), createsPerMinute: 3 } });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  it('refuses creates past the per-address budget with RATE_LIMITED, and a match nobody joined leaves no row', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/matchmake/create/match`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ game: 'highcard', seats: 2, name: 'A' }),
      });
      const reservation = (await res.json()) as { room: { roomId: string } };
      ids.push(reservation.room.roomId);
    }
    const fourth = await fetch(`${server.url}/matchmake/create/match`, { method: 'POST', headers: json, body: JSON.stringify({ game: 'highcard', seats: 2 }) });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await fourth.json()) as { error: string }).error).toMatch(/^RATE_LIMITED: /);
    // Quick match may also create: it shares the budget.
    await expect(server.client().quickMatch({ game: 'highcard', seats: 2, name: 'Q' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    // Nobody ever connected: once the reservations lapse the rooms close and the matches are gone.
    await waitFor(async () => (await Promise.all(ids.map((id) => fetch(`${server.url}/api/matches/${id}`).then((r) => r.status)))).every((s) => s === 404));
    const { matches } = await server.client().listMatches({ limit: 100 });
    expect(matches.map((m) => m.matchId).filter((id) => ids.includes(id))).toEqual([]);
  });
});

describe('matches per process', () => {
  it('refuses a match past MAX_MATCHES with SERVER_FULL, and takes one again when a room closes', async () => {
    const server = await startTestServer('pglite', { maxMatches: 2 });
    try {
      const first = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'A' });
      const second = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'B' });
      await expect(server.client().createMatch({ game: 'highcard', seats: 2, name: 'C' })).rejects.toMatchObject({ code: 'SERVER_FULL' });
      await first.leave();
      await waitFor(async () => (await openRooms(server)) === 1);
      const third = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'C' });
      await Promise.all([second.leave(), third.leave()]);
    } finally {
      await server.stop();
    }
  });
});

describe('API parameters', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.stop());

  it.each([
    '/api/matches/%00',
    '/api/matches/abc%00def/replay',
    '/api/matches/a%20b',
    `/api/matches/${'x'.repeat(65)}`,
    '/api/matches?player=%00',
    '/api/matches?game=a&game=b',
    '/api/lobby?game=%01',
    `/api/matches?player=${'p'.repeat(300)}`,
  ])('answers %s with 400', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('never builds objects from bracketed keys', async () => {
    // With a nested query parser, status[$ne]=x would arrive as { $ne: 'x' }; here it is an unknown key.
    const res = await fetch(`${server.url}/api/matches?status[$ne]=x`);
    expect(res.status).toBe(200);
  });
});

describe('AUTH_REQUIRED', () => {
  const SECRET = 'hostile-secret';
  const bearer = { Authorization: `Bearer ${signHs256({ sub: 'acct-1', exp: Math.floor(Date.now() / 1000) + 600 }, SECRET)}` };
  let server: TestServer;
  let waiting: MatchConnection;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { auth: { jwt: { secret: SECRET }, required: true }, metricsToken: 'scrape-me' });
    waiting = await new OrreryClient(server.url, { accountToken: bearer.Authorization.slice(7) }).createMatch({ game: 'highcard', seats: 2, name: 'A' });
  });
  afterAll(async () => {
    await waiting.leave();
    await server.stop();
  });

  it.each([
    ['/healthz', 200, 200],
    ['/api/games', 200, 200],
    ['/api/lobby', 401, 200],
    ['/api/matches', 401, 200],
    ['/api/matches/:id', 401, 200],
    // A waiting match has nothing to replay yet.
    ['/api/matches/:id/replay', 401, 409],
    ['/api/no-such-thing', 404, 404],
  ])('%s: %i without a token, %i with one', async (path, without, withToken) => {
    const url = `${server.url}${path.replace(':id', waiting.matchId)}`;
    expect((await fetch(url)).status).toBe(without);
    expect((await fetch(url, { headers: bearer })).status).toBe(withToken);
  });

  it('keeps /metrics behind its own token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: bearer })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer scrape-me' } })).status).toBe(200);
  });

  it('turns guests away from matchmaking', async () => {
    await expect(server.client().createMatch({ game: 'highcard', seats: 2, name: 'G' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

async function openRooms(server: TestServer): Promise<number> {
  const metrics = (await (await fetch(`${server.url}/metrics`)).json()) as { matches: { rooms: number } };
  return metrics.matches.rooms;
}

async function waitFor(test: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
