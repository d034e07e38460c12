/**
 * `GET /api/games`: every hosted game's options come with a human label and
 * a label for every listed value, so pages can name them without knowing the
 * game (the lobby form, match titles, invite summaries).
 */
import { GAMES } from '../../server/src/games';
import { startTestServer, type TestServer } from '../support/server';

interface ServedOption {
  type: string;
  enum?: unknown[];
  label: string;
  valueLabels?: Record<string, string>;
  description: string;
}

describe('GET /api/games', () => {
  let server: TestServer;
  let games: { id: string; name: string; options: Record<string, ServedOption> }[];

  beforeAll(async () => {
    server = await startTestServer('pglite', {}, {}, undefined, GAMES);
    games = (await server.client().games()).games;
  }, 60_000);
  afterAll(() => server?.stop());

  it('serves every hosted game', () => {
    expect(games.map((g) => [g.id, g.name])).toEqual(GAMES.map((g) => [g.id, g.name]));
  });

  it('labels every option and every listed value', () => {
    for (const g of games) {
      for (const [key, f] of Object.entries(g.options)) {
        expect([key, typeof f.label, f.label.length > 0]).toEqual([key, 'string', true]);
        if (f.enum) expect([key, Object.keys(f.valueLabels ?? {})]).toEqual([key, f.enum.map(String)]);
      }
    }
  });

  it('gives RftG its expansion names', () => {
    const rftg = games.find((g) => g.id === 'rftg')!;
    expect(rftg.options.expansion).toMatchObject({
      label: 'Expansion',
      valueLabels: { base: 'Base game', tgs: 'The Gathering Storm', rvi: 'Rebel vs Imperium', bow: 'The Brink of War' },
    });
    expect(rftg.options.difficulty.valueLabels).toEqual({ easy: 'Easy', medium: 'Medium', hard: 'Hard' });
  });
});
