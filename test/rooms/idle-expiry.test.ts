/**
 * IDLE_MATCH_EXPIRY_SECONDS through a running server: a match whose room is
 * open stays, however long nobody moves; once everyone has left and the room
 * has closed, the match ends as aborted and its seats cannot be reclaimed.
 * Times are seconds here: expiry after 2 s, an empty room closes after 1 s.
 */
import { testDrivers } from '../support/db';
import { startTestServer, type TestServer } from '../support/server';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDrivers())('idle matches on a server on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { idleSeconds: 1, abandonSeconds: 0 }, { idleMatchExpirySeconds: 2 });
  });
  afterAll(() => server.stop());

  it('keeps a match while its room is open, and ends it once everyone has gone', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'a' } as never);
    const b = await server.client().join(a.matchId, 'b');
    await Promise.all([a, b].map((c) => c.waitForView((v) => v.view.prompt !== null)));
    const token = a.seatToken!;

    // Nobody moves for longer than the limit, but the room is open.
    await sleep(4000);
    expect((await server.client().getMatch(a.matchId)).status).toBe('active');

    await Promise.all([a.leave(), b.leave()]);
    let status = 'active';
    for (let i = 0; i < 40 && status === 'active'; i++) {
      await sleep(250);
      status = (await server.client().getMatch(a.matchId)).status;
    }
    expect(status).toBe('aborted');
    // As for a finished match: no room is brought back for it.
    await expect(server.client().reclaim(a.matchId, token)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { matches } = await server.client().listMatches({ status: 'active' });
    expect(matches.map((m) => m.id)).not.toContain(a.matchId);
  });
});
