/**
 * Matches nobody will play again, through a running server. With
 * IDLE_MATCH_EXPIRY_SECONDS, a match whose room is open stays however long
 * nobody moves; once everyone has left and the room has closed, it ends as
 * aborted. Reclaiming a seat of, or spectating, an ended match whose room has
 * closed is refused as NOT_ACTIVE (not "not found"), pointing at the replay.
 * Times are seconds here: expiry after 2 s, an empty room closes after 1 s.
 */
import { testDrivers } from '../support/db';
import { playMoves } from '../support/play';
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
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'a' });
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
    // No room is brought back for it, and the refusal says why.
    await expect(server.client().reclaim(a.matchId, token)).rejects.toMatchObject({ code: 'NOT_ACTIVE', message: expect.stringContaining('is aborted') });
    const { matches } = await server.client().listMatches({ status: 'active' });
    expect(matches.map((m) => m.matchId)).not.toContain(a.matchId);
  });

  it('says a finished match is over when its seat is reclaimed or it is watched after its room closed', async () => {
    const a = await server.client().createMatch({ game: 'highcard', seats: 2, name: 'a', options: { rounds: 1 } });
    const b = await server.client().join(a.matchId, 'b');
    await playMoves([a, b], 100);
    await a.waitForMeta((m) => m.status === 'finished');
    const token = a.seatToken!;
    await Promise.all([a.leave(), b.leave()]);
    let refusal: unknown = null;
    for (let i = 0; i < 40 && !refusal; i++) {
      await sleep(250);
      refusal = await server
        .client()
        .spectate(a.matchId)
        .then(
          (c) => c.leave().then(() => null),
          (e: unknown) => e,
        );
    }
    expect(refusal).toMatchObject({ code: 'NOT_ACTIVE', message: expect.stringContaining(`/api/matches/${a.matchId}/replay`) });
    await expect(server.client().reclaim(a.matchId, token)).rejects.toMatchObject({ code: 'NOT_ACTIVE', message: expect.stringContaining('is finished') });
    await expect(server.client().join('no-such-match', 'c')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
