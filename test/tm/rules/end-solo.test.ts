/**
 * Rules TM-32 … TM-36: the end, final greeneries, scoring, the base solo game.
 */
import { tm } from '../../../server/src/games/tm';
import { matchResult, seatSheet } from '../../../server/src/games/tm/scoring';
import { T } from '../cards/kit';
import { Table } from '../helpers';

describe('end and scoring', () => {
  test('[TM-32] all three parameters maxed: the generation plays out, production happens, then final greeneries in turn order (no oxygen, no TR)', () => {
    const t = T().globals({ temperature: 8, oceans: 9, oxygen: 13 }).res(0, { plants: 8 });
    t.act({ do: 'plants' }, '10');
    expect([t.s.oxygen, t.p.tr, t.s.phase]).toEqual([14, 21, 'action']);
    t.act({ do: 'end' }).res(1, { plants: 3 }).prod(1, { plants: 5 }).prod(0, { plants: 8 });
    t.pass(1).pass(0);
    expect([t.s.phase, t.s.generation, t.p.res.plants]).toEqual(['final', 1, 8]);
    expect(t.prompt(0)!.kind).toBe('final-greenery');
    expect(t.choices().slice(-1)).toEqual(['done']);
    t.move(0, '11');
    expect([t.s.oxygen, t.p.tr, t.s.tiles['11'].kind, t.p.res.plants]).toEqual([14, 21, 'greenery', 0]);
    expect(t.prompt(1)!.kind).toBe('final-greenery');
    t.move(1, 'done');
    expect(t.s.phase).toBe('over');
    expect(tm.result(t.s)).not.toBeNull();
  });

  test('[TM-33] VP: TR, milestones, awards, greeneries, adjacent greeneries of cities, cards; most VP wins, then most M€, then a shared place', () => {
    const t = T({ seats: 3 })
      .tile('10', 'city', 0)
      .tile('11', 'greenery', 1)
      .tile('16', 'greenery', 0)
      .tile('09', 'greenery', 'neutral')
      .inPlay(0, '040')
      .event(0, '112');
    t.set((s) => {
      s.milestones = [{ id: 'mayor', seat: 0 }];
      s.awards = [{ id: 'landlord', seat: 1 }];
    });
    expect(seatSheet(t.s, 0)).toEqual({ tr: 20, milestones: 5, awards: 5, greeneries: 1, cities: 3, cards: 0, total: 34, mc: 100 });
    t.set((s) => {
      s.phase = 'over';
      s.players[0].tr = 8;
      s.players[1].tr = 20;
      s.players[2].tr = 22;
      s.players[1].res.mc = 5;
      s.players[2].res.mc = 5;
    });
    // Seat 0: 8 + 5 + 5 + 1 + 3 = 22; seat 1: 20 + 2 (second landlord) + 1 = 23; seat 2: 22 + 0 + 0 = 22, less M€ than seat 0.
    const r = matchResult(t.s)!;
    expect([r.scores, r.ranks]).toEqual([
      [22, 23, 22],
      [2, 1, 3],
    ]);
    t.set((s) => (s.players[2].res.mc = 100));
    expect(matchResult(t.s)!.ranks).toEqual([2, 1, 2]);
  });
});

describe('the base solo game', () => {
  test('[TM-34] neutral cities and greeneries from the costs of 4 revealed cards; Tharsis Republic gains 2 M€ production for them', () => {
    const s = tm.setup(tm.parseOptions({ deck: ['009', '010', '047', '048'] }, 1), [{ name: 'A' }], 'x');
    // Costs 14, 21, 10, 9: the 14th legal city space from the top left (20), the 21st from the bottom right (39),
    // then clockwise from the top-left neighbour: around 20 [27, 19] → the 10th wraps to 19; around 39 [30, 40, 47, 46, 38] → the 9th is 46.
    expect(s.tiles).toEqual({
      '20': { kind: 'city', owner: 'neutral' },
      '39': { kind: 'city', owner: 'neutral' },
      '19': { kind: 'greenery', owner: 'neutral' },
      '46': { kind: 'greenery', owner: 'neutral' },
    });
    expect([s.solo!.revealed, s.discard]).toEqual([
      ['009', '010', '047', '048'],
      ['009', '010', '047', '048'],
    ]);
    expect(s.players[0].tr).toBe(14);
    const t = new Table({ seats: 1, corps: ['tharsis-republic'] });
    expect(t.p.prod.mc).toBe(2);
  });

  test('[TM-35] the neutral player: any-player effects may target it and always can; no milestones or awards', () => {
    const t = new Table({ seats: 1 }).res(0, { mc: 100 }).hand(0, '178', '124');
    expect(t.canPlay('178')).toBe(true);
    t.play('178');
    expect(t.p.prod.energy).toBe(1);
    t.play('124', 1);
    expect(t.choices()).toEqual(['neutral', 'none', 'cancel']);
    t.move(0, 'neutral');
    expect(t.p.res.mc).toBe(100 - 6 - 1 + 3);
    expect(t.choices().some((c) => ['milestone', 'award'].includes((c as { do: string }).do))).toBe(false);
  });

  test('[TM-36] exactly 14 generations; a win only with Mars terraformed, then final greeneries; ranks [1] or [2]', () => {
    const lose = new Table({ seats: 1 });
    for (let g = 1; g < 14; g++) lose.pass(0).answer(0, []);
    lose.pass(0);
    expect([lose.s.phase, lose.s.generation]).toEqual(['over', 14]);
    expect(tm.result(lose.s)).toMatchObject({ ranks: [2], detail: { won: false, generation: 14 } });
    const win = new Table({ seats: 1 });
    for (let g = 1; g < 14; g++) win.pass(0).answer(0, []);
    win.globals({ temperature: 8, oxygen: 14, oceans: 9 }).res(0, { plants: 8 }).pass(0);
    expect(win.asking()).toBe('final-greenery');
    win.move(0, 'done');
    expect(tm.result(win.s)).toMatchObject({ ranks: [1], detail: { won: true, generation: 14 } });
    expect(tm.stats!(win.s)).toMatchObject({ generations: 14, terraformed: 1, won: 1 });
  });
});
