/** One name for the match id, and the same refusals for the same mistakes, across the HTTP API. */
import type { MatchConnection } from '../../client-sdk/src';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

describe('API consistency', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  let matchId = '';
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, options: { rounds: 1 }, name: 'A' });
    const b = await server.client().join(a.matchId, 'B');
    open.push(a, b);
    await playMoves([a, b], 2, 'api');
    matchId = a.matchId;
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
  };

  it('calls the match id matchId in the lobby, the match list, one match and its replay', async () => {
    const waiting = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'W' });
    open.push(waiting);
    const lobby = (await get('/api/lobby')).body as { open: { matchId: string }[] };
    expect(lobby.open.map((m) => m.matchId)).toContain(waiting.matchId);
    const list = (await get('/api/matches')).body as { matches: { matchId: string }[] };
    expect(list.matches.map((m) => m.matchId)).toContain(matchId);
    expect((await get(`/api/matches/${matchId}`)).body.matchId).toBe(matchId);
    expect((await get(`/api/matches/${matchId}/replay?step=1`)).body.matchId).toBe(matchId);
  });

  it('refuses an unknown game as it refuses an unknown status', async () => {
    for (const path of ['/api/matches?game=chess', '/api/lobby?game=chess', '/api/matches?status=paused']) {
      const { status, body } = await get(path);
      expect([path, status, body.error?.code]).toEqual([path, 400, 'BAD_REQUEST']);
    }
    expect((await get('/api/matches?game=highcard')).status).toBe(200);
  });

  it('words an out-of-range step the same way however it is out of range, and names a seat that does not exist', async () => {
    const messages = await Promise.all(
      ['-1', '1.5', 'x', '99999', '9999999999'].map(async (step) => (await get(`/api/matches/${matchId}/replay?step=${step}`)).body.error?.message),
    );
    for (const m of messages) expect(m).toMatch(/^step must be a whole number from 0 to /);
    const seat = await get(`/api/matches/${matchId}/replay?viewer=7`);
    expect(seat).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', message: 'there is no seat 7: this match has seats 0 to 1' } } });
  });
});
