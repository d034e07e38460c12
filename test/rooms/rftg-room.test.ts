/** Race for the Galaxy end to end through the match room: two clients play a whole game from prompts. */
import { GAMES } from '../../server/src/games';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

jest.setTimeout(120_000);

describe('rftg through the match room', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { messagesPerSecond: 1000 }, {}, (u) => u, GAMES);
  });
  afterAll(() => server.stop());

  it('plays a 2-player advanced game to its end, hiding each hand from the other seat', async () => {
    const a = await server.client().quickMatch({ game: 'rftg', seats: 2, options: { advanced: true }, name: 'Ann' });
    const b = await server.client().quickMatch({ game: 'rftg', seats: 2, options: { advanced: true }, name: 'Bob' });
    expect(b.matchId).toBe(a.matchId);
    const spectator = await server.client().spectate(a.matchId);
    try {
      await a.waitForView((v) => v.view.prompt !== null);
      const moves = await playMoves([a, b], 5000, 'rftg-room');
      expect(moves).toBeGreaterThan(20);
      const summary = await server.client().getMatch(a.matchId);
      expect(summary.status).toBe('finished');
      expect(summary.seats.every((s) => typeof s.score === 'number' && s.score > 0)).toBe(true);
      // The final omniscient replay agrees with what the players were shown of themselves.
      const full = await server.client().replay(a.matchId, { viewer: 'omniscient' });
      const mine = await server.client().replay(a.matchId, { viewer: 0, seatToken: a.seatToken! });
      expect(mine.view).toEqual(a.view!.view);
      expect(full.v).toBe(moves);
      const watched = await spectator.waitForView((v) => v.v === moves);
      expect(JSON.stringify(a.view!.view)).toContain('"hand":[');
      expect(JSON.stringify(watched.view)).not.toContain('"hand":[');
    } finally {
      await Promise.all([a, b, spectator].map((c) => c.leave()));
    }
  });
});
