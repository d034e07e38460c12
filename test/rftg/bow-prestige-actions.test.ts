import { rftg } from '../../server/src/games/rftg';
import { designOf } from '../../server/src/games/rftg/cardinfo';
import { militaryAgainst, settleCost } from '../../server/src/games/rftg/military';
import { developCost } from '../../server/src/games/rftg/phases/develop';
import { answer, chooseActions, cid, layout, newBowGame, newGame, promptOf, withPrestige } from './helpers';

describe('BoW prestige actions: choices', () => {
  it('normal game: every action but Search may be boosted, listed as the reference engine does', () => {
    const s = newBowGame(3);
    expect(promptOf(s, 0)!.choices).toEqual(['SEARCH', 'EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'SETTLE', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE']);
    withPrestige(s);
    expect(promptOf(s, 0)!.choices).toEqual([
      'SEARCH',
      'EXPLORE_5_0',
      'PRESTIGE_EXPLORE_5_0',
      'EXPLORE_1_1',
      'PRESTIGE_EXPLORE_1_1',
      'DEVELOP',
      'PRESTIGE_DEVELOP',
      'SETTLE',
      'PRESTIGE_SETTLE',
      'CONSUME_TRADE',
      'PRESTIGE_CONSUME_TRADE',
      'CONSUME_X2',
      'PRESTIGE_CONSUME_X2',
      'PRODUCE',
      'PRESTIGE_PRODUCE',
    ]);
  });
  it('advanced game: 76 pairs with prestige, at most one of them Search or boosted', () => {
    const s = newBowGame(2, { advanced: true });
    withPrestige(s);
    const c = promptOf(s, 0)!.choices as string[];
    expect(c).toHaveLength(76);
    expect(c.slice(7, 11)).toEqual(['EXPLORE_5_0+EXPLORE_1_1', 'EXPLORE_5_0+PRESTIGE_EXPLORE_1_1', 'EXPLORE_5_0+DEVELOP', 'EXPLORE_5_0+PRESTIGE_DEVELOP']);
    expect(c).toContain('DEVELOP+PRESTIGE_DEVELOP2');
    expect(c).toContain('PRESTIGE_SETTLE+SETTLE2');
    expect(c.every((x) => x.split('+').filter((a) => a === 'SEARCH' || a.startsWith('PRESTIGE_')).length <= 1)).toBe(true);
  });
  it('no boost without prestige, after the card is used, or before BoW', () => {
    expect(promptOf(newGame(2, { expansion: 'rvi' }), 0)!.choices!.some((x) => (x as string).includes('PRESTIGE'))).toBe(false);
    const s = newBowGame(2);
    s.players[0].searchUsed = true;
    withPrestige(s);
    expect(promptOf(s, 0)!.choices).toEqual(['EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'SETTLE', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE']);
  });
  it('a boost costs 1 prestige at the reveal and uses up the card; it stays secret until then', () => {
    const s = newBowGame(2);
    withPrestige(s, 2);
    answer(s, 0, 'PRESTIGE_PRODUCE');
    const v = rftg.view(s, { kind: 'seat', seat: 1 }) as { players: { actions: unknown; boosted: unknown; searchUsed: boolean }[] };
    expect(v.players[0]).toMatchObject({ actions: 'chosen', boosted: null, searchUsed: false });
    expect(s.players[0].prestige).toBe(2);
    const ev = answer(s, 1, 'PRODUCE');
    expect(ev.some((e) => e.type === 'prestige-spent')).toBe(true);
    expect(s.players[0].prestige).toBe(1);
    expect(s.players[0].searchUsed).toBe(true);
    expect(s.players[0].actions).toEqual(['PRODUCE']);
  });
});

describe('BoW prestige actions: bonuses', () => {
  it('Explore: +6 cards, keep 1 more, discard from the whole hand', () => {
    const s = newBowGame(2);
    withPrestige(s);
    layout(s, 0, { hand: ['Spice World', 'Gem World'] });
    chooseActions(s, ['PRESTIGE_EXPLORE_5_0', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('explore-discard');
    // Drew 2 + 5 + 6 = 13 (no explore powers on the start world assumed below), keeps 2: discards 11 from 15.
    const drawn = s.players[0].phase.drawn.length;
    expect(pr.pick!.from).toHaveLength(2 + drawn);
    expect(pr.pick!.min).toBe(drawn - 2);
    expect(pr.pick!.from).toContain(cid(s, 'Spice World'));
  });
  it('Develop: 3 fewer cards in all', () => {
    const s = newBowGame(2);
    const ctx = { s, ev: [] };
    s.stage = 'develop';
    const p = s.players[0];
    layout(s, 0, { tableau: ["Earth's Lost Colony"] });
    const fed = cid(s, 'Galactic Federation');
    p.actions = ['DEVELOP'];
    expect(developCost(ctx, 0, fed)).toBe(5);
    p.boosted = 'DEVELOP';
    expect(developCost(ctx, 0, fed)).toBe(3);
  });
  it('Settle: 3 fewer cards for a paid world and +2 military for the phase', () => {
    const s = newBowGame(2);
    s.stage = 'settle';
    const p = s.players[0];
    layout(s, 0, { tableau: ["Earth's Lost Colony"] });
    p.phase.snapshot = [...p.tableau];
    p.actions = ['SETTLE'];
    const world = cid(s, 'Plague World');
    const cost = designOf(s.level, world).cost;
    expect(settleCost(s, p, world, [])).toEqual({ min: cost, max: cost });
    const mil = militaryAgainst(s, p, cid(s, 'Rebel Outpost'));
    p.boosted = 'SETTLE';
    expect(settleCost(s, p, world, [])).toEqual({ min: Math.max(0, cost - 3), max: Math.max(0, cost - 3) });
    expect(militaryAgainst(s, p, cid(s, 'Rebel Outpost'))).toBe(mil + 2);
    s.stage = 'develop';
    expect(militaryAgainst(s, p, cid(s, 'Rebel Outpost'))).toBe(mil);
  });
  it('Consume 2×: triple VP (only)', () => {
    const s = newBowGame(2);
    withPrestige(s);
    layout(s, 0, { hand: [], tableau: ["Earth's Lost Colony", 'Gem World'], goods: ["Earth's Lost Colony", 'Gem World'] });
    layout(s, 1, { hand: [], tableau: ['Old Earth'] });
    chooseActions(s, ['PRESTIGE_CONSUME_X2', 'PRODUCE']);
    // Earth's Lost Colony: consume a good for 1 VP (twice here): 2 goods → 2 VP × 3.
    for (let i = 0; i < 4 && promptOf(s, 0); i++) {
      const pr = promptOf(s, 0)!;
      answer(s, 0, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min));
    }
    expect(s.players[0].vp % 3).toBe(0);
    expect(s.players[0].vp).toBeGreaterThan(0);
  });
  it('Consume-Trade: +3 cards on the trade, 2×VP, then discard up to 2 cards for 1 VP each', () => {
    const s = newBowGame(2);
    withPrestige(s);
    layout(s, 0, { hand: [], tableau: ["Earth's Lost Colony", 'Spice World', 'Gem World'], goods: ['Spice World', 'Gem World'] });
    layout(s, 1, { hand: [], tableau: ['Old Earth'] });
    chooseActions(s, ['PRESTIGE_CONSUME_TRADE', 'CONSUME_X2']);
    expect(promptOf(s, 0)!.kind).toBe('trade');
    answer(s, 0, cid(s, 'Spice World'));
    // Novelty 2 + Spice World's +2 + prestige 3 = 7 cards.
    expect(s.players[0].hand).toHaveLength(7);
    // The rare good is consumed by Earth's Lost Colony at 2×VP.
    while (promptOf(s, 0) && promptOf(s, 0)!.kind !== 'prestige-trade-discard') {
      const pr = promptOf(s, 0)!;
      answer(s, 0, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min));
    }
    expect(s.players[0].vp).toBe(2);
    const pr = promptOf(s, 0)!;
    expect(pr.pick).toMatchObject({ min: 0, max: 2 });
    const hand = s.players[0].hand.length;
    answer(s, 0, pr.pick!.from.slice(0, 2));
    expect(s.players[0].vp).toBe(4);
    expect(s.players[0].hand).toHaveLength(hand - 2);
    expect(promptOf(s, 0)!.kind).toBe('action');
  });
  it("Produce: draw 3, and up to two windfall goods in all with the action's own", () => {
    const run = (action: string) => {
      const s = newBowGame(2);
      withPrestige(s);
      layout(s, 0, { hand: [], tableau: ["Earth's Lost Colony", 'Gem World', 'Comet Zone', 'Asteroid Belt', 'Destroyed World', 'Radioactive World'] });
      layout(s, 1, { hand: [], tableau: ['Old Earth'] });
      const ev = chooseActions(s, [action, 'PRODUCE']);
      for (let i = 0; i < 6 && promptOf(s, 0); i++) {
        const pr = promptOf(s, 0)!;
        ev.push(...answer(s, 0, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min)));
      }
      const p = s.players[0];
      const goods = ['Gem World', 'Comet Zone', 'Asteroid Belt', 'Destroyed World', 'Radioactive World'].filter(
        (n) => (p.goods[cid(s, n)]?.length ?? 0) > 0,
      ).length;
      const bonus = ev.filter((e) => e.type === 'draw' && (e.data as { reason: string }).reason === 'prestige Produce bonus');
      return { goods, bonus: bonus.map((e) => (e.data as { count: number }).count) };
    };
    const plain = run('PRODUCE');
    const boosted = run('PRESTIGE_PRODUCE');
    expect(plain.bonus).toEqual([]);
    expect(boosted.bonus).toEqual([3]);
    expect(boosted.goods).toBe(plain.goods + 1);
  });
});
