/**
 * `GET /api/games/:id/catalogue`: a client names every RftG card and labels
 * every action and prompt kind from it alone, caches it, and is told clearly
 * when a game is unknown. And the texts the game writes itself (prompts,
 * events) read without internal ids.
 */
import { MatchRunner, pickOne, randomAnswer, seedRng } from '../../server/src/engine';
import { rftg } from '../../server/src/games/rftg';
import { CARD_DESIGNS } from '../../server/src/games/rftg/data/cards';
import { highCard } from '../fixtures/high-card';
import { answer, chooseActions, id, layout, newGame, promptOf } from '../rftg/helpers';
import { startTestServer, type TestServer } from '../support/server';

interface Catalogue {
  game: string;
  cards: {
    design: number;
    name: string;
    kind: string;
    cost: number;
    vp: number;
    good: string | null;
    powers: { phase: number; text: string }[];
    bonuses: string[];
  }[];
  decks: Record<string, number[]>;
  actions: Record<string, { label: string }>;
  prompts: Record<string, string>;
  goals: Record<string, { name: string; counts: string }>;
  robot: { rows: Record<string, string> };
}

/** What a program writes but a player should not read: action ids, robot mat row keys, power flags, card numbers. */
const INTERNAL_ID = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b(explore|develop|settle|trade|x2|produce)\.(action|response|double)\b|#\d+|\bcard \d+/;

/** Random games of every kind of table (solitaire, BoW with the draft, RvI with takeovers): what they ask and say. */
let played: { kinds: Set<string>; actions: Set<string>; texts: string[] } | null = null;
function playedTexts(): { kinds: Set<string>; actions: Set<string>; texts: string[] } {
  if (played) return played;
  const setups: [number, Record<string, unknown>][] = [
    [1, { expansion: 'tgs' }],
    [1, { expansion: 'bow' }],
    [3, { expansion: 'bow', draft: true }],
    [4, { expansion: 'rvi' }],
    [2, { expansion: 'bow', advanced: true }],
  ];
  const kinds = new Set<string>();
  const actions = new Set<string>();
  const texts: string[] = [];
  setups.forEach(([seats, options], g) => {
    const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}` }));
    const runner = MatchRunner.start(rftg, rftg.parseOptions(options, seats), names, `catalogue:${g}`);
    const rng = seedRng(`catalogue-bot:${g}`);
    while (runner.result() === null) {
      const seat = pickOne(rng, runner.seatsToMove());
      const prompt = runner.promptFor(seat)!;
      kinds.add(prompt.kind);
      texts.push(prompt.text);
      if (prompt.kind === 'action') for (const c of prompt.choices ?? []) for (const a of String(c).split('+')) actions.add(a);
      const out = runner.apply(seat, randomAnswer(prompt, rng));
      for (const e of out.events) if (e.text) texts.push(e.text);
    }
  });
  played = { kinds, actions, texts };
  return played;
}

describe('GET /api/games/:id/catalogue', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let res: Response;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, {}, undefined, [highCard, rftg]);
    res = await fetch(`${server.url}/api/games/rftg/catalogue`);
    catalogue = (await res.json()) as Catalogue;
  }, 60_000);
  afterAll(() => server?.stop());

  it('serves every card with its name, cost, VP, kind, goods and readable powers', () => {
    expect(res.status).toBe(200);
    expect(catalogue.cards).toHaveLength(CARD_DESIGNS.length);
    const byName = (name: string) => catalogue.cards.find((c) => c.name === name)!;
    expect(byName('Old Earth')).toMatchObject({ kind: 'world', cost: 3, vp: 2, good: null });
    expect(byName('Old Earth').powers.map((p) => p.text)).toEqual(['trade any good: +1 card', 'a good → 1 VP (×2)']);
    expect(byName('Galactic Federation')).toMatchObject({ kind: 'development', cost: 6 });
    expect(byName('Galactic Federation').bonuses.length).toBeGreaterThan(0);
    for (const c of catalogue.cards) for (const p of c.powers) expect([c.name, p.text]).not.toEqual([c.name, expect.stringMatching(INTERNAL_ID)]);
  });

  it('says which card each card number is at each expansion', () => {
    expect(Object.keys(catalogue.decks)).toEqual(['base', 'tgs', 'rvi', 'bow']);
    expect(catalogue.decks.base).toHaveLength(114);
    for (const deck of Object.values(catalogue.decks)) for (const d of deck) expect(catalogue.cards[d].design).toBe(d);
  });

  it('labels every action and prompt kind a game asks, every goal and every robot step', () => {
    const { kinds, actions } = playedTexts();
    for (const k of kinds) expect([k, typeof catalogue.prompts[k]]).toEqual([k, 'string']);
    for (const a of actions) expect([a, typeof catalogue.actions[a.replace(/^PRESTIGE_/, '')]?.label]).toEqual([a, 'string']);
    expect(catalogue.actions.EXPLORE_5_0.label).toBe('Explore +5');
    expect(catalogue.actions.CONSUME_X2.label).toBe('Consume: 2× VP');
    for (const [id, g] of Object.entries(catalogue.goals)) expect([id, g.counts.length > 10]).toEqual([id, true]);
    expect(catalogue.robot.rows['explore.response']).toBe('Explore — its response to your action');
  });

  it('is cacheable: an ETag that answers 304, and a Cache-Control', async () => {
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await fetch(`${server.url}/api/games/rftg/catalogue`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it("is 404 with the API's error shape for an unknown game or one without a catalogue", async () => {
    const unknown = await fetch(`${server.url}/api/games/chess/catalogue`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'UNKNOWN_GAME', message: expect.stringContaining('chess') } });
    const none = await fetch(`${server.url}/api/games/highcard/catalogue`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'highcard has no catalogue' } });
  });
});

describe('RftG prompt and event texts', () => {
  it('read without internal ids or card numbers', () => {
    const { texts } = playedTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((t) => INTERNAL_ID.test(t))).toEqual([]);
  });
});

describe('Colony Ship as its text says', () => {
  // The reference engine's logs place Alien Rosetta Stone World (the Alien keyword, no good) with Colony Ship for
  // free (corpus-2 ai/tgs_5p_s805007 and others): "non-Alien" is about the good, and the text says so.
  it('places a world with the Alien keyword but no Alien good for free, and not an Alien production world', () => {
    const text = (rftg.catalogue!() as unknown as Catalogue).cards.find((c) => c.name === 'Colony Ship')!.powers[0].text;
    expect(text).toBe('discard this: place a peaceful world for free (not an Alien production or windfall world)');
    const s = newGame(2);
    layout(s, 0, { hand: ['Alien Rosetta Stone World', 'Gem World', 'Spice World'], tableau: ['Old Earth', 'Colony Ship'] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 1, null);
    answer(s, 0, id('Alien Rosetta Stone World'));
    expect(promptOf(s, 0)!.choices).toContainEqual([[id('Colony Ship'), 0]]);
    answer(s, 0, [[id('Colony Ship'), 0]]);
    expect(s.players[0].tableau).toEqual([id('Old Earth'), id('Alien Rosetta Stone World')]);
    expect(s.players[0].hand).toEqual(expect.arrayContaining([id('Gem World'), id('Spice World')]));
    // An Alien production world is not free with it: with no other card to pay, it cannot be placed at all.
    const t = newGame(2);
    layout(t, 0, { hand: ['Alien Robotic Factory'], tableau: ['Old Earth', 'Colony Ship'] });
    chooseActions(t, ['SETTLE', 'SETTLE']);
    expect(promptOf(t, 0)!.choices).toEqual([null]);
  });
});
