import { GameRegistry, MatchRunner } from '../../server/src/engine';
import { rftg } from '../../server/src/games/rftg';
import { answer, errorCode as code, cardLocations, chooseActions, DECK_SIZE, id, layout, newGame, promptOf, script } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

describe('rftg options', () => {
  it('fills defaults for the base game (no solitaire difficulty without the robot)', () => {
    expect(rftg.parseOptions({}, 3)).toEqual({ expansion: 'base', advanced: false, goals: false, takeovers: false, draft: false });
  });
  it('accepts The Brink of War for 2-6 players, with goals and takeovers on by default', () => {
    expect(rftg.parseOptions({ expansion: 'bow' }, 2)).toMatchObject({ expansion: 'bow', goals: true, takeovers: true });
    expect(rftg.parseOptions({ expansion: 'bow', takeovers: false }, 6)).toMatchObject({ takeovers: false });
    expect(code(() => rftg.parseOptions({ expansion: 'bow' }, 7))).toBe('BAD_OPTIONS');
  });
  it('goals default on from TGS, takeovers from RvI; neither exists before', () => {
    expect(rftg.parseOptions({ expansion: 'tgs' }, 5)).toMatchObject({ expansion: 'tgs', goals: true, takeovers: false });
    expect(rftg.parseOptions({ expansion: 'rvi' }, 6)).toMatchObject({ expansion: 'rvi', goals: true, takeovers: true });
    expect(rftg.parseOptions({ expansion: 'rvi', goals: false, takeovers: false }, 3)).toMatchObject({ goals: false, takeovers: false });
    expect(code(() => rftg.parseOptions({ expansion: 'tgs', takeovers: true }, 2))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ expansion: 'base', goals: true }, 2))).toBe('BAD_OPTIONS');
  });
  it('seats: base 2-4, TGS 2-5, RvI 2-6', () => {
    expect(code(() => rftg.parseOptions({}, 5))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ expansion: 'tgs' }, 5))).toBeUndefined();
    expect(code(() => rftg.parseOptions({ expansion: 'tgs' }, 6))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ expansion: 'rvi' }, 6))).toBeUndefined();
    expect(code(() => rftg.parseOptions({ expansion: 'rvi' }, 7))).toBe('BAD_OPTIONS');
    expect(rftg.maxSeats).toBe(6);
  });
  it('allows the advanced game only with 2 seats, and 2-4 seats in all', () => {
    expect(rftg.parseOptions({ advanced: true }, 2).advanced).toBe(true);
    expect(code(() => rftg.parseOptions({ advanced: true }, 3))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({}, 5))).toBe('BAD_OPTIONS');
    // 1 seat is the solitaire game (test/rftg/solo-*.test.ts), which the base game alone cannot host.
    expect(code(() => rftg.parseOptions({ expansion: 'base' }, 1))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ nonsense: 1 }, 2))).toBe('BAD_OPTIONS');
    expect(code(() => rftg.parseOptions({ goals: true }, 2))).toBe('BAD_OPTIONS');
  });
});

describe('rftg setup', () => {
  it('deals a start world, 6 cards, asks for 2 discards; pool of 12 VP per player', () => {
    const s = rftg.setup(rftg.parseOptions({}, 3), seats(3), 'x');
    expect(s.vpPool).toBe(36);
    expect(cardLocations(s)).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i));
    const prompts = rftg.pending(s);
    expect(prompts).toHaveLength(3);
    for (const p of s.players) {
      expect(p.tableau).toHaveLength(1);
      expect(p.hand).toHaveLength(6);
    }
    for (const pr of prompts) {
      expect(pr.kind).toBe('initial-discard');
      expect(pr.pick).toMatchObject({ min: 2, max: 2 });
    }
    // The unused start worlds were shuffled back into the draw pile.
    expect(DECK_SIZE).toBe(114);
  });
  it('scripted start worlds and draws; a windfall start world gets its good', () => {
    const opts = rftg.parseOptions({ startWorlds: [id('Alpha Centauri'), id('New Sparta')], draws: [id('Gem World'), id('Spice World')] }, 2);
    const s = rftg.setup(opts, seats(2), 'y');
    expect(s.players[0].tableau).toEqual([id('Alpha Centauri')]);
    expect(s.players[0].goods[id('Alpha Centauri')]).toEqual([id('Gem World')]);
    expect(s.players[0].hand[0]).toBe(id('Spice World'));
    expect(s.players[1].tableau).toEqual([id('New Sparta')]);
  });
  it('the initial discard must be exactly 2 of your own cards', () => {
    const s = rftg.setup(rftg.parseOptions({}, 2), seats(2), 'z');
    const hand = s.players[0].hand;
    expect(code(() => rftg.apply(structuredClone(s), 0, [hand[0]]))).toBe('ILLEGAL_MOVE');
    expect(code(() => rftg.apply(structuredClone(s), 0, [hand[0], s.players[1].hand[0]]))).toBe('ILLEGAL_MOVE');
    expect(code(() => rftg.apply(structuredClone(s), 0, [hand[0], hand[0]]))).toBe('ILLEGAL_MOVE');
    expect(code(() => rftg.apply(structuredClone(s), 0, 'two cards'))).toBe('BAD_MOVE');
    expect(code(() => rftg.apply(structuredClone(s), 0, { a: 1 }))).toBe('BAD_MOVE');
    const after = rftg.apply(structuredClone(s), 0, [hand[0], hand[1]]).state;
    expect(after.players[0].hand).toHaveLength(4);
    expect(after.discard).toEqual([hand[0], hand[1]]);
  });
});

describe('action selection', () => {
  it('offers the seven base actions, asks everyone at once, and hides choices until all are in', () => {
    const s = newGame(3);
    const prompts = rftg.pending(s);
    expect(prompts.map((p) => p.seat)).toEqual([0, 1, 2]);
    expect(prompts[0].choices).toEqual(['EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'SETTLE', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE']);
    const ev = answer(s, 0, 'SETTLE');
    expect(ev.filter((e) => !e.audience).map((e) => JSON.stringify(e))).not.toContain('SETTLE');
    expect(JSON.stringify(ev.filter((e) => !e.audience))).not.toContain('SETTLE');
    const v1 = rftg.view(s, { kind: 'seat', seat: 1 }) as { players: { actions: unknown }[] };
    expect(v1.players[0].actions).toBe('chosen');
    expect(v1.players[2].actions).toBeNull();
    const v0 = rftg.view(s, { kind: 'seat', seat: 0 }) as { players: { actions: unknown }[] };
    expect(v0.players[0].actions).toEqual(['SETTLE']);
    expect(code(() => answer(s, 0, 'DEVELOP'))).toBe('ILLEGAL_MOVE');
    expect(code(() => answer(s, 1, 'DEVELOP2'))).toBe('ILLEGAL_MOVE');
    expect(code(() => answer(s, 1, 7))).toBe('BAD_MOVE');
  });
  it('advanced 2-player game: two different action cards, second Develop/Settle only with the first', () => {
    const s = newGame(2, { advanced: true });
    const choices = promptOf(s, 0)!.choices as string[];
    expect(choices).toContain('DEVELOP+DEVELOP2');
    expect(choices).toContain('SETTLE+SETTLE2');
    expect(choices).toContain('EXPLORE_5_0+EXPLORE_1_1');
    expect(choices).toContain('CONSUME_TRADE+CONSUME_X2');
    expect(choices).toContain('DEVELOP+SETTLE');
    expect(choices).not.toContain('DEVELOP2+SETTLE');
    expect(choices.some((c) => !c.includes('+'))).toBe(false);
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices).toHaveLength(23);
  });
});

describe('explore', () => {
  it('Explore +5: the chooser draws 7 and keeps 1; others draw 2 and keep 1, discarding only new cards', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Gem World'], tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Comet Zone', 'Spice World', 'Artist Colony', 'Secluded World', 'Space Port', 'Mining World', 'New Vinland', 'Export Duties', 'Public Works']);
    chooseActions(s, ['EXPLORE_5_0', 'PRODUCE']);
    const p0 = promptOf(s, 0)!;
    expect(p0.kind).toBe('explore-discard');
    expect(p0.pick).toEqual({
      from: ['Comet Zone', 'Spice World', 'Artist Colony', 'Secluded World', 'Space Port', 'Mining World', 'New Vinland'].map((n) => id(n)),
      min: 6,
      max: 6,
    });
    const p1 = promptOf(s, 1)!;
    expect(p1.pick).toEqual({ from: [id('Export Duties'), id('Public Works')], min: 1, max: 1 });
    // The old hand card is not among those that may be discarded.
    expect(code(() => answer(s, 0, [id('Gem World'), id('Comet Zone'), id('Spice World'), id('Artist Colony'), id('Secluded World'), id('Space Port')]))).toBe(
      'ILLEGAL_MOVE',
    );
    answer(
      s,
      0,
      ['Comet Zone', 'Spice World', 'Artist Colony', 'Secluded World', 'Space Port', 'New Vinland'].map((n) => id(n)),
    );
    expect(s.players[0].hand.sort()).toEqual([id('Gem World'), id('Mining World')].sort());
  });
  it('Explore +1/+1 with Expedition Force (+1 draw) and Research Labs (+1 keep): draw 4, keep 3', () => {
    const s = newGame(2);
    layout(s, 0, { hand: [], tableau: ['Old Earth', 'Expedition Force', 'Research Labs'] });
    chooseActions(s, ['EXPLORE_1_1', 'DEVELOP']);
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 1, max: 1 });
    expect(s.players[0].hand).toHaveLength(4);
  });
  it('advanced: holding both Explore cards gives both bonuses (draw 2+5+1, keep 2)', () => {
    const s = newGame(2, { advanced: true });
    layout(s, 0, { hand: [], tableau: ['Old Earth'] });
    chooseActions(s, ['EXPLORE_5_0+EXPLORE_1_1', 'DEVELOP+SETTLE']);
    expect(s.players[0].hand).toHaveLength(8);
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 6, max: 6 });
  });
});

describe('runner integration', () => {
  it('plays through MatchRunner with prompts only', () => {
    const r = MatchRunner.start(rftg, rftg.parseOptions({}, 2), seats(2), 'runner');
    expect(r.seatsToMove()).toEqual([0, 1]);
    const p = r.promptFor(0)!;
    r.apply(0, (p.pick!.from as number[]).slice(0, 2));
    expect(r.seatsToMove()).toEqual([1]);
  });
});

describe('options a player may set', () => {
  it('refuses the test-only scripted draws when a match is created through the registry', () => {
    const registry = new GameRegistry([rftg]);
    expect(() => registry.resolve('rftg', 2, { drawsBySeat: [[1], [2]] })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    expect(() => registry.resolve('rftg', 2, { startWorlds: [0, 1] })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    expect(registry.resolve('rftg', 2, { advanced: true }).options).toMatchObject({ advanced: true });
  });
});
