import { rftg } from '../../server/src/games/rftg';
import { bonusVp, scoreSheet } from '../../server/src/games/rftg/scoring';
import { answer, chooseActions, id, ids, layout, newGame, promptOf } from './helpers';

describe('6-cost development bonuses', () => {
  it('Galactic Federation: 2 per 6-cost development (itself included), 1 per other development', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Galactic Federation', 'New Economy', 'Public Works', 'Export Duties', 'Gem World'] });
    const p = s.players[0];
    expect(bonusVp(s, p, id('Galactic Federation'))).toBe(2 + 2 + 1 + 1);
  });
  it('Pan-Galactic League: each card scores once, for its first matching bonus', () => {
    const s = newGame(2);
    // Gene production 2, gene windfall 2, military worlds 1, Contact Specialist 3.
    layout(s, 0, {
      hand: [],
      tableau: ['Old Earth', 'Pan-Galactic League', 'Plague World', 'Pre-Sentient Race', 'Rebel Warrior Race', 'New Sparta', 'Contact Specialist'],
    });
    // Plague World 2 (gene production); Pre-Sentient Race 2 (gene windfall); Rebel Warrior Race is a military gene
    // windfall: 2 once (not +1 for military); New Sparta 1; Contact Specialist 3.
    expect(bonusVp(s, s.players[0], id('Pan-Galactic League'))).toBe(2 + 2 + 2 + 1 + 3);
  });
  it('New Galactic Order: 1 per point of military; Galactic Renaissance: 1 per 3 VP chips plus named cards', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['New Sparta', 'New Galactic Order', 'Space Marines', 'Contact Specialist'] });
    // New Sparta 2 + New Galactic Order 2 + Space Marines 2 − Contact Specialist 1 = 5.
    expect(bonusVp(s, s.players[0], id('New Galactic Order'))).toBe(5);
    layout(s, 1, { hand: [], tableau: ['Old Earth', 'Galactic Renaissance', 'Research Labs', 'Artist Colony'], vp: 7 });
    expect(bonusVp(s, s.players[1], id('Galactic Renaissance'))).toBe(2 + 3 + 3);
  });
  it('Trade League counts trade powers; New Economy counts consume powers', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Trade League', 'Export Duties', 'Spice World', 'Black Market Trading World'] });
    // Developments with a trade power: Trade League, Export Duties (2 each); worlds: Old Earth, Spice World (1 each).
    // Black Market's trade-action power is not a "trade" power for scoring.
    expect(bonusVp(s, s.players[0], id('Trade League'))).toBe(2 + 2 + 1 + 1);
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony", 'New Economy', 'Public Works', 'Black Market Trading World'] });
    // New Economy itself (consume: draw) 2, Public Works 2, Earth's Lost Colony 1, Black Market 1.
    expect(bonusVp(s, s.players[1], id('New Economy'))).toBe(2 + 2 + 1 + 1);
  });
  it('the total adds chips, printed VP and bonuses', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Gem World'], tableau: ['Old Earth', 'Galactic Federation', 'Comet Zone'], goods: ['Comet Zone'], vp: 4 });
    expect(scoreSheet(s, 0)).toEqual({ total: 4 + (2 + 0 + 2) + 2, vpChips: 4, cardVp: 4, bonusVp: 2, goalVp: 0, prestige: 0, tiebreak: 2 });
  });
});

describe('hand limit', () => {
  it('at round end, seats over 10 cards discard down to 10, simultaneously', () => {
    const s = newGame(2);
    const twelve = [
      ...ids('Public Works'),
      ...ids('Colony Ship'),
      ...ids('Expedition Force'),
      ...ids('Mining Robots'),
      ...ids('Export Duties'),
      ...ids('Space Marines'),
    ];
    layout(s, 0, { hand: twelve, tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('round-discard');
    expect(pr.pick).toMatchObject({ min: 2, max: 2 });
    expect(promptOf(s, 1)).toBeUndefined();
    answer(s, 0, twelve.slice(0, 2));
    expect(s.players[0].hand).toHaveLength(10);
    expect(s.stage).toBe('action');
  });
});

describe('game end', () => {
  it('12 tableau cards end the game after the round; ranks by score', () => {
    const s = newGame(2);
    const many = [
      'Old Earth',
      'Public Works',
      'Drop Ships',
      'Expedition Force',
      'Mining Robots',
      'Export Duties',
      'Genetics Lab',
      'Space Marines',
      'Deficit Spending',
      'Investment Credits',
      'Interstellar Bank',
    ];
    layout(s, 0, { hand: ['Artist Colony', 'Spice World'], tableau: many });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, id('Artist Colony'));
    answer(s, 1, null);
    expect(s.over).toBe(false);
    answer(s, 0, [id('Spice World')]);
    expect(s.over).toBe(true);
    const r = rftg.result(s)!;
    expect(r.ranks).toEqual([1, 2]);
    expect(rftg.pending(s)).toEqual([]);
  });
  it('the VP pool running out ends the game after the round (chips keep coming, the pool goes negative)', () => {
    const s = newGame(2);
    s.vpPool = 1;
    layout(s, 0, { hand: [], tableau: ["Earth's Lost Colony", 'Gem World'], goods: ["Earth's Lost Colony", 'Gem World'] });
    layout(s, 1, { hand: [], tableau: ['Old Earth'] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    answer(s, 0, [id("Earth's Lost Colony")]);
    expect(s.players[0].vp).toBe(2);
    expect(s.vpPool).toBe(-1);
    expect(s.over).toBe(true);
  });
  it('ties are broken by hand cards plus goods; still tied seats share a rank', () => {
    const s = newGame(3);
    layout(s, 0, { hand: ['Gem World'], tableau: ['Old Earth'], goods: [] });
    layout(s, 1, { hand: [], tableau: ['Epsilon Eridani', 'Artist Colony'], goods: ['Artist Colony'] });
    layout(s, 2, { hand: ['Spice World', 'Comet Zone'], tableau: ['Alpha Centauri', 'Comet Zone'].slice(0, 1), goods: [] });
    for (const p of s.players) p.ask = null;
    s.over = true;
    // Scores: seat 0: 2; seat 1: 1 + 1 = 2; seat 2: 0 → give seat 2 chips to tie.
    s.players[2].vp = 2;
    const r = rftg.result(s)!;
    expect(r.scores).toEqual([2, 2, 2]);
    // Tie-breaks: seat 0: 1 card; seat 1: 1 good; seat 2: 2 cards.
    expect(r.ranks).toEqual([2, 2, 1]);
  });
});
