import type { GameEvent } from '../../server/src/engine';
import { rftg } from '../../server/src/games/rftg';
import { deckForLevel, designById } from '../../server/src/games/rftg/data/deck';
import { designMatches, SEARCH_CATEGORIES, searchCategories } from '../../server/src/games/rftg/phases/search';
import type { RftgState } from '../../server/src/games/rftg/state';
import { answer, cardLocations, chooseActions, cid, newBowGame, newGame, promptOf, script } from './helpers';

const DECK3 = deckForLevel(3);
const design = (name: string) => designById(DECK3.find((d) => designById(d)!.name === name)!)!;

/** Every card id of the game exactly once (search flips included). */
function intact(s: RftgState): void {
  expect(cardLocations(s)).toEqual(DECK3.map((_, i) => i));
}

describe('BoW Search: categories (the search sheet)', () => {
  const cases: [string, string[], string[]][] = [
    ['DEV_MILITARY', ['Expedition Force', 'Space Marines'], ['Contact Specialist', 'Rebel Fuel Cache']],
    ['MILITARY_WINDFALL', ['Rebel Fuel Cache', 'Former Penal Colony'], ['Rebel Outpost', 'Alpha Centauri']],
    ['PEACEFUL_WINDFALL', ['Alpha Centauri', 'Asteroid Belt'], ['Rebel Fuel Cache', 'Spice World']],
    ['CHROMO_WORLD', ['Avian Uplift Race', 'Uplift Revolt World'], ['Alpha Centauri']],
    ['ALIEN_WORLD', ['Alien Robot Sentry', 'Deserted Alien Library', 'Alien Oort Cloud Refinery'], ['Alien Tech Institute', 'Spice World']],
    ['CONSUME_TWO', ['Diversified Economy', 'Galactic Exchange'], ['Spice World', 'Public Works']],
    ['MILITARY_5', ['Rebel Homeworld', 'Alien Guardian'], ['Rebel Fuel Cache', 'Space Marines']],
    ['6_DEV', ['Galactic Federation', 'New Galactic Order'], ['Space Marines', 'Gem World']],
    ['TAKEOVER', ['Rebel Alliance', 'Pan-Galactic Security Council', 'Imperium Seat'], ['Space Marines', 'Rebel Homeworld']],
  ];
  it.each(cases)('%s', (cat, yes, no) => {
    for (const n of yes) expect([n, designMatches(design(n), cat as (typeof SEARCH_CATEGORIES)[number])]).toEqual([n, true]);
    for (const n of no) expect([n, designMatches(design(n), cat as (typeof SEARCH_CATEGORIES)[number])]).toEqual([n, false]);
  });
  it('nine categories; the takeover category only with takeovers on', () => {
    expect(searchCategories(newBowGame(2, { takeovers: true }))).toEqual([...SEARCH_CATEGORIES]);
    expect(searchCategories(newBowGame(2))).toEqual(SEARCH_CATEGORIES.filter((c) => c !== 'TAKEOVER'));
  });
});

describe('BoW Search: the action and its resolution', () => {
  it('Search is offered in BoW only, first, and only until used', () => {
    expect(promptOf(newGame(2, { expansion: 'rvi' }), 0)!.choices).not.toContain('SEARCH');
    const s = newBowGame(2);
    expect(promptOf(s, 0)!.choices![0]).toBe('SEARCH');
    const adv = newBowGame(2, { advanced: true });
    expect(promptOf(adv, 0)!.choices!.slice(0, 2)).toEqual(['SEARCH+EXPLORE_5_0', 'SEARCH+EXPLORE_1_1']);
  });
  it('keeping the first match: it goes to the hand, the other flips to the discard; the card is used up', () => {
    const s = newBowGame(2);
    script(s, ['Spice World', 'Space Marines']);
    const spice = cid(s, 'Spice World');
    const marines = cid(s, 'Space Marines');
    const discard = s.discard.length;
    chooseActions(s, ['SEARCH', 'PRODUCE']);
    expect(s.stage).toBe('search');
    expect(s.players[0].searchUsed).toBe(true);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('search-category');
    expect(promptOf(s, 1)).toBeUndefined();
    const ev = answer(s, 0, 'DEV_MILITARY');
    expect(ev.filter((e) => e.type === 'search-flip').map((e) => (e.data as { card: number }).card)).toEqual([spice, marines]);
    expect(ev.every((e) => e.type !== 'search-flip' || e.audience === undefined)).toBe(true);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'search-keep', choices: ['keep', 'decline'] });
    // The flips are public while the question is open.
    const v = rftg.view(s, { kind: 'seat', seat: 1 }) as { search: { flipped: number[] } };
    expect(v.search.flipped).toEqual([spice, marines]);
    intact(s);
    answer(s, 0, 'keep');
    expect(s.players[0].hand).toContain(marines);
    expect(s.discard).toContain(spice);
    expect(s.discard.length).toBeGreaterThanOrEqual(discard + 1);
    expect(s.search).toBeNull();
    expect(s.stage).not.toBe('search');
    intact(s);
    // Used once per game: not offered again.
    while (s.stage !== 'action' && !s.over) for (const p of rftg.pending(s)) answer(s, p.seat, p.choices ? p.choices[0] : p.pick!.from.slice(0, p.pick!.min));
    expect(promptOf(s, 0)!.choices).not.toContain('SEARCH');
    expect(promptOf(s, 1)!.choices).toContain('SEARCH');
    expect((rftg.view(s, { kind: 'spectator' }) as { players: { searchUsed: boolean }[] }).players.map((p) => p.searchUsed)).toEqual([true, false]);
  });
  it('declining the first match: the second match must be kept (no question)', () => {
    const s = newBowGame(2);
    script(s, ['Galactic Federation', 'Spice World', 'New Galactic Order']);
    chooseActions(s, ['SEARCH', 'PRODUCE']);
    answer(s, 0, '6_DEV');
    expect(promptOf(s, 0)!.kind).toBe('search-keep');
    const ev = answer(s, 0, 'decline');
    expect(s.players[0].hand).toContain(cid(s, 'New Galactic Order'));
    expect(s.discard).toEqual(expect.arrayContaining([cid(s, 'Galactic Federation'), cid(s, 'Spice World')]));
    expect(ev.some((e) => e.type === 'search-keep')).toBe(true);
    expect(ev.find((e) => e.type === 'search-kept')!.audience).toEqual([0]);
    intact(s);
  });
  it('searchers go one after another in turn order', () => {
    const s = newBowGame(3);
    chooseActions(s, ['SEARCH', 'SEARCH', 'SEARCH']);
    const first = s.order[0];
    expect(rftg.pending(s).map((p) => p.seat)).toEqual([first]);
    expect(s.search!.queue).toEqual(s.order.slice(1));
  });
  it('the discard pile is reshuffled in once; a match found there is offered', () => {
    const s = newBowGame(2);
    const marines = cid(s, 'Space Marines');
    const spice = cid(s, 'Spice World');
    // Leave one non-matching card in the draw pile; everything else (Space Marines included) is discarded.
    s.discard.push(...s.drawPile.filter((c) => c !== spice));
    s.drawPile = [spice];
    script(s, []);
    s.seatScripts = s.seatScripts.map(() => []);
    chooseActions(s, ['SEARCH', 'PRODUCE']);
    s.script = [spice, marines];
    const ev = answer(s, 0, 'DEV_MILITARY');
    expect(ev.filter((e) => e.type === 'reshuffle')).toHaveLength(1);
    expect(promptOf(s, 0)!.kind).toBe('search-keep');
    answer(s, 0, 'keep');
    expect(s.players[0].hand).toContain(marines);
    intact(s);
  });
  it('a failed search (both piles exhausted) returns the card; the flips go to the discard pile', () => {
    const s = newBowGame(2);
    // Only non-matching cards left anywhere in the piles: no 6-cost development.
    const piles = [...s.drawPile, ...s.discard];
    const six = piles.filter((c) => designMatches(designById(DECK3[c])!, '6_DEV'));
    // Park the 6-cost developments in seat 1's hand so the piles cannot match.
    s.players[1].hand.push(...six);
    s.drawPile = s.drawPile.filter((c) => !six.includes(c));
    s.discard = s.discard.filter((c) => !six.includes(c));
    const inPiles = s.drawPile.length + s.discard.length;
    chooseActions(s, ['SEARCH', 'EXPLORE_5_0']);
    const ev: GameEvent[] = answer(s, 0, '6_DEV');
    expect(ev.filter((e) => e.type === 'search-flip')).toHaveLength(inPiles);
    // Only one reshuffle during the search (Explore, which follows, may reshuffle the returned flips).
    const during = ev.slice(
      0,
      ev.findIndex((e) => e.type === 'search-failed'),
    );
    expect(during.filter((e) => e.type === 'reshuffle').length).toBeLessThanOrEqual(1);
    expect(ev.some((e) => e.type === 'search-failed')).toBe(true);
    expect(s.players[0].searchUsed).toBe(false);
    expect(s.search).toBeNull();
    expect(s.stage).toBe('explore');
    intact(s);
  });
});
