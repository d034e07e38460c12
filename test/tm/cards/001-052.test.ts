/**
 * Cards 001-052, each against its printed card: the requirement boundary,
 * the cost, every effect, action and trigger with the resulting numbers, VP.
 * Seat 0 starts each test with 100 M€, TR 20, nothing else.
 */
import { T, played, playable, vp } from './kit';

describe('001 Colonizer Training Camp', () => {
  test('oxygen 5% or less; 2 VP', () => {
    expect(playable('001', (t) => t.globals({ oxygen: 6 }))).toBe(false);
    expect(playable('001', (t) => t.globals({ oxygen: 5 }))).toBe(true);
    const t = played(T().globals({ oxygen: 5 }), '001');
    expect([t.p.res.mc, vp(t, '001')]).toEqual([92, 2]);
  });
});

describe('002 Asteroid Mining Consortium', () => {
  test('needs your titanium production; any titanium production −1, yours +1; 1 VP', () => {
    expect(playable('002')).toBe(false);
    expect(playable('002', (t) => t.prod(0, { titanium: 1 }))).toBe(true);
    const t = T().prod(0, { titanium: 1 }).prod(1, { titanium: 2 });
    played(t, '002');
    expect(t.asking()).toBe('target');
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 1);
    expect([t.p.prod.titanium, t.player(1).prod.titanium, t.p.res.mc, vp(t, '002')]).toEqual([2, 1, 87, 1]);
  });
});

describe('003 Deep Well Heating', () => {
  test('energy production +1, temperature +1 step', () => {
    const t = played(T(), '003');
    expect([t.p.prod.energy, t.s.temperature, t.p.tr, t.p.res.mc]).toEqual([1, -28, 21, 87]);
  });
});

describe('004 Cloud Seeding', () => {
  test('3 oceans; M€ production −1, any heat production −1, plant production +2', () => {
    expect(playable('004', (t) => t.globals({ oceans: 2 }).prod(1, { heat: 1 }))).toBe(false);
    // Somebody must have heat production to lose.
    expect(playable('004', (t) => t.globals({ oceans: 3 }))).toBe(false);
    expect(playable('004', (t) => t.globals({ oceans: 3 }).prod(1, { heat: 1 }))).toBe(true);
    const t = played(T().globals({ oceans: 3 }).prod(1, { heat: 1 }), '004');
    expect([t.p.prod.mc, t.p.prod.plants, t.player(1).prod.heat, t.p.res.mc]).toEqual([-1, 2, 0, 89]);
  });
});

describe('005 Search For Life', () => {
  test('oxygen 6% or less; action: 1 M€, reveal the top card, a microbe tag adds a science resource; 3 VP with one', () => {
    expect(playable('005', (t) => t.globals({ oxygen: 7 }))).toBe(false);
    const t = played(T().globals({ oxygen: 6 }), '005');
    expect(vp(t, '005')).toBe(0);
    t.move(0, { do: 'end' }).valueOf();
    t.set((s) => (s.script = ['047']));
    t.move(1, { do: 'pass' });
    t.act({ do: 'act', card: '005' });
    expect([t.played(0, '005')!.res, t.p.res.mc, t.s.discard.includes('047')]).toEqual([0, 96, true]);
    expect(t.events.some((e) => e.type === 'reveal' && (e.data as { card: string }).card === '047')).toBe(true);
    t.set((s) => (s.script = ['049']));
    t.act({ do: 'end' });
    expect(t.offers({ do: 'act', card: '005' })).toBe(false);
    t.set((s) => s.players[0].used.splice(0));
    t.act({ do: 'act', card: '005' });
    expect([t.played(0, '005')!.res, t.p.res.mc, vp(t, '005')]).toEqual([1, 95, 3]);
  });
});

describe("006 Inventors' Guild", () => {
  test('action: look at the top card and buy it for 3 M€ or discard it; no cancel after the look', () => {
    const t = played(T(), '006');
    t.act({ do: 'end' }).pass(1);
    t.set((s) => (s.script = ['047']));
    t.act({ do: 'act', card: '006' });
    expect(t.asking()).toBe('buy-looked');
    expect(t.choices()).toEqual(['buy', 'discard']);
    t.move(0, 'buy');
    expect([t.p.hand.includes('047'), t.p.res.mc]).toEqual([true, 88]);
    t.set((s) => {
      s.players[0].used = [];
      s.script = ['048'];
    });
    t.act({ do: 'act', card: '006' }, 'discard');
    expect([t.p.hand.includes('048'), t.s.discard.includes('048'), t.p.res.mc]).toEqual([false, true, 88]);
  });
});

describe('007 Martian Rails', () => {
  test('action: spend 1 energy, 1 M€ per city on Mars (off-map cities do not count)', () => {
    const t = played(T(), '007').res(0, { energy: 1 }).tile('10', 'city', 1).tile('20', 'city', 'neutral').tile('01', 'city', 1);
    t.act({ do: 'act', card: '007' });
    expect([t.p.res.energy, t.p.res.mc]).toEqual([0, 87 + 2]);
    expect(t.offers({ do: 'act', card: '007' })).toBe(false);
  });
});

describe('008 Capital', () => {
  test('4 oceans, energy production 2; M€ production +5, a city; 1 VP per adjacent ocean', () => {
    expect(playable('008', (t) => t.globals({ oceans: 3 }).prod(0, { energy: 2 }))).toBe(false);
    expect(playable('008', (t) => t.globals({ oceans: 4 }).prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().globals({ oceans: 4 }).prod(0, { energy: 2 }), '008', '52');
    expect([t.p.prod.energy, t.p.prod.mc, t.s.tiles['52']]).toEqual([0, 5, { kind: 'city', owner: 0, card: '008' }]);
    // 52 touches the oceans on 44 and 45: 4 M€ and 2 VP.
    expect([t.p.res.mc, vp(t, '008')]).toEqual([100 - 26 + 4, 2]);
  });
});

describe('009 Asteroid', () => {
  test('temperature +1 step, +2 titanium, remove up to 3 plants from any player', () => {
    const t = played(T().res(1, { plants: 5 }), '009');
    expect(t.choices()).toEqual([1, 'none', 'cancel']);
    t.move(0, 1);
    expect([t.s.temperature, t.p.tr, t.p.res.titanium, t.player(1).res.plants, t.p.res.mc]).toEqual([-28, 21, 2, 2, 86]);
    expect(t.p.events).toEqual(['009']);
  });
});

describe('010 Comet', () => {
  test('temperature +1 step, an ocean, remove up to 3 plants', () => {
    const t = played(T().res(1, { plants: 2 }), '010', '07', 1);
    expect([t.s.temperature, t.s.oceans, t.p.tr, t.player(1).res.plants, t.p.res.mc]).toEqual([-28, 1, 22, 0, 79]);
  });
});

describe('011 Big Asteroid', () => {
  test('temperature +2 steps, +4 titanium, remove up to 4 plants', () => {
    const t = played(T().res(1, { plants: 9 }), '011', 1);
    expect([t.s.temperature, t.p.tr, t.p.res.titanium, t.player(1).res.plants, t.p.res.mc]).toEqual([-26, 22, 4, 5, 73]);
  });
});

describe('012 Water Import From Europa', () => {
  test('action: 12 M€ (titanium may pay) for an ocean; 1 VP per jovian tag', () => {
    const t = played(T().res(0, { titanium: 2 }), '012', { steel: 0, titanium: 0, heat: 0 });
    expect(t.p.res.mc).toBe(75);
    t.act({ do: 'end' }).pass(1);
    t.act({ do: 'act', card: '012' });
    expect(t.asking()).toBe('pay');
    expect(t.choices()).toEqual([{ steel: 0, titanium: 0, heat: 0 }, { steel: 0, titanium: 1, heat: 0 }, { steel: 0, titanium: 2, heat: 0 }, 'cancel']);
    t.move(0, { steel: 0, titanium: 2, heat: 0 }).valueOf();
    t.move(0, '07');
    expect([t.p.res.mc, t.p.res.titanium, t.s.oceans, t.p.tr]).toEqual([69, 0, 1, 21]);
    t.inPlay(0, '040');
    expect(vp(t, '012')).toBe(2);
  });

  test('not offered with 9 oceans', () => {
    const t = played(T().globals({ oceans: 9 }), '012');
    expect(t.offers({ do: 'act', card: '012' })).toBe(false);
  });
});

describe('013 Space Elevator', () => {
  test('titanium production +1; action: 1 steel for 5 M€; 2 VP', () => {
    const t = played(T(), '013');
    expect([t.p.prod.titanium, t.p.res.mc, vp(t, '013')]).toEqual([1, 73, 2]);
    expect(t.offers({ do: 'act', card: '013' })).toBe(false);
    t.res(0, { steel: 1 }).act({ do: 'act', card: '013' });
    expect([t.p.res.steel, t.p.res.mc]).toEqual([0, 78]);
  });
});

describe('014 Development Center', () => {
  test('action: 1 energy to draw a card', () => {
    const t = played(T().res(0, { energy: 1 }), '014');
    t.set((s) => (s.script = ['047']));
    t.act({ do: 'act', card: '014' });
    expect([t.p.res.energy, t.p.hand]).toEqual([0, ['047']]);
  });
});

describe('015 Equatorial Magnetizer', () => {
  test('action: energy production −1 for TR +1; not without energy production', () => {
    const t = played(T(), '015');
    expect(t.offers({ do: 'act', card: '015' })).toBe(false);
    t.prod(0, { energy: 1 }).act({ do: 'act', card: '015' });
    expect([t.p.prod.energy, t.p.tr]).toEqual([0, 21]);
  });
});

describe('016 Domed Crater', () => {
  test('oxygen 7% or less, energy production; +3 plants, a city, energy −1, M€ +3; 1 VP', () => {
    expect(playable('016', (t) => t.globals({ oxygen: 8 }).prod(0, { energy: 1 }))).toBe(false);
    expect(playable('016', (t) => t.globals({ oxygen: 7 }))).toBe(false);
    const t = played(T().globals({ oxygen: 7 }).prod(0, { energy: 1 }), '016', '10');
    expect([t.p.res.plants, t.s.tiles['10'].kind, t.p.prod.energy, t.p.prod.mc, t.p.res.mc, vp(t, '016')]).toEqual([3, 'city', 0, 3, 76, 1]);
  });
});

describe('017 Noctis City', () => {
  test("energy −1, M€ +3, a city on Noctis City's space only", () => {
    const t = played(T().prod(0, { energy: 1 }), '017');
    expect(t.choices()).toEqual(['31', 'cancel']);
    t.move(0, '31');
    // 31 has 2 plants.
    expect([t.s.tiles['31'].kind, t.p.prod.mc, t.p.prod.energy, t.p.res.plants, t.p.res.mc]).toEqual(['city', 3, 0, 2, 82]);
  });
});

describe('018 Methane From Titan', () => {
  test('oxygen 2%; heat and plant production +2; 2 VP', () => {
    expect(playable('018', (t) => t.globals({ oxygen: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 2 }), '018');
    expect([t.p.prod.heat, t.p.prod.plants, t.p.res.mc, vp(t, '018')]).toEqual([2, 2, 72, 2]);
  });
});

describe('019 Imported Hydrogen', () => {
  test('3 plants, or 3 microbes or 2 animals to another card; an ocean', () => {
    const t = played(T().inPlay(0, '049').inPlay(0, '052'), '019');
    expect(t.choices()).toEqual([0, 1, 2, 'cancel']);
    t.move(0, 1);
    t.move(0, '07');
    expect([t.played(0, '049')!.res, t.played(0, '052')!.res, t.p.res.plants, t.s.oceans, t.p.res.mc]).toEqual([3, 0, 0, 1, 84]);
    const u = played(T(), '019', 0, '07');
    expect(u.p.res.plants).toBe(3);
  });
});

describe('020 Research Outpost', () => {
  test('a city next to no other tile; then every card costs 1 M€ less', () => {
    const t = T().tile('10', 'greenery', 1).hand(0, '020').play('020');
    expect(t.choices().includes('10') || t.choices().includes('09') || t.choices().includes('16')).toBe(false);
    t.move(0, '12');
    expect(t.p.res.mc).toBe(82);
    t.hand(0, '048').play('048');
    expect(t.p.res.mc).toBe(82 - 8);
  });
});

describe('021 Phobos Space Haven', () => {
  test('titanium production +1, a city on Phobos Space Haven (off-map); 3 VP', () => {
    const t = played(T(), '021');
    expect(t.choices()).toEqual(['02', 'cancel']);
    t.move(0, '02');
    expect([t.p.prod.titanium, t.s.tiles['02'].kind, t.p.res.mc, vp(t, '021')]).toEqual([1, 'city', 75, 3]);
  });
});

describe('022 Black Polar Dust', () => {
  test('an ocean, M€ production −2 (not below −5), heat production +3', () => {
    expect(playable('022', (t) => t.prod(0, { mc: -4 }))).toBe(false);
    const t = played(T().prod(0, { mc: -3 }), '022', '07');
    expect([t.p.prod.mc, t.p.prod.heat, t.s.oceans, t.p.tr, t.p.res.mc]).toEqual([-5, 3, 1, 21, 85]);
  });
});

describe('023 Arctic Algae', () => {
  test('−12 °C or colder; +1 plant; whenever anyone places an ocean, +2 plants', () => {
    expect(playable('023', (t) => t.globals({ temperature: -10 }))).toBe(false);
    const t = played(T().globals({ temperature: -12 }), '023');
    expect(t.p.res.plants).toBe(1);
    t.act({ do: 'end' });
    t.res(1, { mc: 50 }).hand(1, '127');
    t.move(1, { do: 'play', card: '127' });
    t.move(1, '07');
    expect(t.p.res.plants).toBe(3);
  });
});

describe('024 Predators', () => {
  test('oxygen 11%; action: move 1 animal from any card here; 1 VP each; not from Pets or Protected Habitats', () => {
    expect(playable('024', (t) => t.globals({ oxygen: 10 }))).toBe(false);
    const t = played(T().globals({ oxygen: 11 }).inPlay(1, '052', 2).inPlay(1, '172', 3), '024');
    t.act({ do: 'end' }).pass(1);
    // Pets' animals cannot be taken: 052 is the only card, so no question.
    t.act({ do: 'act', card: '024' });
    expect([t.played(0, '024')!.res, t.played(1, '052')!.res, vp(t, '024')]).toEqual([1, 1, 1]);
    t.inPlay(1, '173').set((s) => (s.players[0].used = []));
    expect(t.offers({ do: 'act', card: '024' })).toBe(false);
  });
});

describe('025 Space Station', () => {
  test('space cards cost 2 M€ less; 1 VP', () => {
    const t = played(T(), '025');
    played(t, '009');
    expect([t.p.res.mc, vp(t, '025')]).toEqual([100 - 10 - 12, 1]);
  });
});

describe('026 Eos Chasma National Park', () => {
  test('−12 °C or warmer; an animal to an animal card, +3 plants, M€ production +2; 1 VP', () => {
    expect(playable('026', (t) => t.globals({ temperature: -14 }))).toBe(false);
    const t = played(T().globals({ temperature: -12 }).inPlay(0, '052'), '026');
    expect([t.played(0, '052')!.res, t.p.res.plants, t.p.prod.mc, t.p.res.mc, vp(t, '026')]).toEqual([1, 3, 2, 84, 1]);
  });
});

describe('027 Interstellar Colony Ship', () => {
  test('5 science tags; 4 VP', () => {
    const sci = (t: ReturnType<typeof T>, n: number) => ['073', '153', '071', '014', '091'].slice(0, n).forEach((c) => t.inPlay(0, c));
    expect(playable('027', (t) => sci(t, 4))).toBe(false);
    const t = T();
    sci(t, 5);
    played(t, '027');
    expect([t.p.res.mc, vp(t, '027')]).toEqual([76, 4]);
  });
});

describe('028 Security Fleet', () => {
  test('action: 1 titanium for a fighter; 1 VP per fighter', () => {
    const t = played(T().res(0, { titanium: 1 }), '028', { steel: 0, titanium: 0, heat: 0 });
    t.act({ do: 'act', card: '028' });
    expect([t.p.res.titanium, t.played(0, '028')!.res, vp(t, '028')]).toEqual([0, 1, 1]);
  });
});

describe('029 Cupola City', () => {
  test('oxygen 9% or less; energy −1, M€ +3, a city', () => {
    expect(playable('029', (t) => t.globals({ oxygen: 10 }).prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 9 }).prod(0, { energy: 1 }), '029', '10');
    expect([t.p.prod.energy, t.p.prod.mc, t.s.tiles['10'].kind, t.p.res.mc]).toEqual([0, 3, 'city', 84]);
  });
});

describe('030 Lunar Beam', () => {
  test('M€ production −2, heat and energy production +2', () => {
    const t = played(T(), '030');
    expect([t.p.prod.mc, t.p.prod.heat, t.p.prod.energy, t.p.res.mc]).toEqual([-2, 2, 2, 87]);
  });
});

describe('031 Optimal Aerobraking', () => {
  test('when you play a space event: +3 M€, +3 heat (not for other cards)', () => {
    const t = played(T(), '031');
    played(t, '009');
    expect([t.p.res.mc, t.p.res.heat]).toEqual([100 - 7 - 14 + 3, 3]);
    t.res(1, { mc: 50 }).hand(1, '040').move(1, { do: 'play', card: '040' });
    expect(t.p.res.heat).toBe(3);
  });
});

describe('032 Underground City', () => {
  test('energy −2, steel +2, a city', () => {
    expect(playable('032', (t) => t.prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().prod(0, { energy: 2 }), '032', '10');
    expect([t.p.prod.energy, t.p.prod.steel, t.s.tiles['10'].kind]).toEqual([0, 2, 'city']);
  });
});

describe('033 Regolith Eaters', () => {
  test('action: a microbe here, or 2 microbes here for oxygen +1', () => {
    const t = played(T(), '033');
    t.act({ do: 'act', card: '033' });
    expect(t.played(0, '033')!.res).toBe(1);
    t.pass(1);
    t.set((s) => (s.players[0].used = [])).set((s) => (s.players[0].played.find((c) => c.id === '033')!.res = 2));
    t.act({ do: 'act', card: '033' });
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 1);
    expect([t.played(0, '033')!.res, t.s.oxygen, t.p.tr]).toEqual([0, 1, 21]);
  });
});

describe('034 GHG Producing Bacteria', () => {
  test('oxygen 4%; action: a microbe here, or 2 for temperature +1', () => {
    expect(playable('034', (t) => t.globals({ oxygen: 3 }))).toBe(false);
    const t = played(T().globals({ oxygen: 4 }), '034');
    t.set((s) => (s.players[0].played.find((c) => c.id === '034')!.res = 2));
    t.act({ do: 'act', card: '034' }, 1);
    expect([t.played(0, '034')!.res, t.s.temperature, t.p.tr]).toEqual([0, -28, 21]);
  });
});

describe('035 Ants', () => {
  test('oxygen 4%; action: move a microbe from any card here; 1 VP per 2', () => {
    expect(playable('035', (t) => t.globals({ oxygen: 3 }))).toBe(false);
    const t = played(T().globals({ oxygen: 4 }).inPlay(1, '049', 1), '035');
    t.act({ do: 'act', card: '035' });
    expect([t.played(0, '035')!.res, t.played(1, '049')!.res]).toEqual([1, 0]);
    t.set((s) => (s.players[0].played.find((c) => c.id === '035')!.res = 5));
    expect(vp(t, '035')).toBe(2);
  });
});

describe('036 Release of Inert Gases', () => {
  test('TR +2', () => {
    const t = played(T(), '036');
    expect([t.p.tr, t.p.res.mc]).toEqual([22, 86]);
  });
});

describe('037 Nitrogen-Rich Asteroid', () => {
  test('TR +2, temperature +1 step, plant production +1 (+4 with 3 plant tags)', () => {
    const t = played(T(), '037');
    expect([t.p.tr, t.s.temperature, t.p.prod.plants, t.p.res.mc]).toEqual([23, -28, 1, 69]);
    const u = T().inPlay(0, '047').inPlay(0, '048').inPlay(0, '087');
    played(u, '037');
    expect(u.p.prod.plants).toBe(4);
  });
});

describe('038 Rover Construction', () => {
  test('when any city is placed: +2 M€; 1 VP', () => {
    const t = played(T(), '038');
    t.act({ do: 'end' });
    t.res(1, { mc: 50 }).move(1, { do: 'sp', sp: 'city' });
    t.move(1, '10');
    expect([t.p.res.mc, vp(t, '038')]).toEqual([92 + 2, 1]);
  });
});

describe('039 Deimos Down', () => {
  test('temperature +3 steps, +4 steel, remove up to 8 plants', () => {
    const t = played(T().res(1, { plants: 10 }), '039', 1);
    expect([t.s.temperature, t.p.tr, t.p.res.steel, t.player(1).res.plants, t.p.res.mc]).toEqual([-24, 23, 4, 2, 69]);
    // −24 °C: heat production +1 for the raiser.
    expect(t.p.prod.heat).toBe(1);
  });
});

describe('040 Asteroid Mining', () => {
  test('titanium production +2; 2 VP', () => {
    const t = played(T(), '040');
    expect([t.p.prod.titanium, t.p.res.mc, vp(t, '040')]).toEqual([2, 70, 2]);
  });
});

describe('041 Food Factory', () => {
  test('plant production −1 (needed), M€ production +4; 1 VP', () => {
    expect(playable('041')).toBe(false);
    const t = played(T().prod(0, { plants: 1 }), '041');
    expect([t.p.prod.plants, t.p.prod.mc, vp(t, '041')]).toEqual([0, 4, 1]);
  });
});

describe('042 ArchaeBacteria', () => {
  test('−18 °C or colder; plant production +1', () => {
    expect(playable('042', (t) => t.globals({ temperature: -16 }))).toBe(false);
    const t = played(T().globals({ temperature: -18 }), '042');
    expect([t.p.prod.plants, t.p.res.mc]).toEqual([1, 94]);
  });
});

describe('043 Carbonate Processing', () => {
  test('energy production −1, heat production +3', () => {
    expect(playable('043')).toBe(false);
    const t = played(T().prod(0, { energy: 1 }), '043');
    expect([t.p.prod.energy, t.p.prod.heat]).toEqual([0, 3]);
  });
});

describe('044 Natural Preserve', () => {
  test('oxygen 4% or less; a special tile next to no tile; M€ production +1; 1 VP', () => {
    expect(playable('044', (t) => t.globals({ oxygen: 5 }))).toBe(false);
    const t = T().tile('11', 'city', 1).hand(0, '044').play('044');
    expect(t.choices().includes('10')).toBe(false);
    t.move(0, '16');
    expect([t.s.tiles['16'], t.p.prod.mc, vp(t, '044')]).toEqual([{ kind: 'special', owner: 0, card: '044' }, 1, 1]);
  });
});

describe('045 Nuclear Power', () => {
  test('M€ production −2, energy production +3', () => {
    const t = played(T(), '045');
    expect([t.p.prod.mc, t.p.prod.energy]).toEqual([-2, 3]);
  });
});

describe('046 Lightning Harvest', () => {
  test('3 science tags; energy and M€ production +1; 1 VP', () => {
    expect(playable('046', (t) => t.inPlay(0, '073').inPlay(0, '153'))).toBe(false);
    const t = T().inPlay(0, '073').inPlay(0, '153').inPlay(0, '071');
    played(t, '046');
    expect([t.p.prod.energy, t.p.prod.mc, vp(t, '046')]).toEqual([1, 1, 1]);
  });
});

describe('047 Algae', () => {
  test('5 oceans; plant production +2, +1 plant', () => {
    expect(playable('047', (t) => t.globals({ oceans: 4 }))).toBe(false);
    const t = T().globals({ oceans: 4 }).hand(0, '047');
    expect(t.refused(0, { do: 'play', card: '047' })).toBe('ILLEGAL_MOVE: Algae needs 5 oceans; there are 4');
    played(t.globals({ oceans: 5 }), '047');
    expect([t.p.prod.plants, t.p.res.plants, t.p.res.mc]).toEqual([2, 1, 90]);
  });
});

describe('048 Adapted Lichen', () => {
  test('plant production +1', () => {
    const t = played(T(), '048');
    expect([t.p.prod.plants, t.p.res.mc]).toEqual([1, 91]);
  });
});

describe('049 Tardigrades', () => {
  test('action: a microbe here; 1 VP per 4', () => {
    const t = played(T(), '049');
    t.act({ do: 'act', card: '049' });
    expect(t.played(0, '049')!.res).toBe(1);
    t.set((s) => (s.players[0].played[0].res = 7));
    expect(vp(t, '049')).toBe(1);
  });
});

describe('050 Virus', () => {
  test('remove up to 2 animals from any card, or up to 5 plants from any player', () => {
    const t = played(T().inPlay(1, '052', 3).res(1, { plants: 7 }), '050');
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 0);
    expect(t.choices()).toEqual(['052', 'none', 'cancel']);
    t.move(0, '052');
    expect([t.played(1, '052')!.res, t.player(1).res.plants, t.p.res.mc]).toEqual([1, 7, 99]);
    const u = played(T().res(1, { plants: 7 }), '050', 1, 1);
    expect(u.player(1).res.plants).toBe(2);
  });
});

describe('051 Miranda Resort', () => {
  test('M€ production +1 per earth tag you have; 1 VP', () => {
    const t = T().inPlay(0, '068').inPlay(0, '106').inPlay(1, '082');
    played(t, '051');
    expect([t.p.prod.mc, vp(t, '051')]).toEqual([2, 1]);
  });
});

describe('052 Fish', () => {
  test('+2 °C; any plant production −1; action: an animal here; 1 VP each', () => {
    expect(playable('052', (t) => t.globals({ temperature: 0 }).prod(1, { plants: 1 }))).toBe(false);
    expect(playable('052', (t) => t.globals({ temperature: 2 }))).toBe(false);
    const t = played(T().globals({ temperature: 2 }).prod(1, { plants: 1 }), '052');
    expect(t.player(1).prod.plants).toBe(0);
    t.act({ do: 'act', card: '052' });
    expect([t.played(0, '052')!.res, vp(t, '052')]).toEqual([1, 1]);
  });
});
