/**
 * A match's stored options (GET /api/matches/:id) hold what it really uses:
 * Race for the Galaxy keeps the solitaire difficulty only for the solitaire
 * game, and a solitaire match records the expansion it plays.
 */
import type { Json, MatchConnection } from '../../client-sdk/src';
import { rftg } from '../../server/src/games/rftg';
import { startTestServer, type TestServer } from '../support/server';

describe('stored options', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, {}, undefined, [rftg]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.leave()));
    await server.stop();
  });

  const stored = async (spec: { seats: number; options: Record<string, Json> }) => {
    const c = await server.client().createMatch({ game: 'rftg', ...spec, name: 'A', private: true });
    open.push(c);
    return (await server.client().getMatch(c.matchId)).options as Record<string, unknown>;
  };

  it('has no solitaire difficulty for a 2-player match, even when a lobby sent one', async () => {
    expect(await stored({ seats: 2, options: {} })).not.toHaveProperty('difficulty');
    const sent = await stored({ seats: 2, options: { expansion: 'tgs', difficulty: 'hard' } });
    expect(sent).not.toHaveProperty('difficulty');
    expect(sent).toMatchObject({ expansion: 'tgs', goals: true, takeovers: false });
  });

  it('records the expansion and difficulty a solitaire match plays', async () => {
    expect(await stored({ seats: 1, options: {} })).toMatchObject({ expansion: 'tgs', difficulty: 'medium', advanced: true, goals: false });
    expect(await stored({ seats: 1, options: { expansion: 'bow', difficulty: 'hard' } })).toMatchObject({ expansion: 'bow', difficulty: 'hard' });
  });
});
