import { rftg } from '../../server/src/games/rftg';
import { answer, cardLocations, chooseActions, DECK_SIZE, id, layout, newGame, promptOf, script } from './helpers';

describe('draw pile', () => {
  it('reshuffles the discard pile in as soon as the draw pile runs empty (the drawn card stays out)', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    // Leave two cards in the draw pile, everything else in the discard pile.
    const keep = s.drawPile.slice(0, 2);
    s.discard.push(...s.drawPile.slice(2));
    s.drawPile = keep;
    const ev = chooseActions(s, ['EXPLORE_1_1', 'PRODUCE']);
    expect(ev.some((e) => e.type === 'reshuffle')).toBe(true);
    expect(s.discard).toEqual([]);
    expect(cardLocations(s)).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i));
  });
  it('a draw with both piles empty fails quietly; Explore then asks for no more than was drawn', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    // Everything but one card goes to seat 1's hand: seat 0 can draw one card only.
    const last = s.drawPile.pop()!;
    s.players[1].hand.push(...s.drawPile, ...s.discard);
    s.drawPile = [last];
    s.discard = [];
    const ev = chooseActions(s, ['EXPLORE_5_0', 'PRODUCE']);
    expect(ev.some((e) => e.type === 'draw-failed')).toBe(true);
    expect(s.players[0].hand).toEqual([last]);
    expect(promptOf(s, 0)).toBeUndefined();
    expect(cardLocations(s)).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i));
  });
});

describe('more produce powers', () => {
  it('Galactic Engineers fills any empty windfall world (asks when several); Runaway Robots draws when it gets a good', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Galactic Engineers', 'Runaway Robots', 'Pre-Sentient Race'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, null);
    answer(s, 1, null);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('windfall');
    expect(pr.choices).toEqual([id('Runaway Robots'), id('Pre-Sentient Race')]);
    answer(s, 0, id('Runaway Robots'));
    expect(s.players[0].goods[id('Runaway Robots')]).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(1);
  });
  it('Rebel Underground and Merchant Guild draw; Pan-Galactic League draws per gene world', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Rebel Underground', 'Merchant Guild'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony", 'Pan-Galactic League', 'Plague World', 'Pre-Sentient Race'], goods: ['Pre-Sentient Race'] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(s.players[0].hand).toHaveLength(1 + 2);
    expect(s.players[1].hand).toHaveLength(2);
  });
});

describe('scripted draws per seat', () => {
  it('a seat script is used for that seat whatever order the seats act in', () => {
    const opts = rftg.parseOptions({ drawsBySeat: [[id('Gem World')], [id('Spice World')]], startWorlds: [id('Old Earth'), id("Earth's Lost Colony")] }, 2);
    const s = rftg.setup(opts, [{ name: 'a' }, { name: 'b' }], 'seed');
    expect(s.players[0].hand[0]).toBe(id('Gem World'));
    expect(s.players[1].hand[0]).toBe(id('Spice World'));
  });
  it('script is exercised for explore', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Gem World', 'Comet Zone', 'Spice World', 'Space Port']);
    chooseActions(s, ['EXPLORE_1_1', 'DEVELOP']);
    expect(s.players[0].hand).toEqual([id('Gem World'), id('Comet Zone'), id('Spice World')]);
    expect(s.players[1].hand).toEqual([id('Space Port'), expect.any(Number)]);
  });
});
