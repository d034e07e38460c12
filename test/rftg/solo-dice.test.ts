/**
 * Dice: every face read and placed by the rules of [S-TGS "Colocar Dados"] and the worked examples of
 * solitaire-robot.md §5.3.
 */
import { DICE } from '../../server/src/games/rftg/solo/mat';
import { placeDice, playerColumns, rollDice } from '../../server/src/games/rftg/solo/dice';
import type { Face } from '../../server/src/games/rftg/solo/types';
import { seedRng } from '../../server/src/engine';

const cols = (faces: Face[], counters: Parameters<typeof placeDice>[1], robot: Parameters<typeof placeDice>[2] = 'settle') =>
  placeDice(faces, counters, robot).map((d) => d.col);

describe('die faces', () => {
  test('each phase face goes on its own space, Explore/Develop/Settle on the left space of the pair', () => {
    const expect1: Record<string, string> = { explore: 'E1', develop: 'D1', settle: 'S1', trade: 'TRADE', x2: 'X2', produce: 'P' };
    for (const die of DICE) {
      for (const face of die.faces) {
        if (face === 'match' || face === 'robot') continue;
        // The other die is a phase face too, so the player's counters do not matter.
        const [d] = placeDice([face, 'produce'], ['E1', 'P'], 'settle');
        expect(d.col).toBe(expect1[face]);
        expect(d.read).toBe(face);
      }
    }
  });

  test("a robot face is read through the start world's robot= counter", () => {
    expect(placeDice(['robot', 'produce'], ['D1', 'P'], 'settle')[0]).toMatchObject({ col: 'S1', read: 'settle', face: 'robot' });
    expect(placeDice(['robot', 'produce'], ['D1', 'P'], 'trade')[0]).toMatchObject({ col: 'TRADE', read: 'trade' });
    expect(placeDice(['robot', 'produce'], ['D1', 'P'], 'explore')[0]).toMatchObject({ col: 'E1', read: 'explore' });
  });

  test('both dice hold a match face and a robot face; the gray die has Settle and Produce', () => {
    for (const d of DICE) {
      expect(d.faces).toHaveLength(6);
      expect(d.faces).toContain('match');
      expect(d.faces).toContain('robot');
    }
    expect(DICE[1].faces).toEqual(expect.arrayContaining(['settle', 'produce']));
    expect(DICE.every((d) => d.provisional)).toBe(true);
  });

  test('rolls come from the seeded RNG and only from the printed faces', () => {
    const a = rollDice(seedRng('x'));
    expect(rollDice(seedRng('x'))).toEqual(a);
    const rng = seedRng('y');
    for (let i = 0; i < 200; i++) {
      const [w, g] = rollDice(rng);
      expect(DICE[0].faces).toContain(w);
      expect(DICE[1].faces).toContain(g);
    }
  });
});

describe('placement (worked examples)', () => {
  test('two match faces: one under each player counter', () => {
    expect(cols(['match', 'match'], ['D1', 'P'])).toEqual(['D1', 'P']);
    expect(cols(['match', 'match'], ['D1', 'D2'])).toEqual(['D1', 'D2']);
  });

  test('one match face goes under the rightmost counter', () => {
    expect(cols(['settle', 'match'], ['D1', 'P'])).toEqual(['S1', 'P']);
  });

  test('…or under the other counter when the rightmost space holds a die', () => {
    expect(cols(['produce', 'match'], ['D1', 'P'])).toEqual(['P', 'D1']);
  });

  test('both counters in one pair: the match die shifts left', () => {
    expect(cols(['match', 'x2'], ['D1', 'D2'])).toEqual(['D1', 'X2']);
    expect(cols(['match', 'produce'], ['E1', 'E2'])).toEqual(['E1', 'P']);
    expect(cols(['match', 'trade'], ['S1', 'S2'])).toEqual(['S1', 'TRADE']);
  });

  test('…unless the other die is already on the left space', () => {
    expect(cols(['develop', 'match'], ['D1', 'D2'])).toEqual(['D1', 'D2']);
    expect(cols(['explore', 'match'], ['E1', 'E2'])).toEqual(['E1', 'E2']);
  });

  test('two dice of one action share the left space', () => {
    expect(cols(['develop', 'develop'], ['E1', 'P'])).toEqual(['D1', 'D1']);
    expect(cols(['settle', 'robot'], ['E1', 'P'], 'settle')).toEqual(['S1', 'S1']);
  });

  test('a match die reads as the action it went under', () => {
    const [d] = placeDice(['match', 'produce'], ['TRADE', 'X2'], 'settle');
    expect(d).toMatchObject({ col: 'X2', read: 'x2' });
  });

  test('player counters from action cards, left to right; the Search card has no space', () => {
    expect(playerColumns(['PRODUCE', 'EXPLORE_1_1'])).toEqual(['E2', 'P']);
    expect(playerColumns(['DEVELOP', 'DEVELOP2'])).toEqual(['D1', 'D2']);
    expect(playerColumns(['SEARCH', 'SETTLE'])).toEqual(['S1']);
    expect(cols(['match', 'match'], ['S1'])).toEqual(['S1', 'S1']);
  });
});
