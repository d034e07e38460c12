/**
 * Goals (TGS/RvI): which goals are drawn, when each is checked, claiming,
 * sharing, losing and re-taking, ties, and their VP at game end.
 */
import { rftg, type RftgState } from '../../server/src/games/rftg';
import { checkGoals, GOALS, goalVp } from '../../server/src/games/rftg/goals';
import type { Ctx } from '../../server/src/games/rftg/state';
import { scoreSheet } from '../../server/src/games/rftg/scoring';
import { answer, chooseActions, cid, layout, newGame, promptOf } from './helpers';

const ctxOf = (s: RftgState): Ctx => ({ s, ev: [] });
const held = (s: RftgState, goal: string) => s.goals!.held[goal];

function game(seats: number, goals: string[], expansion = 'tgs'): RftgState {
  return newGame(seats, { expansion, goalList: goals });
}

describe('goals in play', () => {
  it('4 first and 2 most goals from the level pool; none when goals are off or in the base game', () => {
    for (let i = 0; i < 20; i++) {
      const s = newGame(3, { expansion: 'tgs' }, `g${i}`);
      const defs = s.goals!.active.map((g) => GOALS.find((d) => d.id === g)!);
      expect(defs.filter((d) => d.kind === 'first')).toHaveLength(4);
      expect(defs.filter((d) => d.kind === 'most')).toHaveLength(2);
      expect(defs.every((d) => d.level === 1)).toBe(true);
      expect(new Set(s.goals!.active).size).toBe(6);
    }
    const rvi = Array.from({ length: 30 }, (_, i) => newGame(2, { expansion: 'rvi' }, `r${i}`).goals!.active).flat();
    expect(rvi.some((g) => GOALS.find((d) => d.id === g)!.level === 2)).toBe(true);
    expect(newGame(2, { expansion: 'tgs', goals: false }).goals).toBeNull();
    expect(newGame(2).goals).toBeNull();
  });

  it('goals, holders and progress are public in every view', () => {
    const s = game(2, ['FIRST_5_VP', 'MOST_MILITARY']);
    const v = rftg.view(s, { kind: 'spectator' }) as { goals: { id: string; held: number[]; progress: number[] }[] };
    expect(v.goals.map((g) => g.id)).toEqual(['FIRST_5_VP', 'MOST_MILITARY']);
    expect(v.goals[0].progress).toHaveLength(2);
  });
});

describe('first goals', () => {
  it('claimed at the end of the phase that can reach it; simultaneous claims share (3 VP each); never lost', () => {
    const s = game(3, ['FIRST_5_VP']);
    layout(s, 0, { vp: 5 });
    layout(s, 1, { vp: 6 });
    layout(s, 2, { vp: 4 });
    // Galactic Standard of Living is checked after Consume only.
    checkGoals(ctxOf(s), 'settle');
    expect(held(s, 'FIRST_5_VP')).toEqual([]);
    checkGoals(ctxOf(s), 'consume');
    expect(held(s, 'FIRST_5_VP')).toEqual([0, 1]);
    layout(s, 2, { vp: 9 });
    layout(s, 0, { vp: 0 });
    checkGoals(ctxOf(s), 'consume');
    expect(held(s, 'FIRST_5_VP')).toEqual([0, 1]);
    expect(goalVp(s, 0)).toBe(3);
    expect(goalVp(s, 1)).toBe(3);
    expect(goalVp(s, 2)).toBe(0);
  });

  it('Budget Surplus: the first to discard at round end, checked at round end', () => {
    const s = game(2, ['FIRST_DISCARD']);
    layout(s, 1, { tableau: ['Old Earth'] });
    layout(s, 0, { hand: s.drawPile.slice(0, 11) });
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    // Seat 0 holds more than 10 cards: discards at round end and claims the goal.
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('round-discard');
    expect(held(s, 'FIRST_DISCARD')).toEqual([]);
    answer(s, 0, pr.pick!.from.slice(0, pr.pick!.min));
    expect(held(s, 'FIRST_DISCARD')).toEqual([0]);
  });

  it('Galactic Status after Develop; Overlord Discoveries after Develop or Settle', () => {
    const s = game(2, ['FIRST_SIX_DEVEL', 'FIRST_3_ALIEN']);
    layout(s, 0, { tableau: ['Alpha Centauri', 'Galactic Genome Project'] });
    layout(s, 1, { tableau: ['Old Earth', 'Alien Robot Sentry', 'Deserted Alien World', 'Alien Toy Shop'] });
    checkGoals(ctxOf(s), 'settle');
    expect(held(s, 'FIRST_SIX_DEVEL')).toEqual([]);
    expect(held(s, 'FIRST_3_ALIEN')).toEqual([1]);
    checkGoals(ctxOf(s), 'develop');
    expect(held(s, 'FIRST_SIX_DEVEL')).toEqual([0]);
  });
});

describe('most goals', () => {
  it('held by the one strictly ahead with the minimum; ties leave it unclaimed; the holder keeps it on a tie', () => {
    const s = game(3, ['MOST_DEVEL']);
    const devs = ['Public Works', 'Colony Ship', 'Expedition Force', 'Mining Robots', 'Export Duties'];
    layout(s, 0, { tableau: ['Old Earth', ...devs.slice(0, 4)] });
    layout(s, 1, { tableau: ['Alpha Centauri', ...devs.slice(0, 4).map((d) => cid(s, d, 1))] });
    layout(s, 2, { tableau: ['New Sparta'] });
    checkGoals(ctxOf(s), 'develop');
    // 4 each: a tie at the top, unclaimed.
    expect(held(s, 'MOST_DEVEL')).toEqual([]);
    layout(s, 0, { tableau: ['Old Earth', ...devs] });
    checkGoals(ctxOf(s), 'develop');
    expect(held(s, 'MOST_DEVEL')).toEqual([0]);
    // Seat 1 draws level: seat 0 keeps it.
    layout(s, 1, { tableau: ['Alpha Centauri', ...devs.map((d) => cid(s, d, 1))] });
    checkGoals(ctxOf(s), 'develop');
    expect(held(s, 'MOST_DEVEL')).toEqual([0]);
  });

  it('lost when someone gets ahead (who takes it), or when the holder falls below the minimum; then re-taken', () => {
    const s = game(2, ['MOST_MILITARY']);
    layout(s, 0, { tableau: ['New Sparta', 'Space Marines', 'Expedition Force', 'Imperium Armaments World'] });
    layout(s, 1, { tableau: ['Old Earth'] });
    checkGoals(ctxOf(s), 'settle');
    expect(held(s, 'MOST_MILITARY')).toEqual([0]);
    expect(s.goals!.progress.MOST_MILITARY[0]).toBe(6);
    // Seat 1: Space Marines +2, Drop Ships +3, Expedition Force +1, Space Mercenaries +1 = 7.
    layout(s, 1, { tableau: ['Old Earth', cid(s, 'Space Marines', 1), 'Drop Ships', cid(s, 'Expedition Force', 1), 'Space Mercenaries'] });
    checkGoals(ctxOf(s), 'settle');
    expect(s.goals!.progress.MOST_MILITARY[1]).toBe(7);
    expect(held(s, 'MOST_MILITARY')).toEqual([1]);
    // Seat 1 falls below the minimum, seat 0 is strictly ahead again: it returns to seat 0.
    layout(s, 1, { tableau: ['Old Earth'] });
    checkGoals(ctxOf(s), 'settle');
    expect(held(s, 'MOST_MILITARY')).toEqual([0]);
    // Everyone below the minimum: back to the centre.
    layout(s, 0, { tableau: ['New Sparta'] });
    checkGoals(ctxOf(s), 'settle');
    expect(held(s, 'MOST_MILITARY')).toEqual([]);
  });

  it('is re-checked on the spot when the holder discards a development from the tableau', () => {
    const s = game(2, ['MOST_DEVEL']);
    layout(s, 0, { tableau: ['Old Earth', 'Public Works', 'Colony Ship', 'Expedition Force', 'Mining Robots'], hand: ['Gem World'] });
    checkGoals(ctxOf(s), 'develop');
    expect(held(s, 'MOST_DEVEL')).toEqual([0]);
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, cid(s, 'Gem World'));
    answer(s, 1, null);
    // Colony Ship discarded to settle for free: 3 developments, below the minimum of 4.
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('settle-powers');
    answer(s, 0, [[cid(s, 'Colony Ship'), 0]]);
    expect(held(s, 'MOST_DEVEL')).toEqual([]);
  });

  it('scores 5 for the holder; a non-holder tied for the most (with the minimum) scores 3 at game end', () => {
    const s = game(3, ['MOST_PRODUCTION']);
    s.goals!.held.MOST_PRODUCTION = [0];
    s.goals!.progress.MOST_PRODUCTION = [4, 4, 3];
    s.goals!.most.MOST_PRODUCTION = 4;
    expect([goalVp(s, 0), goalVp(s, 1), goalVp(s, 2)]).toEqual([5, 3, 0]);
    expect(scoreSheet(s, 0).goalVp).toBe(5);
    expect(scoreSheet(s, 0).total).toBe(scoreSheet(s, 0).vpChips + scoreSheet(s, 0).cardVp + scoreSheet(s, 0).bonusVp + 5);
  });
});

describe('RvI goals', () => {
  it('Uplift Knowledge, Galactic Riches, Expansion Leader, Research Leader, Propaganda Edge', () => {
    const s = game(2, ['FIRST_3_UPLIFT', 'FIRST_4_GOODS', 'FIRST_8_ACTIVE', 'MOST_EXPLORE', 'MOST_REBEL'], 'rvi');
    layout(s, 0, {
      tableau: [
        'Old Earth',
        'Insect Uplift Race',
        'Devolved Uplift Race',
        'Alien Uplift Center',
        'Rebel Fuel Cache',
        'Rebel Miners',
        'Rebel Colony',
        'Blaster Runners',
      ],
      goods: ['Insect Uplift Race', 'Alien Uplift Center', 'Rebel Fuel Cache', 'Rebel Miners'],
    });
    layout(s, 1, { tableau: ['Alpha Centauri', 'Expedition Force', 'Trading Outpost', 'Smuggling World'] });
    checkGoals(ctxOf(s), 'settle');
    expect(held(s, 'FIRST_3_UPLIFT')).toEqual([0]);
    expect(held(s, 'FIRST_4_GOODS')).toEqual([0]);
    expect(held(s, 'FIRST_8_ACTIVE')).toEqual([0]);
    expect(held(s, 'MOST_REBEL')).toEqual([0]);
    // Explore powers: seat 1 has Expedition Force, Trading Outpost, Smuggling World (3); seat 0 has Alien Uplift Center, Blaster Runners (2).
    expect(s.goals!.progress.MOST_EXPLORE).toEqual([2, 3]);
    expect(held(s, 'MOST_EXPLORE')).toEqual([1]);
  });
});
