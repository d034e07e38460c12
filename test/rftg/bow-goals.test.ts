import { checkGoals, goalDef } from '../../server/src/games/rftg/goals';
import type { Ctx } from '../../server/src/games/rftg/state';
import { gainPrestige, updatePrestigeTile } from '../../server/src/games/rftg/prestige';
import { layout, newBowGame } from './helpers';

const progress = (id: string, s: ReturnType<typeof newBowGame>, seat: number) => goalDef(id)!.progress(s, s.players[seat]);

describe('BoW goals', () => {
  it('Galactic Standing: 2 prestige and 3 VP chips, checked after any phase and at round start', () => {
    const s = newBowGame(2, {
      goals: true,
      goalList: ['FIRST_2_PRESTIGE', 'FIRST_5_VP', 'FIRST_NEG_MILITARY', 'FIRST_4_MILITARY', 'MOST_PRESTIGE', 'MOST_CONSUME'],
    });
    const ctx: Ctx = { s, ev: [] };
    s.players[0].vp = 3;
    s.vpPool -= 3;
    gainPrestige(ctx, 0, 1, 'test');
    expect(progress('FIRST_2_PRESTIGE', s, 0)).toBe(0);
    gainPrestige(ctx, 0, 1, 'test');
    expect(progress('FIRST_2_PRESTIGE', s, 0)).toBe(1);
    checkGoals(ctx, 'round-start');
    expect(s.goals!.held.FIRST_2_PRESTIGE).toEqual([0]);
  });
  it('Galactic Prestige: the most prestige, at least 3', () => {
    const s = newBowGame(2, {
      goals: true,
      goalList: ['FIRST_2_PRESTIGE', 'FIRST_5_VP', 'FIRST_NEG_MILITARY', 'FIRST_4_MILITARY', 'MOST_PRESTIGE', 'MOST_CONSUME'],
    });
    const ctx: Ctx = { s, ev: [] };
    gainPrestige(ctx, 1, 2, 'test');
    checkGoals(ctx, 'explore');
    expect(s.goals!.held.MOST_PRESTIGE).toEqual([]);
    gainPrestige(ctx, 1, 1, 'test');
    updatePrestigeTile(ctx);
    checkGoals(ctx, 'produce');
    expect(s.goals!.held.MOST_PRESTIGE).toEqual([1]);
  });
  it('Military Influence: 4 military worlds or 3 Imperium cards; Peace/War Leader: 2 worlds and negative military', () => {
    const s = newBowGame(2, { takeovers: false });
    layout(s, 0, { tableau: ['Rebel Fuel Cache', 'Rebel Outpost', 'Rebel Homeworld', 'Former Penal Colony'] });
    expect(progress('FIRST_4_MILITARY', s, 0)).toBe(1);
    layout(s, 0, { tableau: ['Rebel Fuel Cache', 'Rebel Outpost', 'Rebel Homeworld'] });
    expect(progress('FIRST_4_MILITARY', s, 0)).toBe(0);
    // Contact Specialist: −1 military.
    layout(s, 1, { tableau: ['Alpha Centauri', 'Contact Specialist'] });
    expect(progress('FIRST_NEG_MILITARY', s, 1)).toBe(0);
    layout(s, 1, { tableau: ['Alpha Centauri', 'Contact Specialist', 'Asteroid Belt'] });
    expect(progress('FIRST_NEG_MILITARY', s, 1)).toBe(1);
  });
  it('Prosperity Lead counts cards with a non-trade Consume power', () => {
    const s = newBowGame(2);
    layout(s, 0, { tableau: ["Earth's Lost Colony", 'Spice World', 'Public Works', 'Consumer Markets'] });
    // Spice World only trades.
    expect(progress('MOST_CONSUME', s, 0)).toBe(3);
  });
});
