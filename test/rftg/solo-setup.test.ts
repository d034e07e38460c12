/**
 * Solitaire options and setup [S-TGS "Preparação para Jogo Solitário"; S-BoW Setup]: 1 seat, difficulty
 * counters, 24/29 VP, each robot start world's start values, the player's 6-keep-4, and what the view hides.
 */
import { GameRegistry } from '../../server/src/engine';
import { rftg } from '../../server/src/games/rftg';
import { designOf } from '../../server/src/games/rftg/cardinfo';
import { deckForLevel } from '../../server/src/games/rftg/data/deck';
import { PROFILES } from '../../server/src/games/rftg/solo/mat';
import { errorCode } from './helpers';
import { newSolo, soloCardLocations } from './solo-helpers';

const parse = (o: Record<string, unknown>, seats = 1) => rftg.parseOptions(o, seats);

describe('options', () => {
  test('1 seat is legal for rftg and means solitaire (TGS by default, advanced, no goals, no takeovers)', () => {
    const reg = new GameRegistry([rftg]);
    const { options } = reg.resolve('rftg', 1, {});
    expect(options).toMatchObject({ expansion: 'tgs', advanced: true, goals: false, takeovers: false, difficulty: 'medium', robotMat: 'provisional' });
    expect(reg.resolve('rftg', 1, { expansion: 'bow', difficulty: 'hard' }).options).toMatchObject({ expansion: 'bow', difficulty: 'hard' });
  });

  test('a match with no seat count named is still a 2-player game', () => {
    const reg = new GameRegistry([rftg]);
    expect(reg.resolve('rftg', undefined, {}).seats).toBe(2);
    expect(rftg.minSeats).toBe(1);
  });

  test('solitaire refuses the base game alone, goals, takeovers, the basic game and drafting', () => {
    expect(errorCode(() => parse({ expansion: 'base' }))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({ goals: true }))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({ expansion: 'rvi', takeovers: true }))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({ advanced: false }))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({ draft: true }))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({ robotMat: 'printed' }))).toBe('BAD_OPTIONS');
  });

  test('robot options without the robot: robotMat ignored, robotStartWorld refused; 0 seats stays illegal', () => {
    expect(parse({ robotMat: 'provisional' }, 2).robotMat).toBeUndefined();
    expect(errorCode(() => parse({ robotMat: 'printed' }, 2))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({ robotStartWorld: 0 }, 2))).toBe('BAD_OPTIONS');
    expect(errorCode(() => parse({}, 0))).toBe('BAD_OPTIONS');
    expect(parse({}, 2).robotMat).toBeUndefined();
  });

  test('parsed options parse again to themselves (replays re-parse stored options)', () => {
    const o = parse({ expansion: 'rvi', difficulty: 'easy' });
    expect(parse(o as unknown as Record<string, unknown>)).toEqual(o);
  });
});

describe('setup', () => {
  test('VP pool 24, 29 with BoW', () => {
    expect(newSolo().vpPool).toBe(24);
    expect(newSolo({ expansion: 'rvi' }).vpPool).toBe(24);
    expect(newSolo({ expansion: 'bow' }).vpPool).toBe(29);
  });

  test('difficulty: easy 1 × 6, medium 2 × 6, hard 3 × 9 counters', () => {
    expect(newSolo({ difficulty: 'easy' }).solo!.counters).toEqual([6]);
    expect(newSolo({ difficulty: 'medium' }).solo!.counters).toEqual([6, 6]);
    expect(newSolo({ difficulty: 'hard' }).solo!.counters).toEqual([9, 9, 9]);
    expect(newSolo({ difficulty: 'hard' }).solo!.countersPlaced).toBe(0);
  });

  const expected: [string, string, number, number, number][] = [
    // [world, expansion, credit, economy, pile] — S-TGS setup 7, S-BoW Setup.
    ['Old Earth', 'tgs', 1, 0, 4],
    ['Epsilon Eridani', 'tgs', 1, 1, 4],
    ['Alpha Centauri', 'tgs', 2, 0, 4],
    ['New Sparta', 'tgs', 1, 0, 4],
    ["Earth's Lost Colony", 'tgs', 1, 1, 4],
    ['Separatist Colony', 'tgs', 1, 0, 4],
    ['Ancient Race', 'tgs', 0, 0, 3],
    ['Damaged Alien Factory', 'tgs', 1, 0, 4],
    ['Doomed World', 'tgs', 1, 0, 4],
    ['Rebel Cantina', 'rvi', 1, 0, 4],
    ['Galactic Developers', 'rvi', 1, 0, 4],
    ['Imperium Warlord', 'rvi', 1, 0, 4],
    ['Galactic Scavengers', 'bow', 2, 0, 3],
    ['Uplift Mercenary Force', 'bow', 1, 0, 4],
    ['Alien Research Team', 'bow', 1, 0, 4],
    ['Rebel Freedom Fighters', 'bow', 1, 0, 4],
  ];
  test.each(expected)('%s: start values', (world, expansion, credit, economy, pile) => {
    const s = newSolo({ expansion }, `sv-${world}`, world);
    const r = s.solo!;
    expect(designOf(s.level, r.startWorld).name).toBe(world);
    expect(r.tableau).toEqual([r.startWorld]);
    expect([r.credit, r.economy, r.pile.length]).toEqual([credit, economy, pile]);
    // The robot's world left the supply; every card is somewhere exactly once.
    expect(soloCardLocations(s)).toEqual(deckForLevel(s.level).map((_, i) => i));
  });

  test('every start world at BoW level has a robot profile', () => {
    const level3 = deckForLevel(3)
      .map((_, i) => designOf(3, i))
      .filter((d) => d.flags.includes('START'));
    expect(new Set(level3.map((d) => d.name))).toEqual(new Set(Object.keys(PROFILES)));
  });

  test('player gets 6 cards and keeps 4 (3 on Ancient Race); the round starts with a two-action choice', () => {
    for (let i = 0; i < 30; i++) {
      const s0 = rftg.setup(parse({}), [{ name: 'P' }], `deal${i}`);
      const p = s0.players[0];
      expect(p.hand).toHaveLength(6);
      const keep = designOf(s0.level, p.tableau[0]).name === 'Ancient Race' ? 3 : 4;
      expect(p.ask!.pick!.min).toBe(6 - keep);
      expect(s0.solo!.tableau[0]).not.toBe(p.tableau[0]);
    }
    const s = newSolo();
    expect(s.stage).toBe('action');
    const pr = rftg.pending(s)[0];
    expect(pr.choices).toContain('DEVELOP+DEVELOP2');
    expect(pr.choices).not.toContain('DEVELOP');
  });
});

describe('view', () => {
  test("the robot's pile is a count for the player and spectators; provisional rows are announced", () => {
    const s = newSolo({}, 'view', 'Old Earth');
    for (const viewer of [{ kind: 'seat', seat: 0 } as const, { kind: 'spectator' } as const]) {
      const v = rftg.view(s, viewer) as any;
      expect(v.solitaire).toBe(true);
      expect(v.robot.pileCount).toBe(4);
      expect(v.robot.pile).toBeNull();
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.solo!.pile));
      expect(v.robot.provisionalRows).toBe(true);
      expect(v.robot.provisional.some((x: string) => x.startsWith('settle.action'))).toBe(true);
      expect(v.robot.provisional.some((x: string) => x.startsWith('profile.Old Earth'))).toBe(true);
      expect(v.robot).toMatchObject({ credit: 1, economy: 0, counters: { vp: [6, 6], placed: 0 }, dice: null, tableauSize: 1 });
    }
    expect((rftg.view(s, { kind: 'omniscient' }) as any).robot.pile).toEqual(s.solo!.pile);
  });

  test('a 2-seat view has no robot', () => {
    const s = rftg.setup(parse({}, 2), [{ name: 'a' }, { name: 'b' }], 'two');
    expect((rftg.view(s, { kind: 'spectator' }) as any).robot).toBeUndefined();
    expect(s.solo).toBeUndefined();
  });
});
