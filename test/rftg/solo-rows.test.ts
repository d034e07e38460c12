/**
 * Each robot row of each phase, through robotPhase (so the choice of action row, double row or response row is
 * tested too). Epsilon Eridani's robot has no special counters: it follows the printed (or provisional) mat.
 * Rows tagged provisional in mat.ts are tested as the reading chosen there.
 */
import type { RftgState, ActionId } from '../../server/src/games/rftg/state';
import { robotPhase, robotEndsGame } from '../../server/src/games/rftg/solo/round';
import { PHASE_OF_COLUMN } from '../../server/src/games/rftg/solo/dice';
import { MAT } from '../../server/src/games/rftg/solo/mat';
import type { Column } from '../../server/src/games/rftg/solo/types';
import { cid, ids, script } from './helpers';
import { ctxOf, newSolo, soloCardLocations, stackPile, types } from './solo-helpers';
import { deckForLevel } from '../../server/src/games/rftg/data/deck';

function round(s: RftgState, actions: ActionId[], dice: Column[]): void {
  s.players[0].actions = actions;
  s.solo!.dice = dice.map((col, die) => ({ die, face: 'match', read: PHASE_OF_COLUMN[col], col }));
}

function run(s: RftgState, stage: Parameters<typeof robotPhase>[1]) {
  const ctx = ctxOf(s);
  robotPhase(ctx, stage);
  return ctx.ev;
}

let s: RftgState;
beforeEach(() => {
  s = newSolo({}, 'rows', 'Epsilon Eridani');
});

describe('Explore [S-TGS]', () => {
  test('action: draw 1, credit +1', () => {
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'P']);
    run(s, 'explore');
    expect(s.solo!.pile).toHaveLength(5);
    expect(s.solo!.credit).toBe(2);
  });

  test('both Explore actions (two dice on Explore): 3 cards in total, credit +1 only', () => {
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'E1']);
    run(s, 'explore');
    expect(s.solo!.pile).toHaveLength(7);
    expect(s.solo!.credit).toBe(2);
    s = newSolo({}, 'rows', 'Epsilon Eridani');
    round(s, ['EXPLORE_5_0', 'EXPLORE_1_1'], ['E1', 'E2']);
    run(s, 'explore');
    expect([s.solo!.pile.length, s.solo!.credit]).toEqual([7, 2]);
  });

  test("response: draw 1, even to both of the player's Explore actions; no response with a robot die", () => {
    round(s, ['EXPLORE_5_0', 'EXPLORE_1_1'], ['P', 'P']);
    run(s, 'explore');
    expect([s.solo!.pile.length, s.solo!.credit]).toEqual([5, 1]);
    round(s, ['EXPLORE_5_0', 'PRODUCE'], ['E1', 'P']);
    run(s, 'explore');
    expect([s.solo!.pile.length, s.solo!.credit]).toEqual([6, 2]);
  });

  test('credit track stops at 4; the drawn cards are never announced', () => {
    s.solo!.credit = 4;
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'P']);
    const ev = run(s, 'explore');
    expect(s.solo!.credit).toBe(4);
    const draw = ev.find((e) => e.type === 'robot-draw')!;
    expect(draw.data).toMatchObject({ count: 1 });
    expect(JSON.stringify(draw.data)).not.toContain('cards');
  });
});

describe('Develop [S-TGS]', () => {
  test('action with an unplaced counter and credit ≥ 2: place it for 2 and do nothing else', () => {
    s.solo!.credit = 2;
    round(s, ['SETTLE', 'PRODUCE'], ['D1', 'P']);
    const ev = run(s, 'develop');
    expect(s.solo!).toMatchObject({ credit: 0, countersPlaced: 1 });
    expect(s.solo!.pile).toHaveLength(4);
    expect(types(ev)).not.toContain('robot-flip');
  });

  test('action: draw 1, flip to find a development, placed free; non-matches discarded', () => {
    script(s, ['Gem World']);
    stackPile(s, ['Spice World', 'Public Works', 'Colony Ship']);
    round(s, ['SETTLE', 'PRODUCE'], ['D1', 'P']);
    const before = s.discard.length;
    run(s, 'develop');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Public Works')]);
    expect(s.solo!.credit).toBe(1);
    expect(s.discard.slice(before)).toEqual([cid(s, 'Gem World'), cid(s, 'Spice World')]);
    expect(s.solo!.pile).toEqual([cid(s, 'Colony Ship')]);
  });

  test('action: a 6-cost development at credit 0 is discarded and flipping goes on', () => {
    s.solo!.credit = 0;
    script(s, ['Comet Zone']);
    stackPile(s, ['Pan-Galactic League', 'Mining Robots']);
    round(s, ['SETTLE', 'PRODUCE'], ['D1', 'P']);
    run(s, 'develop');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Mining Robots')]);
    expect(s.discard).toContain(cid(s, 'Pan-Galactic League'));
  });

  test('action: a 6-cost development with credit 1 costs 1', () => {
    script(s, ['Comet Zone']);
    stackPile(s, ['Pan-Galactic League']);
    round(s, ['SETTLE', 'PRODUCE'], ['D1', 'P']);
    run(s, 'develop');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Pan-Galactic League')]);
    expect(s.solo!.credit).toBe(0);
  });

  test('response: counter needs credit 3 and costs 3', () => {
    s.solo!.credit = 2;
    stackPile(s, ['Public Works']);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    run(s, 'develop');
    expect(s.solo!).toMatchObject({ countersPlaced: 0, credit: 1 });
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Public Works')]);
    s.solo!.credit = 3;
    run(s, 'develop');
    expect(s.solo!).toMatchObject({ countersPlaced: 1, credit: 0 });
  });

  test('response: nothing without credit; otherwise a development (6-cost or not) for 1 credit, no draw', () => {
    s.solo!.credit = 0;
    stackPile(s, ['Pan-Galactic League', 'Public Works']);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    const ev = run(s, 'develop');
    expect(types(ev)).toEqual(['robot-row']);
    s.solo!.credit = 1;
    run(s, 'develop');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Pan-Galactic League')]);
    expect([s.solo!.credit, s.solo!.pile.length]).toEqual([0, 1]);
  });

  test('the pile running out places nothing and costs nothing (U-05)', () => {
    stackPile(s, ['Gem World', 'Spice World']);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    const ev = run(s, 'develop');
    expect(s.solo!.tableau).toHaveLength(1);
    expect(s.solo!.credit).toBe(1);
    expect(types(ev)).toContain('robot-flip-failed');
  });

  test('a development the robot already has is a non-match (U-06)', () => {
    const [a, b] = ids('Public Works', 1);
    s.solo!.tableau.push(a);
    s.drawPile.splice(s.drawPile.indexOf(a), 1);
    stackPile(s, [b, 'Colony Ship']);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    run(s, 'develop');
    expect(s.solo!.tableau.slice(1)).toEqual([a, cid(s, 'Colony Ship')]);
    expect(s.discard).toContain(b);
  });

  test("second Develop phase: a die on D2 is an action there; the player's D2 alone a response", () => {
    round(s, ['DEVELOP', 'DEVELOP2'], ['D1', 'D2']);
    s.solo!.credit = 2;
    run(s, 'develop2');
    expect(s.solo!.countersPlaced).toBe(1);
    round(s, ['DEVELOP', 'DEVELOP2'], ['D1', 'P']);
    s.solo!.credit = 3;
    const ev = run(s, 'develop2');
    expect(ev[0].data).toMatchObject({ row: 'develop.response' });
  });

  test('Imperium Planet Buster is no 6-cost development: free in the action even at credit 0', () => {
    s = newSolo({ expansion: 'bow' }, 'buster', 'Galactic Scavengers');
    s.solo!.credit = 0;
    script(s, ['Gem World']);
    stackPile(s, ['Imperium Planet Buster']);
    round(s, ['SETTLE', 'PRODUCE'], ['D1', 'P']);
    run(s, 'develop');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Imperium Planet Buster')]);
  });
});

describe('Settle (provisional rows)', () => {
  test('the rows are marked provisional with a reading', () => {
    for (const k of [
      'settle.action',
      'settle.response',
      'trade.action',
      'trade.response',
      'x2.action',
      'x2.response',
      'produce.action',
      'produce.response',
    ] as const) {
      expect(MAT[k]!.provisional).toBe(true);
      expect(MAT[k]!.reading).toBeTruthy();
    }
    for (const k of ['explore.action', 'explore.double', 'explore.response', 'develop.action', 'develop.response'] as const)
      expect(MAT[k]!.provisional).toBeUndefined();
  });

  test('action: draw 3, flip to find a non-military world, placed free', () => {
    script(s, ['Public Works', 'Colony Ship', 'Mining Robots']);
    stackPile(s, ['Rebel Miners', 'Gem World']);
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    run(s, 'settle');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Gem World')]);
    expect(s.solo!.credit).toBe(1);
    expect(s.discard).toEqual(expect.arrayContaining([cid(s, 'Rebel Miners'), cid(s, 'Public Works')]));
  });

  test('response: nothing without credit, else a non-military world for 1 credit', () => {
    s.solo!.credit = 0;
    stackPile(s, ['Gem World']);
    round(s, ['SETTLE', 'PRODUCE'], ['P', 'P']);
    run(s, 'settle');
    expect(s.solo!.tableau).toHaveLength(1);
    s.solo!.credit = 1;
    run(s, 'settle');
    expect(s.solo!.tableau.slice(1)).toEqual([cid(s, 'Gem World')]);
    expect(s.solo!.credit).toBe(0);
  });

  test('second Settle phase uses S2', () => {
    round(s, ['SETTLE', 'SETTLE2'], ['S1', 'P']);
    stackPile(s, ['Gem World']);
    const ev = run(s, 'settle2');
    expect(ev[0].data).toMatchObject({ row: 'settle.response' });
  });
});

describe('Consume and Produce (provisional rows)', () => {
  test('Trade action: credit +2 (capped at 4)', () => {
    round(s, ['DEVELOP', 'PRODUCE'], ['TRADE', 'P']);
    run(s, 'consume');
    expect(s.solo!.credit).toBe(3);
    run(s, 'consume');
    expect(s.solo!.credit).toBe(4);
  });

  test('x2 action: VP = 2 × economy, from the pool', () => {
    s.solo!.economy = 3;
    round(s, ['DEVELOP', 'PRODUCE'], ['X2', 'P']);
    run(s, 'consume');
    expect([s.solo!.vp, s.vpPool]).toEqual([6, 18]);
  });

  test('responses: VP = economy for each Consume column the player chose', () => {
    s.solo!.economy = 2;
    round(s, ['CONSUME_TRADE', 'CONSUME_X2'], ['P', 'P']);
    run(s, 'consume');
    expect(s.solo!.vp).toBe(4);
  });

  test('with a Consume die the robot does not also respond (U-04)', () => {
    s.solo!.economy = 2;
    round(s, ['CONSUME_X2', 'PRODUCE'], ['TRADE', 'P']);
    run(s, 'consume');
    expect([s.solo!.vp, s.solo!.credit]).toEqual([0, 3]);
    round(s, ['DEVELOP', 'PRODUCE'], ['TRADE', 'X2']);
    run(s, 'consume');
    expect([s.solo!.vp, s.solo!.credit]).toEqual([4, 4]);
  });

  test('Produce action: economy +1 (capped at 5); response: nothing', () => {
    round(s, ['DEVELOP', 'SETTLE'], ['P', 'D1']);
    run(s, 'produce');
    expect(s.solo!.economy).toBe(2);
    s.solo!.economy = 5;
    run(s, 'produce');
    expect(s.solo!.economy).toBe(5);
    s.solo!.economy = 1;
    round(s, ['DEVELOP', 'PRODUCE'], ['D1', 'D1']);
    run(s, 'produce');
    expect([s.solo!.economy, s.solo!.credit]).toEqual([1, 1]);
  });

  test('the robot does nothing in a phase neither side chose, and never searches', () => {
    round(s, ['DEVELOP', 'SETTLE'], ['D1', 'S1']);
    expect(run(s, 'produce')).toEqual([]);
    expect(run(s, 'search')).toEqual([]);
  });
});

describe('bookkeeping', () => {
  test('every card stays in exactly one place through the rows', () => {
    round(s, ['EXPLORE_5_0', 'DEVELOP'], ['E1', 'S1']);
    for (const st of ['explore', 'develop', 'settle'] as const) run(s, st);
    expect(soloCardLocations(s)).toEqual(deckForLevel(s.level).map((_, i) => i));
  });

  test('12 tableau cards, placed 6-cost counters included, end the game', () => {
    s.solo!.tableau.push(...s.drawPile.slice(0, 10));
    expect(robotEndsGame(s)).toBe(false);
    s.solo!.countersPlaced = 1;
    expect(robotEndsGame(s)).toBe(true);
  });
});
