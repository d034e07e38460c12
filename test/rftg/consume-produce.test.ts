import { rftg } from '../../server/src/games/rftg';
import { answer, chooseActions, id, layout, newGame, promptOf, script } from './helpers';

describe('consume', () => {
  it('Consume-Trade: trade one good first, price = kind + trade bonuses; then consume powers', () => {
    const s = newGame(2);
    // Spice World: +2 when trading a novelty good; Export Duties: +1 on any trade. Novelty base price 2 → 5.
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Spice World', 'Export Duties', 'Comet Zone'], goods: ['Spice World', 'Comet Zone'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['CONSUME_TRADE', 'PRODUCE']);
    const trade = promptOf(s, 0)!;
    expect(trade.kind).toBe('trade');
    expect(trade.choices).toEqual([id('Spice World'), id('Comet Zone')]);
    answer(s, 0, id('Spice World'));
    // Old Earth: TRADE_ANY +1 as well → 2 + 2 + 1 + 1 = 6 cards.
    expect(s.players[0].hand).toHaveLength(6);
    // Then Old Earth's consume power (any good, x2 → up to 2 goods, 1 VP each) takes the rare good: asked, forced.
    const goods = promptOf(s, 0)!;
    expect(goods.kind).toBe('consume-goods');
    expect(goods.pick).toEqual({ from: [id('Comet Zone')], min: 1, max: 1 });
    answer(s, 0, [id('Comet Zone')]);
    expect(s.players[0].vp).toBe(1);
    expect(s.vpPool).toBe(23);
  });
  it('Consume 2×VP doubles VP from goods; several powers: the player picks the order', () => {
    const s = newGame(2);
    layout(s, 0, {
      hand: [],
      tableau: ["Earth's Lost Colony", 'Public Works', 'Gem World', 'Comet Zone'],
      goods: ["Earth's Lost Colony", 'Gem World', 'Comet Zone'],
    });
    layout(s, 1, { hand: [], tableau: ['Old Earth'] });
    chooseActions(s, ['CONSUME_X2', 'CONSUME_X2']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('consume-power');
    // Most recently played first: Public Works, then Earth's Lost Colony. No "stop": consuming is mandatory.
    expect(pr.choices).toEqual([
      [id('Public Works'), 1],
      [id("Earth's Lost Colony"), 0],
    ]);
    answer(s, 0, [id('Public Works'), 1]);
    answer(s, 0, [id('Gem World')]);
    expect(s.players[0].vp).toBe(2);
    // One candidate left and mandatory: used without asking which power, but the good is asked.
    expect(promptOf(s, 0)!.kind).toBe('consume-goods');
    answer(s, 0, [id('Comet Zone')]);
    expect(s.players[0].vp).toBe(4);
    expect(s.players[0].goods).toEqual({ [id("Earth's Lost Colony")]: expect.any(Array) });
  });
  it('Tourist World consumes two goods for 3 VP; Pilgrimage World consumes all goods for (n − 1) VP', () => {
    const s = newGame(2);
    layout(s, 0, {
      hand: [],
      tableau: ['Old Earth', 'Tourist World', 'Gem World', 'Comet Zone', 'Spice World'],
      goods: ['Gem World', 'Comet Zone', 'Spice World'],
    });
    layout(s, 1, {
      hand: [],
      tableau: ['Epsilon Eridani', 'Pilgrimage World', 'New Vinland', 'Space Port', 'Mining World'],
      goods: ['New Vinland', 'Space Port', 'Mining World'],
    });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    // Seat 0: Tourist World first (choose), 2 goods → 3 VP ×2.
    answer(s, 0, [id('Tourist World'), 0]);
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 2, max: 2 });
    answer(s, 0, [id('Gem World'), id('Comet Zone')]);
    expect(s.players[0].vp).toBe(6);
    // Old Earth (times 2) takes the last good: 1 VP ×2.
    answer(s, 0, [id('Spice World')]);
    expect(s.players[0].vp).toBe(8);
    // Seat 1: Pilgrimage World and Epsilon Eridani both usable; choose Pilgrimage: all 3 goods → 2 VP.
    answer(s, 1, [id('Pilgrimage World'), 0]);
    expect(promptOf(s, 1)!.pick).toMatchObject({ min: 3, max: 3 });
    answer(s, 1, [id('New Vinland'), id('Space Port'), id('Mining World')]);
    expect(s.players[1].vp).toBe(2);
  });
  it('Diversified Economy needs three different kinds (listed as choices)', () => {
    const s = newGame(2);
    layout(s, 0, {
      hand: [],
      tableau: ['Old Earth', 'Diversified Economy', 'Gem World', 'Spice World', 'Comet Zone', 'Plague World'],
      goods: ['Gem World', 'Spice World', 'Comet Zone', 'Plague World'],
    });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['CONSUME_TRADE', 'PRODUCE']);
    answer(s, 0, id('Plague World')); // trade the gene good: 4 + 1 (Old Earth)
    expect(s.players[0].hand).toHaveLength(5);
    // Now only novelty, novelty, rare remain: Diversified Economy cannot be used; Old Earth is the only power.
    expect(promptOf(s, 0)!.kind).toBe('consume-goods');
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 2, max: 2 });
  });
  it('Diversified Economy with three kinds: 3 VP for one of each', () => {
    const s = newGame(2);
    layout(s, 0, {
      hand: [],
      tableau: ['Epsilon Eridani', 'Diversified Economy', 'Gem World', 'Comet Zone', 'Plague World'],
      goods: ['Gem World', 'Comet Zone', 'Plague World'],
    });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    answer(s, 0, [id('Diversified Economy'), 0]);
    const pr = promptOf(s, 0)!;
    expect(pr.choices).toEqual([[id('Gem World'), id('Comet Zone'), id('Plague World')]]);
    answer(s, 0, [id('Gem World'), id('Comet Zone'), id('Plague World')]);
    expect(s.players[0].vp).toBe(6);
  });
  it('Deficit Spending: optional, discard up to 2 hand cards for 1 VP each (not doubled)', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Gem World', 'Comet Zone', 'Spice World'], tableau: ['Old Earth', 'Deficit Spending'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.choices).toEqual([[id('Deficit Spending'), 0], null]);
    answer(s, 0, [id('Deficit Spending'), 0]);
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 0, max: 2 });
    answer(s, 0, [id('Gem World'), id('Comet Zone')]);
    expect(s.players[0].vp).toBe(2);
    expect(s.players[0].hand).toEqual([id('Spice World')]);
  });
  it('Gambling World: name a cost, flip a card, keep it on a match', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Gambling World'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Comet Zone']);
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('lucky');
    expect(pr.choices).toEqual([1, 2, 3, 4, 5, 6, 7]);
    answer(s, 0, 3);
    expect(s.players[0].hand).toEqual([id('Comet Zone')]);
  });
  it('Black Market Trading World trades without bonuses; New Economy draws', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Black Market Trading World', 'New Economy', 'Spice World'], goods: ['Spice World'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.choices).toEqual(
      expect.arrayContaining([
        [id('Black Market Trading World'), 0],
        [id('New Economy'), 0],
      ]),
    );
    answer(s, 0, [id('Black Market Trading World'), 0]);
    expect(promptOf(s, 0)!.kind).toBe('trade');
    answer(s, 0, id('Spice World'));
    // Novelty base price 2, no bonuses (Old Earth +1 and Spice World +2 ignored); then New Economy draws 1.
    expect(s.players[0].hand).toHaveLength(3);
    expect(s.players[0].vp).toBe(0);
  });
});

describe('produce', () => {
  it('production worlds fill up, draw-if-produced powers pay; Produce bonus asks which windfall world', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ["Earth's Lost Colony", 'Gem World', 'Comet Zone', 'Asteroid Belt', 'Pre-Sentient Race'], goods: ['Comet Zone'] });
    layout(s, 1, { hand: [], tableau: ['Old Earth'] });
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    // Gem World produced and drew 1 (DRAW_IF); Comet Zone was full; Earth's Lost Colony produced.
    expect(
      Object.keys(s.players[0].goods)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([id("Earth's Lost Colony"), id('Gem World'), id('Comet Zone')].sort((a, b) => a - b));
    expect(s.players[0].hand).toHaveLength(1);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('windfall');
    expect(pr.choices).toEqual([id('Asteroid Belt'), id('Pre-Sentient Race')]);
    answer(s, 0, id('Pre-Sentient Race'));
    expect(s.players[0].goods[id('Pre-Sentient Race')]).toHaveLength(1);
    expect(s.players[0].goods[id('Asteroid Belt')]).toBeUndefined();
  });
  it('windfall powers: Mining Robots fills the only empty rare windfall world without asking', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Mining Robots', 'Asteroid Belt', 'Pre-Sentient Race'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(s.players[0].goods[id('Asteroid Belt')]).toHaveLength(1);
    expect(s.players[0].goods[id('Pre-Sentient Race')]).toBeUndefined();
  });
  it('Consumer Markets draws per novelty good produced; Mining Conglomerate draws 2 for strictly most rare goods', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ["Earth's Lost Colony", 'Gem World', 'Consumer Markets', 'Mining Conglomerate', 'Comet Zone'] });
    layout(s, 1, { hand: [], tableau: ['Old Earth', 'Mining World'] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, null);
    answer(s, 1, null);
    // Seat 0: 2 novelty + 1 rare produced: Gem World +1, Comet Zone +1, Consumer Markets +2; rare 1 vs 1 → not most.
    expect(s.players[0].hand).toHaveLength(4);
    // Seat 1: Mining World +1.
    expect(s.players[1].hand).toHaveLength(1);
  });
  it('Mining Conglomerate pays when strictly most rare goods', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Mining Conglomerate', 'Comet Zone'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(s.players[0].hand).toHaveLength(1 + 2);
  });
});

describe('goods in views', () => {
  it('shows the kind and count of a good, never the card', () => {
    const s = newGame(2);
    layout(s, 0, { tableau: ['Old Earth', 'Comet Zone'], goods: ['Comet Zone'] });
    const good = s.players[0].goods[id('Comet Zone')][0];
    const v = rftg.view(s, { kind: 'seat', seat: 1 }) as {
      players: { tableau: { card: number; goods: number; goodKind: string | null; goodCards?: number[] }[] }[];
    };
    const t = v.players[0].tableau.find((x) => x.card === id('Comet Zone'))!;
    expect(t).toMatchObject({ goods: 1, goodKind: 'rare' });
    expect(t.goodCards).toBeUndefined();
    const own = rftg.view(s, { kind: 'seat', seat: 0 }) as typeof v;
    expect(own.players[0].tableau.find((x) => x.card === id('Comet Zone'))!.goodCards).toBeUndefined();
    const omni = rftg.view(s, { kind: 'omniscient' }) as typeof v;
    expect(omni.players[0].tableau.find((x) => x.card === id('Comet Zone'))!.goodCards).toEqual([good]);
  });
});
