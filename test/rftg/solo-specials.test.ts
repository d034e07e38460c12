/**
 * Start-world specials: robot= faces and the special mat counters [S-TGS Separatist Colony, Old Earth's x2
 * counter; S-BoW Galactic Scavengers, Uplift Mercenary Force, Alien Research Team, Rebel Freedom Fighters].
 * Numbers no source gives are the provisional readings of mat.ts.
 */
import type { ActionId, RftgState } from '../../server/src/games/rftg/state';
import { robotPhase } from '../../server/src/games/rftg/solo/round';
import { PHASE_OF_COLUMN, placeDice } from '../../server/src/games/rftg/solo/dice';
import { PROFILES, provisionalInUse } from '../../server/src/games/rftg/solo/mat';
import type { Column } from '../../server/src/games/rftg/solo/types';
import { cid, script } from './helpers';
import { ctxOf, newSolo, stackPile } from './solo-helpers';

function round(s: RftgState, actions: ActionId[], dice: Column[]): void {
  s.players[0].actions = actions;
  s.solo!.dice = dice.map((col, die) => ({ die, face: 'match', read: PHASE_OF_COLUMN[col], col }));
}
function run(s: RftgState, stage: Parameters<typeof robotPhase>[1]) {
  const ctx = ctxOf(s);
  robotPhase(ctx, stage);
  return ctx.ev;
}
const placed = (s: RftgState) => s.solo!.tableau.slice(1);

describe('robot= faces', () => {
  test('New Sparta settles, Ancient Race trades, Old Earth consumes x2 (W-MLP)', () => {
    expect(placeDice(['robot', 'produce'], ['D1', 'P'], PROFILES['New Sparta'].robotFace)[0].col).toBe('S1');
    expect(placeDice(['robot', 'produce'], ['D1', 'P'], PROFILES['Ancient Race'].robotFace)[0].col).toBe('TRADE');
    expect(placeDice(['robot', 'produce'], ['D1', 'P'], PROFILES['Old Earth'].robotFace)[0].col).toBe('X2');
  });

  test('faces no source gives are flagged provisional in the profile', () => {
    for (const p of Object.values(PROFILES)) {
      if (['New Sparta', 'Ancient Race'].includes(p.name)) continue;
      expect(p.provisional).toBeTruthy();
    }
    expect(PROFILES['Ancient Race'].provisional).toBeUndefined();
    expect(provisionalInUse(PROFILES['Ancient Race']).some((x) => x.startsWith('profile.'))).toBe(false);
  });
});

describe('Separatist Colony [S-TGS: more cards in Explore]', () => {
  test('+2 cards in the action, double action and response', () => {
    let s = newSolo({}, 'sc', 'Separatist Colony');
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'P']);
    run(s, 'explore');
    expect([s.solo!.pile.length, s.solo!.credit]).toEqual([4 + 3, 2]);
    s = newSolo({}, 'sc', 'Separatist Colony');
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'E1']);
    run(s, 'explore');
    expect([s.solo!.pile.length, s.solo!.credit]).toEqual([4 + 5, 2]);
    s = newSolo({}, 'sc', 'Separatist Colony');
    round(s, ['EXPLORE_5_0', 'PRODUCE'], ['P', 'P']);
    run(s, 'explore');
    expect([s.solo!.pile.length, s.solo!.credit]).toEqual([4 + 3, 1]);
  });
});

describe('military worlds', () => {
  test('New Sparta settles a military world free; Epsilon Eridani skips it', () => {
    const s = newSolo({}, 'ns', 'New Sparta');
    script(s, ['Public Works', 'Colony Ship', 'Mining Robots']);
    stackPile(s, ['Rebel Miners', 'Gem World']);
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Rebel Miners')]);
    expect(s.solo!.credit).toBe(1);
  });
});

describe('Galactic Scavengers [S-BoW]', () => {
  test('+1 credit in the Produce phase, action and response', () => {
    const s = newSolo({ expansion: 'bow' }, 'gs', 'Galactic Scavengers');
    s.solo!.credit = 0;
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'D1']);
    run(s, 'produce');
    expect([s.solo!.economy, s.solo!.credit]).toEqual([1, 1]);
    round(s, ['DEVELOP', 'PRODUCE'], ['D1', 'D1']);
    run(s, 'produce');
    expect([s.solo!.economy, s.solo!.credit]).toEqual([1, 2]);
  });
});

describe('Uplift Mercenary Force [S-BoW]', () => {
  test('+1 card in Explore', () => {
    const s = newSolo({ expansion: 'bow' }, 'umf', 'Uplift Mercenary Force');
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'P']);
    run(s, 'explore');
    expect(s.solo!.pile).toHaveLength(4 + 2);
  });

  test('Settle: 4 cards +1 per chromosome world (itself included); military worlds settled for 1 credit', () => {
    const s = newSolo({ expansion: 'bow' }, 'umf', 'Uplift Mercenary Force');
    stackPile(s, ['Rebel Miners']);
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    script(s, ['Public Works', 'Colony Ship', 'Mining Robots', 'Expedition Force', 'Export Duties']);
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Rebel Miners')]);
    expect(s.solo!.credit).toBe(0);
    expect(s.discard).toEqual(
      expect.arrayContaining(['Public Works', 'Colony Ship', 'Mining Robots', 'Expedition Force', 'Export Duties'].map((n) => cid(s, n))),
    );
  });

  test('…and without credit a military world is passed over', () => {
    const s = newSolo({ expansion: 'bow' }, 'umf', 'Uplift Mercenary Force');
    s.solo!.credit = 0;
    stackPile(s, ['Rebel Miners', 'Gem World']);
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    script(s, ['Public Works', 'Colony Ship', 'Mining Robots', 'Expedition Force', 'Export Duties']);
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Gem World')]);
  });
});

describe('Alien Research Team [S-BoW]', () => {
  let s: RftgState;
  beforeEach(() => {
    s = newSolo({ expansion: 'bow' }, 'art', 'Alien Research Team');
  });

  test('+2 cards in Explore; +1 credit in Trade', () => {
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'TRADE']);
    run(s, 'explore');
    expect(s.solo!.pile).toHaveLength(4 + 3);
    s.solo!.credit = 0;
    run(s, 'consume');
    expect(s.solo!.credit).toBe(3);
    s.solo!.economy = 2;
    round(s, ['CONSUME_TRADE', 'PRODUCE'], ['P', 'P']);
    run(s, 'consume');
    expect([s.solo!.credit, s.solo!.vp]).toEqual([4, 2]);
  });

  test('Consume-x2: 1 prestige only with an Alien world besides itself, and no economy change', () => {
    s.solo!.economy = 1;
    round(s, ['DEVELOP', 'PRODUCE'], ['X2', 'P']);
    run(s, 'consume');
    expect([s.solo!.prestige, s.solo!.economy, s.solo!.vp]).toEqual([0, 1, 2]);
    const w = cid(s, 'Deserted Alien Outpost');
    s.drawPile.splice(s.drawPile.indexOf(w), 1);
    s.solo!.tableau.push(w);
    run(s, 'consume');
    expect([s.solo!.prestige, s.solo!.economy]).toEqual([1, 1]);
  });

  test('Settle action: only Alien worlds', () => {
    script(s, ['Public Works', 'Colony Ship', 'Mining Robots']);
    stackPile(s, ['Gem World', 'Rebel Miners', 'Alien Robot Sentry']);
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Alien Robot Sentry')]);
  });

  test('Settle response: an Alien military world or any non-military world, whichever comes first', () => {
    stackPile(s, ['Rebel Miners', 'Alien Robot Sentry', 'Gem World']);
    round(s, ['SETTLE', 'PRODUCE'], ['P', 'P']);
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Alien Robot Sentry')]);
    expect(s.solo!.credit).toBe(0);
    s.solo!.credit = 1;
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Alien Robot Sentry'), cid(s, 'Gem World')]);
  });
});

describe('Rebel Freedom Fighters [S-BoW]', () => {
  let s: RftgState;
  beforeEach(() => {
    s = newSolo({ expansion: 'bow' }, 'rff', 'Rebel Freedom Fighters');
  });

  test('extra cards in Explore, Develop and Settle', () => {
    round(s, ['DEVELOP', 'PRODUCE'], ['E1', 'P']);
    run(s, 'explore');
    expect(s.solo!.pile).toHaveLength(4 + 2);
    stackPile(s, []);
    round(s, ['DEVELOP', 'PRODUCE'], ['D1', 'P']);
    s.solo!.credit = 1;
    expect(run(s, 'develop').find((e) => e.type === 'robot-draw')!.data).toMatchObject({ count: 2 });
    stackPile(s, []);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    expect(run(s, 'develop').find((e) => e.type === 'robot-draw')!.data).toMatchObject({ count: 1 });
    stackPile(s, []);
    s.solo!.credit = 1;
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    const ev = run(s, 'settle');
    expect(ev.find((e) => e.type === 'robot-draw')!.data).toMatchObject({ count: 4 });
  });

  test('settles military worlds; +1 prestige for a Rebel military world or Rebel development', () => {
    script(s, ['Public Works', 'Colony Ship', 'Mining Robots', 'Expedition Force']);
    stackPile(s, ['Rebel Miners']);
    round(s, ['DEVELOP', 'PRODUCE'], ['S1', 'P']);
    run(s, 'settle');
    expect(placed(s)).toEqual([cid(s, 'Rebel Miners')]);
    expect(s.solo!.prestige).toBe(1);
    s.solo!.credit = 1;
    stackPile(s, ['Rebel Pact']);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    script(s, ['Gem World']);
    run(s, 'develop');
    expect(placed(s)).toContain(cid(s, 'Rebel Pact'));
    expect(s.solo!.prestige).toBe(2);
  });

  test('never places or matches an IMPERIUM card', () => {
    s.solo!.credit = 1;
    script(s, ['Gem World']);
    stackPile(s, ['Imperium Cloaking Technology', 'Galactic Imperium', 'Public Works']);
    round(s, ['DEVELOP', 'PRODUCE'], ['P', 'P']);
    run(s, 'develop');
    expect(placed(s)).toEqual([cid(s, 'Public Works')]);
    expect(s.discard).toEqual(expect.arrayContaining([cid(s, 'Imperium Cloaking Technology'), cid(s, 'Galactic Imperium')]));
  });
});
