/**
 * Rules TM-10 … TM-16: playing a card, requirements, standard projects,
 * conversions, blue actions, milestones and awards.
 */
import { awardVp } from '../../../server/src/games/tm/award-vp';
import { seatSheet } from '../../../server/src/games/tm/scoring';
import { Table } from '../helpers';
import { T, played, playable } from '../cards/kit';

describe('playing a card', () => {
  test('[TM-10] steel pays building cards (2 each), may overpay, no change; only splits without a useless unit', () => {
    const t = T().res(0, { mc: 3, steel: 3 }).hand(0, '056');
    t.play('056');
    // Mine costs 4: 0 steel (4 M€: not affordable with 3), 1 steel + 2 M€, 2 steel; 3 steel would waste one.
    expect(t.choices()).toEqual([{ steel: 1, titanium: 0, heat: 0 }, { steel: 2, titanium: 0, heat: 0 }, 'cancel']);
    t.move(0, { steel: 2, titanium: 0, heat: 0 });
    expect([t.p.res.steel, t.p.res.mc]).toEqual([1, 3]);
    const u = T().res(0, { mc: 0, steel: 3 }).hand(0, '141');
    // Power Plant costs 4; 3 steel overpay by 2 is the only way: it is taken without a question.
    u.play('141');
    expect([u.p.res.steel, u.p.res.mc, u.p.prod.energy]).toEqual([1, 0, 1]);
  });

  test('[TM-10] titanium pays space cards (3 each); heat only for Helion; steel not on non-building cards', () => {
    const t = T().res(0, { mc: 5, titanium: 3, steel: 9 }).hand(0, '040');
    expect(t.canPlay('040')).toBe(false);
    t.res(0, { titanium: 9 });
    expect(t.canPlay('040')).toBe(true);
    const h = new Table({ corps: ['helion', 'credicor'] }).res(0, { mc: 10, heat: 4 }).hand(0, '048');
    h.play('048');
    expect(h.choices()).toEqual([
      { steel: 0, titanium: 0, heat: 0 },
      { steel: 0, titanium: 0, heat: 1 },
      { steel: 0, titanium: 0, heat: 2 },
      { steel: 0, titanium: 0, heat: 3 },
      { steel: 0, titanium: 0, heat: 4 },
      'cancel',
    ]);
  });

  test('[TM-10] every mandatory part must be possible; an event goes to the event pile where only its event tag counts', () => {
    expect(playable('032', (t) => t.prod(0, { energy: 1 }))).toBe(false);
    expect(playable('178')).toBe(false);
    const t = played(T(), '036');
    expect([t.p.events, t.p.played]).toEqual([['036'], []]);
    expect((t.events.find((e) => e.type === 'play')!.data as { card: string }).card).toBe('036');
    const v = played(T(), '009');
    expect(seatSheet(v.s, 0).cards).toBe(0);
  });

  test('[TM-11] requirements: minimum and maximum exactly at the boundary', () => {
    expect(playable('159', (t) => t.globals({ temperature: -24 }))).toBe(true);
    expect(playable('159', (t) => t.globals({ temperature: -26 }))).toBe(false);
    expect(playable('001', (t) => t.globals({ oxygen: 5 }))).toBe(true);
    expect(playable('001', (t) => t.globals({ oxygen: 6 }))).toBe(false);
    expect(playable('119', (t) => t.globals({ oceans: 3 }))).toBe(true);
    expect(playable('119', (t) => t.globals({ oceans: 4 }))).toBe(false);
  });

  test('[TM-11] ±2 steps with Adaptation Technology: 2 °C a step, both ways; tags of events and of the card itself do not count', () => {
    const a = (f: (t: Table) => unknown) =>
      playable('159', (t) => {
        t.inPlay(0, '153');
        f(t);
      });
    expect(a((t) => t.globals({ temperature: -28 }))).toBe(true);
    expect(a((t) => t.globals({ temperature: -30 }))).toBe(false);
    expect(playable('001', (t) => t.inPlay(0, '153').globals({ oxygen: 7 }))).toBe(true);
    expect(playable('001', (t) => t.inPlay(0, '153').globals({ oxygen: 8 }))).toBe(false);
    // 2 science tags needed: one in play, one on an event (Research counts only in play).
    expect(playable('145', (t) => t.inPlay(0, '073').event(0, '206'))).toBe(false);
  });
});

describe('standard projects and conversions', () => {
  test('[TM-12] the six projects and their costs; Sell Patents gives 1 M€ a card', () => {
    const t = T().hand(0, '001', '002');
    expect(t.choices().filter((c) => (c as { do: string }).do === 'sp')).toEqual(
      ['sell-patents', 'power-plant', 'asteroid', 'aquifer', 'greenery', 'city'].map((sp) => ({ do: 'sp', sp })),
    );
    t.act({ do: 'sp', sp: 'asteroid' });
    expect([t.p.res.mc, t.s.temperature, t.p.tr]).toEqual([86, -28, 21]);
    t.act({ do: 'sp', sp: 'sell-patents' });
    expect(t.prompt()!.pick).toEqual({ from: ['001', '002'], min: 0, max: 2 });
    t.move(0, ['001', '002']);
    expect([t.p.hand, t.p.res.mc]).toEqual([[], 88]);
    t.pass(1);
    t.act({ do: 'sp', sp: 'aquifer' }, '07').act({ do: 'sp', sp: 'greenery' }, '10');
    expect([t.p.res.mc, t.s.oceans, t.s.oxygen]).toEqual([88 - 18 - 23, 1, 1]);
  });

  test('[TM-12] not offered: Sell Patents without cards, Asteroid at +8 °C, Aquifer with 9 oceans, Greenery or City without a space; Greenery at 14% still is', () => {
    const t = T().globals({ temperature: 8, oceans: 9, oxygen: 14 });
    const sps = () =>
      t
        .choices()
        .filter((c) => (c as { do: string }).do === 'sp')
        .map((c) => (c as { sp: string }).sp);
    expect(sps()).toEqual(['power-plant', 'greenery', 'city']);
    t.set((s) => {
      for (const x of [
        '03',
        '05',
        '08',
        '09',
        '10',
        '11',
        '12',
        '14',
        '15',
        '16',
        '17',
        '18',
        '19',
        '20',
        '21',
        '22',
        '23',
        '24',
        '25',
        '26',
        '27',
        '29',
        '30',
        '31',
        '35',
        '36',
        '37',
        '38',
        '39',
        '40',
        '41',
        '42',
        '46',
        '47',
        '48',
        '49',
        '50',
        '51',
        '52',
        '53',
        '54',
        '55',
        '56',
        '57',
        '58',
        '59',
        '60',
        '61',
        '62',
      ])
        s.tiles[x] ??= { kind: 'special', owner: 1 };
    });
    expect(sps()).toEqual(['power-plant']);
  });

  test('[TM-13] 8 plants for a greenery (7 with Ecoline); 8 heat for a temperature step (not at +8 °C)', () => {
    const t = T().res(0, { plants: 7, heat: 8 });
    expect([t.offers({ do: 'plants' }), t.offers({ do: 'heat' })]).toEqual([false, true]);
    t.res(0, { plants: 8 }).act({ do: 'plants' }, '10').act({ do: 'heat' });
    expect([t.p.res.plants, t.p.res.heat, t.s.oxygen, t.s.temperature, t.p.tr]).toEqual([0, 0, 1, -28, 22]);
    expect(T().globals({ temperature: 8 }).res(0, { heat: 8 }).offers({ do: 'heat' })).toBe(false);
    expect(new Table({ corps: ['ecoline', 'credicor'] }).res(0, { plants: 7 }).offers({ do: 'plants' })).toBe(true);
  });

  test('[TM-14] a blue action once per generation; available again after production', () => {
    const t = played(T(), '049');
    t.act({ do: 'act', card: '049' });
    expect(t.offers({ do: 'act', card: '049' }, 1)).toBe(false);
    t.pass(1);
    expect(t.offers({ do: 'act', card: '049' })).toBe(false);
    t.pass(0).answer(0, []).answer(1, []);
    // Generation 2 starts with seat 1.
    t.pass(1);
    expect(t.offers({ do: 'act', card: '049' })).toBe(true);
  });
});

describe('milestones and awards', () => {
  test('[TM-15] a milestone: 8 M€, its criterion met now, each once, 3 at most, 5 VP', () => {
    const t = T({ seats: 3 }).set((s) => {
      s.players[0].tr = 35;
      s.players[0].hand = ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014', '015', '016'].map((c) => c);
      for (const id of s.players[0].hand) {
        s.deck.splice(s.deck.indexOf(id), 1);
      }
      s.players[0].trGained = 15;
    });
    const ms = () =>
      t
        .choices()
        .filter((c) => (c as { do: string }).do === 'milestone')
        .map((c) => (c as { id: string }).id);
    expect(ms()).toEqual(['terraformer', 'planner']);
    t.act({ do: 'milestone', id: 'terraformer' });
    expect([t.p.res.mc, ms()]).toEqual([92, ['planner']]);
    t.act({ do: 'milestone', id: 'planner' });
    t.res(1, { mc: 20 }).tile('10', 'city', 1).tile('12', 'city', 1).tile('01', 'city', 1);
    t.answer(1, { do: 'milestone', id: 'mayor' });
    t.set((s) => {
      s.tiles['20'] = { kind: 'greenery', owner: 2 };
      s.tiles['22'] = { kind: 'greenery', owner: 2 };
      s.tiles['24'] = { kind: 'greenery', owner: 2 };
      s.players[2].res.mc = 20;
    });
    t.answer(1, { do: 'end' });
    expect(t.offers({ do: 'milestone', id: 'gardener' }, 2)).toBe(false);
    expect(seatSheet(t.s, 0).milestones).toBe(10);
  });

  test('[TM-16] awards cost 8, 14, 20; 3 at most; no lead needed', () => {
    const t = T();
    t.act({ do: 'award', id: 'banker' }).act({ do: 'award', id: 'miner' });
    t.pass(1);
    t.act({ do: 'award', id: 'landlord' });
    expect(t.p.res.mc).toBe(100 - 8 - 14 - 20);
    expect(t.choices().some((c) => (c as { do: string }).do === 'award')).toBe(false);
  });

  test('[TM-16] award VP: 5 first, 2 second; tied firsts all 5 and no second; tied seconds all 2; 2 players: first only', () => {
    const t = T({ seats: 4 });
    t.set((s) => {
      s.awards = [{ id: 'banker', seat: 0 }];
      [5, 3, 3, 1].forEach((n, i) => (s.players[i].prod.mc = n));
    });
    expect(awardVp(t.s, 'banker')).toEqual([5, 2, 2, 0]);
    t.set((s) => [5, 5, 3, 1].forEach((n, i) => (s.players[i].prod.mc = n)));
    expect(awardVp(t.s, 'banker')).toEqual([5, 5, 0, 0]);
    const two = T().set((s) => {
      s.players[0].prod.mc = 1;
      s.players[1].prod.mc = 3;
    });
    expect(awardVp(two.s, 'banker')).toEqual([0, 5]);
  });
});
