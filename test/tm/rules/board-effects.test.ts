/**
 * Rules TM-17 … TM-31: parameters and TR, tiles and placement, resources
 * and production, triggers, discounts, requirement allowances.
 */
import { legalSpaces } from '../../../server/src/games/tm/board/placement';
import { seatSheet } from '../../../server/src/games/tm/scoring';
import { T, played, playable } from '../cards/kit';
import { Table } from '../helpers';

describe('global parameters', () => {
  test('[TM-17] heat production at −24 and −20 °C; an ocean at 0 °C with its TR', () => {
    const t = T().globals({ temperature: -26 }).res(0, { heat: 16 });
    t.act({ do: 'heat' });
    expect([t.s.temperature, t.p.prod.heat, t.p.tr]).toEqual([-24, 1, 21]);
    t.globals({ temperature: -22 }).act({ do: 'heat' });
    expect([t.s.temperature, t.p.prod.heat]).toEqual([-20, 2]);
    const u = T().globals({ temperature: -2 }).res(0, { heat: 8 });
    u.act({ do: 'heat' });
    expect(u.asking()).toBe('space');
    u.move(0, '07');
    expect([u.s.temperature, u.s.oceans, u.p.tr]).toEqual([0, 1, 22]);
  });

  test('[TM-18] oxygen reaching 8% raises the temperature one step (its TR and bonuses too)', () => {
    const t = T().globals({ oxygen: 7, temperature: -26 }).res(0, { plants: 8 });
    t.act({ do: 'plants' }, '10');
    expect([t.s.oxygen, t.s.temperature, t.p.tr, t.p.prod.heat]).toEqual([8, -24, 22, 1]);
  });

  test('[TM-19] 9 oceans at most; each gives its placer 1 TR; more come to nothing', () => {
    const t = played(T().globals({ oceans: 8 }), '078', '07');
    expect([t.s.oceans, t.p.tr, t.asking()]).toEqual([9, 21, 'action']);
    expect(t.offers({ do: 'sp', sp: 'aquifer' })).toBe(false);
    expect(Object.values(t.s.tiles).filter((x) => x.kind === 'ocean' && x.owner === null)).toHaveLength(9);
  });

  test('[TM-20] a multi-step raise goes step by step; steps past the maximum do nothing', () => {
    const t = played(T().globals({ temperature: 6 }), '011');
    expect([t.s.temperature, t.p.tr]).toEqual([8, 21]);
    const u = played(T().globals({ oxygen: 13 }).prod(0, { energy: 2 }), '138');
    expect([u.s.oxygen, u.p.tr]).toEqual([14, 21]);
    const w = played(T().globals({ temperature: -26 }), '039');
    expect([w.s.temperature, w.p.prod.heat, w.p.tr]).toEqual([-20, 2, 23]);
  });
});

describe('tiles', () => {
  test('[TM-21] the space bonus and 2 M€ per adjacent ocean: a city next to two oceans gets 4 M€; an ocean next to oceans too', () => {
    const t = T().globals({ oceans: 3 });
    t.act({ do: 'sp', sp: 'city' }, '52');
    expect(t.p.res.mc).toBe(100 - 25 + 4);
    t.act({ do: 'sp', sp: 'aquifer' }, '43');
    // 43: 1 plant, next to the ocean on 44.
    expect([t.p.res.mc, t.p.res.plants]).toEqual([79 - 18 + 2, 1]);
    const u = T().set((s) => (s.script = ['047', '048']));
    u.act({ do: 'sp', sp: 'aquifer' }, '13');
    expect(u.p.hand).toEqual(['047', '048']);
  });

  test('[TM-22] a greenery goes next to one of your tiles if possible, otherwise anywhere on land; never on a reserved space', () => {
    const t = T().res(0, { plants: 16 });
    t.act({ do: 'plants' });
    expect(t.choices().length).toBe(48 + 1);
    expect(t.choices().includes('31')).toBe(false);
    t.answer(0, '10').act({ do: 'plants' });
    expect(t.choices()).toEqual(['05', '09', '11', '16', '17', 'cancel']);
  });

  test('[TM-23] a city never next to another city nor on a reserved space', () => {
    const t = T().tile('10', 'city', 1);
    t.act({ do: 'sp', sp: 'city' });
    const c = t.choices();
    for (const x of ['04', '05', '09', '11', '16', '17', '31', '07']) expect([x, c.includes(x)]).toEqual([x, false]);
    expect(c.includes('12')).toBe(true);
  });

  test('[TM-24] every special placement rule', () => {
    const t = T().tile('10', 'city', 1).tile('17', 'greenery', 0).tile('12', 'city', 0);
    const s = t.s;
    expect(legalSpaces(s, 0, 'city', ['reserved:noctis'])).toEqual(['31']);
    expect(legalSpaces(s, 0, 'special', ['volcanic'])).toEqual(['09', '14', '21', '29']);
    expect(legalSpaces(s, 0, 'special', ['oceanSpace'])).toEqual(['04', '06', '07', '13', '28', '32', '33', '34', '43', '44', '45', '63']);
    expect(legalSpaces(s, 0, 'ocean', ['land']).length).toBe(48 - 3);
    expect(legalSpaces(s, 0, 'city', ['isolated']).includes('11')).toBe(false);
    expect(legalSpaces(s, 0, 'city', ['isolated']).includes('14')).toBe(true);
    expect(legalSpaces(s, 0, 'city', ['nextToCities:2'])).toEqual(['11']);
    expect(legalSpaces(s, 0, 'special', ['nextToCity'])).toEqual(['05', '09', '11', '16', '18', '19']);
    expect(legalSpaces(s, 0, 'special', ['nextToGreenery'])).toEqual(['11', '16', '18', '24', '25']);
    expect(legalSpaces(s, 0, 'special', ['bonusSpace:steel|titanium', 'nextToOwn'])).toEqual([]);
    expect(legalSpaces(s, 1, 'special', ['bonusSpace:steel|titanium', 'nextToOwn'])).toEqual(['09']);
    expect(legalSpaces(s, 0, 'city', ['offMap:01'])).toEqual(['01']);
    expect(legalSpaces(s, 0, 'city', ['offMap:02'])).toEqual(['02']);
  });

  test("[TM-25] oceans are nobody's; neutral tiles count as cities and greeneries for everyone; Land Claim keeps a space", () => {
    const t = T().tile('10', 'city', 'neutral').tile('18', 'greenery', 'neutral');
    t.act({ do: 'sp', sp: 'aquifer' }, '07');
    expect(t.s.tiles['07'].owner).toBe(null);
    t.act({ do: 'sp', sp: 'city' });
    expect(t.choices().includes('11')).toBe(false);
    t.move(0, '12');
    const sheet = () => seatSheet(t.s, 0);
    expect(sheet().cities).toBe(1);
    const u = played(T(), '066', '20');
    u.act({ do: 'end' }).res(1, { mc: 50 }).answer(1, { do: 'sp', sp: 'city' });
    expect(u.choices(1).includes('20')).toBe(false);
  });
});

describe('resources and production', () => {
  test('[TM-26] nothing below 0 but M€ production down to −5; an any-player decrease needs someone who has it, you included', () => {
    expect(playable('125', (t) => t.prod(0, { energy: 1 }).prod(1, { mc: -4 }).prod(0, { mc: -4 }))).toBe(false);
    expect(playable('125', (t) => t.prod(0, { energy: 1 }).prod(1, { mc: -3 }).prod(0, { mc: -4 }))).toBe(true);
    expect(playable('201')).toBe(false);
    expect(playable('201', (t) => t.prod(0, { energy: 1 }))).toBe(true);
    const u = T().prod(0, { plants: 1 });
    played(u.globals({ temperature: 2 }), '052');
    expect(u.p.prod.plants).toBe(0);
  });

  test('[TM-27] "up to" removals are optional and may target anyone; Protected Habitats shields its owner from others', () => {
    const t = played(T().res(0, { plants: 2 }).res(1, { plants: 2 }), '009');
    expect(t.choices()).toEqual([0, 1, 'none', 'cancel']);
    t.move(0, 'none');
    expect([t.p.res.plants, t.player(1).res.plants]).toEqual([2, 2]);
    const u = T().res(0, { plants: 2 }).res(1, { plants: 2 }).inPlay(1, '173');
    played(u, '009');
    expect(u.choices()).toEqual([0, 'none', 'cancel']);
  });

  test('[TM-28] resources only on cards that hold that kind; "add to another card" is lost without one', () => {
    const t = played(T().inPlay(0, '033'), '163');
    expect(t.played(0, '033')!.res).toBe(3);
    const u = played(T(), '163');
    expect([u.p.played, u.p.res.plants]).toEqual([[], 4]);
  });
});

describe('effects', () => {
  test('[TM-29] a card with two matching tags triggers twice (Research with Mars University and Olympus Conference); the actor orders asking effects', () => {
    const t = T()
      .inPlay(0, '073')
      .inPlay(0, '185', 1)
      .hand(0, '047', '048')
      .set((s) => (s.script = ['001', '002', '003', '004']));
    played(t, '090');
    expect(t.asking()).toBe('order-effects');
    // Research drew 2 cards: no cancel any more.
    expect(t.choices()).toEqual(['073', '185']);
    t.move(0, '185');
    // Olympus Conference: twice (one per science tag).
    t.move(0, 0);
    t.move(0, 0);
    expect(t.played(0, '185')!.res).toBe(3);
    // Mars University, twice.
    expect(t.asking()).toBe('choose');
    t.answer(0, 1).answer(0, '047');
    t.answer(0, 1).answer(0, '048');
    expect([t.p.hand, t.asking()]).toEqual([['001', '002', '003', '004'], 'action']);
  });

  test("[TM-29] effects that ask nothing run in the order the cards were played; other players' effects run too", () => {
    const t = T().inPlay(1, '038').inPlay(0, '038'.replace('038', '172'));
    t.act({ do: 'sp', sp: 'city' }, '10');
    expect([t.player(1).res.mc, t.played(0, '172')!.res]).toEqual([42 + 2, 1]);
  });

  test('[TM-30] discounts stack, never below 0', () => {
    const t = new Table({ corps: ['teractor', 'credicor'] }).res(0, { mc: 100 }).inPlay(0, '105').inPlay(0, '070');
    played(t, '068');
    expect(t.p.res.mc).toBe(100);
    played(t, '111');
    expect(t.p.res.mc).toBe(100);
  });

  test('[TM-31] allowances add up (Adaptation Technology + Inventrix); Special Design is for the next card only', () => {
    const t = new Table({ corps: ['inventrix', 'credicor'] }).res(0, { mc: 100 }).inPlay(0, '153').globals({ oceans: 1 }).hand(0, '047');
    t.act({ do: 'first' });
    expect(t.canPlay('047')).toBe(true);
    t.globals({ oceans: 0 });
    expect(t.canPlay('047')).toBe(false);
    const u = played(T().globals({ oceans: 3 }), '206')
      .hand(0, '047', '122')
      .res(0, { plants: 1 });
    expect(u.canPlay('047')).toBe(true);
    u.globals({ oceans: 2 });
    expect(u.canPlay('122')).toBe(true);
    u.globals({ oceans: 3 }).play('047');
    u.pass(1);
    u.globals({ oceans: 2 });
    expect(u.canPlay('122')).toBe(false);
  });
});
