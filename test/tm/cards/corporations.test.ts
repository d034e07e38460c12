/**
 * The corporations against their printed cards: start, first action,
 * effects. Seat 0 takes the corporation named by the block (and buys no
 * card at setup unless said).
 */
import { Table } from '../helpers';
import { played } from './kit';

const corp = (id: string, buy: string[] = []) => new Table({ corps: [id, 'beginner-corporation'], buy: [buy, []] });

describe('beginner-corporation Beginner Corporation', () => {
  test('42 M€ and all 10 dealt cards free', () => {
    const u = new Table({ corps: ['beginner-corporation', 'credicor'] });
    // The helper puts the Beginner Corporation's 10 cards back; its M€ are untouched by them.
    expect(u.p.res.mc).toBe(42);
    expect(u.events.some((e) => e.type === 'corporation' && (e.data as { bought: number }).bought === 10)).toBe(true);
  });
});

describe('credicor CrediCor', () => {
  test('57 M€; +4 M€ after paying for a card or standard project with a base cost of 20 or more', () => {
    const t = corp('credicor');
    expect(t.p.res.mc).toBe(57);
    t.act({ do: 'sp', sp: 'city' }, '10');
    expect(t.p.res.mc).toBe(57 - 25 + 4);
    played(t, '081', '01');
    expect(t.p.res.mc).toBe(36 - 20 + 4);
    t.pass(1);
    played(t, '102');
    expect(t.p.res.mc).toBe(20 - 18);
  });
});

describe('ecoline Ecoline', () => {
  test('36 M€, 3 plants, plant production 2; a greenery for 7 plants', () => {
    const t = corp('ecoline');
    expect([t.p.res.mc, t.p.res.plants, t.p.prod.plants]).toEqual([36, 3, 2]);
    expect(t.offers({ do: 'plants' })).toBe(false);
    t.res(0, { plants: 7 }).act({ do: 'plants' }, '10');
    expect([t.p.res.plants, t.s.tiles['10'].kind, t.s.oxygen]).toEqual([0, 'greenery', 1]);
  });
});

describe('helion Helion', () => {
  test('42 M€, heat production 3; heat may pay as M€', () => {
    const t = corp('helion');
    expect([t.p.res.mc, t.p.prod.heat]).toEqual([42, 3]);
    t.res(0, { mc: 2, heat: 3 }).hand(0, '056');
    t.play('056');
    expect(t.choices()).toEqual([{ steel: 0, titanium: 0, heat: 2 }, { steel: 0, titanium: 0, heat: 3 }, 'cancel'].slice(0, 2).concat(['cancel']));
    t.move(0, { steel: 0, titanium: 0, heat: 3 });
    expect([t.p.res.mc, t.p.res.heat]).toEqual([1, 0]);
  });
});

describe('interplanetary-cinematics Interplanetary Cinematics', () => {
  test('30 M€, 20 steel; +2 M€ per event you play', () => {
    const t = corp('interplanetary-cinematics');
    expect([t.p.res.mc, t.p.res.steel]).toEqual([30, 20]);
    played(t, '036');
    expect(t.p.res.mc).toBe(30 - 14 + 2);
  });
});

describe('inventrix Inventrix', () => {
  test('45 M€; first action: draw 3; global requirements ±2', () => {
    const t = corp('inventrix');
    expect(t.p.res.mc).toBe(45);
    expect(t.choices()).toEqual([{ do: 'first' }]);
    t.act({ do: 'first' });
    expect(t.p.hand.length).toBe(3);
    t.globals({ oceans: 3 }).hand(0, '047');
    expect(t.canPlay('047')).toBe(true);
  });
});

describe('mining-guild Mining Guild', () => {
  test('30 M€, 5 steel, steel production 1; steel production +1 per tile you place on a steel or titanium bonus', () => {
    const t = corp('mining-guild');
    expect([t.p.res.mc, t.p.res.steel, t.p.prod.steel]).toEqual([30, 5, 1]);
    t.res(0, { mc: 100 }).act({ do: 'sp', sp: 'city' }, '03');
    expect([t.p.prod.steel, t.p.res.steel]).toEqual([2, 7]);
    t.act({ do: 'sp', sp: 'city' }, '17'.replace('17', '12'));
    expect(t.p.prod.steel).toBe(2);
  });
});

describe('phobolog PhoboLog', () => {
  test('23 M€, 10 titanium; titanium worth 4', () => {
    const t = corp('phobolog');
    expect([t.p.res.mc, t.p.res.titanium, t.p.res.mc]).toEqual([23, 10, 23]);
    played(t, '040', { steel: 0, titanium: 8, heat: 0 });
    // 8 × 4 = 32 ≥ 30: no M€ needed; 7 titanium (28) would need 2 M€.
    expect([t.p.res.titanium, t.p.res.mc]).toEqual([2, 23]);
  });
});

describe('tharsis-republic Tharsis Republic', () => {
  test('40 M€; first action: a city; M€ production +1 per city on Mars, +3 M€ per city you place', () => {
    const t = corp('tharsis-republic');
    expect(t.choices()).toEqual([{ do: 'first' }]);
    t.act({ do: 'first' }, '10');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([1, 43]);
    t.act({ do: 'end' });
    t.res(1, { mc: 50 }).move(1, { do: 'sp', sp: 'city' });
    t.move(1, '20');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([2, 43]);
  });
});

describe('thorgate ThorGate', () => {
  test('48 M€, energy production 1; power cards and the Power Plant project cost 3 less', () => {
    const t = corp('thorgate');
    expect([t.p.res.mc, t.p.prod.energy]).toEqual([48, 1]);
    t.act({ do: 'sp', sp: 'power-plant' });
    expect([t.p.res.mc, t.p.prod.energy]).toEqual([40, 2]);
    played(t, '141');
    expect([t.p.res.mc, t.p.prod.energy]).toEqual([39, 3]);
  });
});

describe('united-nations-mars-initiative United Nations Mars Initiative', () => {
  test('40 M€; action: if your TR rose this generation, 3 M€ for TR +1', () => {
    const t = corp('united-nations-mars-initiative');
    expect(t.offers({ do: 'act', card: 'united-nations-mars-initiative' })).toBe(false);
    played(t, '036');
    t.act({ do: 'act', card: 'united-nations-mars-initiative' });
    expect([t.p.tr, t.p.res.mc]).toEqual([23, 40 - 14 - 3]);
  });
});

describe('saturn-systems Saturn Systems', () => {
  test('42 M€, titanium production 1; M€ production +1 per jovian tag anyone plays, its own included', () => {
    const t = corp('saturn-systems');
    expect([t.p.res.mc, t.p.prod.titanium, t.p.prod.mc]).toEqual([42, 1, 1]);
    t.pass(0);
    t.res(1, { mc: 50 }).hand(1, '040').move(1, { do: 'play', card: '040' });
    expect(t.p.prod.mc).toBe(2);
  });
});

describe('teractor Teractor', () => {
  test('60 M€; earth cards cost 3 less', () => {
    const t = corp('teractor');
    expect(t.p.res.mc).toBe(60);
    played(t, '068');
    expect(t.p.res.mc).toBe(57);
  });
});
