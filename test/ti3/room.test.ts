/** TI3 end to end through the match room: 3, 4, 5 and 6 clients play whole games from prompts alone. */
import { GAMES } from '../../server/src/games';
import { playMoves } from '../support/play';
import { startTestServer, type TestServer } from '../support/server';

jest.setTimeout(600_000);

describe('ti3 through the match room', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { messagesPerSecond: 1000 }, {}, (u) => u, GAMES);
  });
  afterAll(() => server.stop());

  it('GET /api/games lists ti3 with 3-6 seats', async () => {
    const { games } = await server.client().games();
    expect(games.find((g) => g.id === 'ti3')).toMatchObject({ minSeats: 3, maxSeats: 6 });
  });

  for (const seats of [3, 4, 5, 6]) {
    it(`plays a ${seats}-player game to its end, hiding the secret objectives from the other seats`, async () => {
      const players = [];
      for (let i = 0; i < seats; i++) players.push(await server.client().quickMatch({ game: 'ti3', seats, name: `P${i}` }));
      expect(new Set(players.map((p) => p.matchId)).size).toBe(1);
      try {
        await Promise.all(players.map((p) => p.waitForView((v) => v.v >= 0)));
        const secret = /"secret":"([^"]+)"/.exec(JSON.stringify(players[0].view!.view));
        expect(secret).not.toBeNull();
        for (const other of players.slice(1)) expect(JSON.stringify(other.view!.view)).not.toContain(`"${secret![1]}"`);
        const moves = await playMoves(players, 5000, `ti3-room-${seats}`);
        expect(moves).toBeGreaterThan(100);
        const summary = await server.client().getMatch(players[0].matchId);
        expect(summary.status).toBe('finished');
        const mine = await server.client().replay(players[0].matchId, { viewer: 0, seatToken: players[0].seatToken! });
        expect(mine.view).toEqual(players[0].view!.view);
      } finally {
        await Promise.all(players.map((c) => c.leave()));
      }
    });
  }
});
