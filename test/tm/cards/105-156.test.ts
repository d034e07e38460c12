/**
 * Cards 105-156 against the printed cards (see 001-052.test.ts).
 */
import { T, played, playable, science, vp } from './kit';

describe('105 Earth Office', () => {
  test('earth-tag cards cost 3 M€ less', () => {
    const t = played(T(), '105');
    played(t, '068');
    expect(t.p.res.mc).toBe(100 - 1 - 3);
  });
});

describe('106 Acquired Company', () => {
  test('M€ production +3', () => {
    const t = played(T(), '106');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([3, 90]);
  });
});

describe('107 Media Archives', () => {
  test('+1 M€ per event played by anyone', () => {
    const t = T().event(1, '009').event(1, '010').event(0, '036');
    played(t, '107');
    expect(t.p.res.mc).toBe(100 - 8 + 3);
  });
});

describe('108 Open City', () => {
  test('oxygen 12%; energy −1, M€ +4, +2 plants, a city; 1 VP', () => {
    expect(playable('108', (t) => t.globals({ oxygen: 11 }).prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 12 }).prod(0, { energy: 1 }), '108', '10');
    expect([t.p.prod.energy, t.p.prod.mc, t.p.res.plants, t.s.tiles['10'].kind, t.p.res.mc, vp(t, '108')]).toEqual([0, 4, 2, 'city', 77, 1]);
  });
});

describe('109 Media Group', () => {
  test('after you play an event: +3 M€', () => {
    const t = played(T(), '109');
    played(t, '036');
    expect(t.p.res.mc).toBe(100 - 6 - 14 + 3);
  });
});

describe('110 Business Network', () => {
  test('M€ production −1; action: look at the top card, buy it for 3 M€', () => {
    const t = played(T(), '110');
    t.set((s) => (s.script = ['047']));
    t.act({ do: 'act', card: '110' }, 'buy');
    expect([t.p.prod.mc, t.p.hand, t.p.res.mc]).toEqual([-1, ['047'], 93]);
  });
});

describe('111 Business Contacts', () => {
  test('look at 4, keep 2', () => {
    const t = played(
      T().set((s) => (s.script = ['047', '048', '049', '050'])),
      '111',
    );
    expect(t.prompt()!.pick).toEqual({ from: ['047', '048', '049', '050'], min: 2, max: 2 });
    t.move(0, ['048', '050']);
    expect([t.p.hand, t.s.discard.slice(-2).sort(), t.p.res.mc]).toEqual([['048', '050'], ['047', '049'], 93]);
    t.conserved();
  });
});

describe('112 Bribed Committee', () => {
  test('TR +2; −2 VP', () => {
    const t = played(T(), '112');
    expect([t.p.tr, t.p.res.mc, vp(t, '112')]).toEqual([22, 93, -2]);
  });
});

describe('113 Solar Power', () => {
  test('energy production +1; 1 VP', () => {
    const t = played(T(), '113');
    expect([t.p.prod.energy, vp(t, '113')]).toEqual([1, 1]);
  });
});

describe('114 Breathing Filters', () => {
  test('oxygen 7%; 2 VP', () => {
    expect(playable('114', (t) => t.globals({ oxygen: 6 }))).toBe(false);
    const t = played(T().globals({ oxygen: 7 }), '114');
    expect([t.p.res.mc, vp(t, '114')]).toEqual([89, 2]);
  });
});

describe('115 Artificial Photosynthesis', () => {
  test('plant production +1 or energy production +2', () => {
    const t = played(T(), '115', 1);
    expect([t.p.prod.energy, t.p.prod.plants, t.p.res.mc]).toEqual([2, 0, 88]);
  });
});

describe('116 Artificial Lake', () => {
  test('−6 °C; an ocean on a land space; 1 VP', () => {
    expect(playable('116', (t) => t.globals({ temperature: -8 }))).toBe(false);
    const t = played(T().globals({ temperature: -6 }), '116');
    expect(t.choices().includes('07')).toBe(false);
    t.move(0, '10');
    expect([t.s.tiles['10'].kind, t.s.oceans, t.p.tr, vp(t, '116')]).toEqual(['ocean', 1, 21, 1]);
  });
});

describe('117 Geothermal Power', () => {
  test('energy production +2', () => {
    const t = played(T(), '117');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([2, 89]);
  });
});

describe('118 Farming', () => {
  test('+4 °C; M€ and plant production +2, +2 plants; 2 VP', () => {
    expect(playable('118', (t) => t.globals({ temperature: 2 }))).toBe(false);
    const t = played(T().globals({ temperature: 4 }), '118');
    expect([t.p.prod.mc, t.p.prod.plants, t.p.res.plants, vp(t, '118')]).toEqual([2, 2, 2, 2]);
  });
});

describe('119 Dust Seals', () => {
  test('3 oceans or fewer; 1 VP', () => {
    expect(playable('119', (t) => t.globals({ oceans: 4 }))).toBe(false);
    const t = played(T().globals({ oceans: 3 }), '119');
    expect([t.p.res.mc, vp(t, '119')]).toEqual([98, 1]);
  });
});

describe('120 Urbanized Area', () => {
  test('energy −1, M€ +2, a city next to at least 2 cities', () => {
    expect(playable('120', (t) => t.prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().prod(0, { energy: 1 }).tile('10', 'city', 1).tile('12', 'city', 'neutral'), '120');
    expect(t.choices()).toEqual(['11', 'cancel']);
    t.move(0, '11');
    expect([t.s.tiles['11'].kind, t.p.prod.mc, t.p.prod.energy]).toEqual(['city', 2, 0]);
  });
});

describe('121 Sabotage', () => {
  test('remove up to 3 titanium, or 4 steel, or 7 M€ from any player', () => {
    const t = played(T().res(1, { steel: 9, mc: 5 }), '121', 2, 1);
    expect([t.player(1).res.mc, t.player(1).res.steel, t.p.res.mc]).toEqual([0, 9, 99]);
  });
});

describe('122 Moss', () => {
  test('3 oceans and a plant to lose; plant production +1', () => {
    expect(playable('122', (t) => t.globals({ oceans: 3 }))).toBe(false);
    expect(playable('122', (t) => t.globals({ oceans: 2 }).res(0, { plants: 1 }))).toBe(false);
    const t = played(T().globals({ oceans: 3 }).res(0, { plants: 1 }), '122');
    expect([t.p.res.plants, t.p.prod.plants, t.p.res.mc]).toEqual([0, 1, 96]);
  });
});

describe('123 Industrial Center', () => {
  test('a special tile next to a city; action: 7 M€ for steel production +1', () => {
    expect(playable('123')).toBe(false);
    const t = played(T().tile('10', 'city', 1), '123');
    expect(t.choices()).toEqual(['04', '05', '09', '11', '16', '17', 'cancel'].filter((x) => x !== '04'));
    t.move(0, '11');
    t.act({ do: 'act', card: '123' });
    expect([t.p.prod.steel, t.p.res.mc]).toEqual([1, 100 - 4 - 7]);
  });
});

describe('124 Hired Raiders', () => {
  test('steal up to 2 steel or 3 M€', () => {
    const t = played(T().res(1, { steel: 1, mc: 10 }), '124', 0, 1);
    expect([t.p.res.steel, t.player(1).res.steel, t.p.res.mc]).toEqual([1, 0, 99]);
    const u = played(T().res(1, { mc: 10 }), '124', 1);
    expect(u.choices()).toEqual([1, 'none', 'cancel']);
    u.move(0, 1);
    expect([u.p.res.mc, u.player(1).res.mc]).toEqual([102, 7]);
  });
});

describe('125 Hackers', () => {
  test('energy −1, any M€ production −2, yours +2; −1 VP', () => {
    expect(playable('125')).toBe(false);
    const t = played(T().prod(0, { energy: 1 }), '125', 1);
    expect([t.p.prod.energy, t.p.prod.mc, t.player(1).prod.mc, vp(t, '125')]).toEqual([0, 2, -2, -1]);
  });
});

describe('126 GHG Factories', () => {
  test('energy production −1, heat production +4', () => {
    const t = played(T().prod(0, { energy: 1 }), '126');
    expect([t.p.prod.energy, t.p.prod.heat]).toEqual([0, 4]);
  });
});

describe('127 Subterranean Reservoir', () => {
  test('an ocean', () => {
    const t = played(T(), '127', '07');
    expect([t.s.oceans, t.p.tr, t.p.res.mc]).toEqual([1, 21, 89]);
  });
});

describe('128 Ecological Zone', () => {
  test('a greenery of your own; a tile next to any greenery; an animal per animal or plant tag you play (its own two included); 1 VP per 2', () => {
    expect(playable('128', (t) => t.tile('10', 'greenery', 1))).toBe(false);
    const t = played(T().tile('10', 'greenery', 0), '128', '11');
    expect([t.s.tiles['11'].card, t.played(0, '128')!.res]).toEqual(['128', 2]);
    played(t, '048');
    expect([t.played(0, '128')!.res, vp(t, '128')]).toEqual([3, 1]);
  });
});

describe('129 Zeppelins', () => {
  test('oxygen 5%; M€ production +1 per city on Mars; 1 VP', () => {
    expect(playable('129', (t) => t.globals({ oxygen: 4 }))).toBe(false);
    const t = played(T().globals({ oxygen: 5 }).tile('10', 'city', 1).tile('01', 'city', 1), '129');
    expect([t.p.prod.mc, vp(t, '129')]).toEqual([1, 1]);
  });
});

describe('130 Worms', () => {
  test('oxygen 4%; plant production +1 per 2 microbe tags, this included', () => {
    expect(playable('130', (t) => t.globals({ oxygen: 3 }))).toBe(false);
    const t = played(T().globals({ oxygen: 4 }).inPlay(0, '049'), '130');
    expect(t.p.prod.plants).toBe(1);
  });
});

describe('131 Decomposers', () => {
  test('oxygen 3%; a microbe per animal, plant or microbe tag you play, this included; 1 VP per 3', () => {
    expect(playable('131', (t) => t.globals({ oxygen: 2 }))).toBe(false);
    const t = played(T().globals({ oxygen: 3 }), '131');
    expect(t.played(0, '131')!.res).toBe(1);
    played(t, '135'.replace('135', '048'));
    t.set((s) => (s.players[0].played.find((c) => c.id === '131')!.res = 5));
    expect(vp(t, '131')).toBe(1);
  });
});

describe('132 Fusion Power', () => {
  test('2 power tags; energy production +3', () => {
    expect(playable('132', (t) => t.inPlay(0, '141'))).toBe(false);
    const t = played(T().inPlay(0, '141').inPlay(0, '113'), '132');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([3, 86]);
  });
});

describe('133 Symbiotic Fungus', () => {
  test('−14 °C; action: a microbe to another card', () => {
    expect(playable('133', (t) => t.globals({ temperature: -16 }))).toBe(false);
    const t = played(T().globals({ temperature: -14 }), '133');
    expect(t.offers({ do: 'act', card: '133' })).toBe(false);
    t.inPlay(0, '049').act({ do: 'act', card: '133' });
    expect(t.played(0, '049')!.res).toBe(1);
  });
});

describe('134 Extreme-Cold Fungus', () => {
  test('−10 °C or colder; action: +1 plant or 2 microbes to another card', () => {
    expect(playable('134', (t) => t.globals({ temperature: -8 }))).toBe(false);
    const t = played(T().globals({ temperature: -10 }).inPlay(0, '049'), '134');
    t.act({ do: 'act', card: '134' }, 1);
    expect([t.played(0, '049')!.res, t.p.res.plants]).toEqual([2, 0]);
  });
});

describe('135 Advanced Ecosystems', () => {
  test('a plant, a microbe and an animal tag; 3 VP', () => {
    expect(playable('135', (t) => t.inPlay(0, '048').inPlay(0, '049'))).toBe(false);
    const t = played(T().inPlay(0, '048').inPlay(0, '049').inPlay(0, '052'), '135');
    expect([t.p.res.mc, vp(t, '135')]).toEqual([89, 3]);
  });
});

describe('136 Great Dam', () => {
  test('4 oceans; energy production +2; 1 VP', () => {
    expect(playable('136', (t) => t.globals({ oceans: 3 }))).toBe(false);
    const t = played(T().globals({ oceans: 4 }), '136');
    expect([t.p.prod.energy, vp(t, '136')]).toEqual([2, 1]);
  });
});

describe('137 Cartel', () => {
  test('M€ production +1 per earth tag, this included', () => {
    const t = played(T().inPlay(0, '068'), '137');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([2, 92]);
  });
});

describe('138 Strip Mine', () => {
  test('energy −2, steel +2, titanium +1 production; oxygen +2 steps', () => {
    const t = played(T().prod(0, { energy: 2 }), '138');
    expect([t.p.prod.energy, t.p.prod.steel, t.p.prod.titanium, t.s.oxygen, t.p.tr, t.p.res.mc]).toEqual([0, 2, 1, 2, 22, 75]);
  });
});

describe('139 Wave Power', () => {
  test('3 oceans; energy production +1; 1 VP', () => {
    expect(playable('139', (t) => t.globals({ oceans: 2 }))).toBe(false);
    const t = played(T().globals({ oceans: 3 }), '139');
    expect([t.p.prod.energy, vp(t, '139')]).toEqual([1, 1]);
  });
});

describe('140 Lava Flows', () => {
  test('temperature +2 steps, a tile on a volcanic space', () => {
    const t = played(T(), '140');
    expect(t.choices()).toEqual(['09', '14', '21', '29', 'cancel']);
    t.move(0, '21');
    expect([t.s.temperature, t.p.tr, t.s.tiles['21'].card, t.p.res.titanium]).toEqual([-26, 22, '140', 1]);
  });
});

describe('141 Power Plant', () => {
  test('energy production +1', () => {
    const t = played(T(), '141');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([1, 96]);
  });
});

describe('142 Mohole Area', () => {
  test('heat production +4, a tile on an ocean space', () => {
    const t = played(T(), '142', '07');
    expect([t.p.prod.heat, t.s.tiles['07'].kind, t.s.oceans, t.p.res.mc]).toEqual([4, 'special', 0, 80]);
  });
});

describe('143 Large Convoy', () => {
  test('an ocean, draw 2, then 5 plants or 4 animals to another card; 2 VP', () => {
    const t = played(T().inPlay(0, '052'), '143', '07');
    expect(t.choices()).toEqual([0, 1]);
    t.move(0, 1);
    expect([t.played(0, '052')!.res, t.p.hand.length, t.s.oceans, t.p.res.mc, vp(t, '143')]).toEqual([4, 2, 1, 64, 2]);
  });
});

describe('144 Titanium Mine', () => {
  test('titanium production +1', () => {
    const t = played(T(), '144');
    expect([t.p.prod.titanium, t.p.res.mc]).toEqual([1, 93]);
  });
});

describe('145 Tectonic Stress Power', () => {
  test('2 science tags; energy production +3; 1 VP', () => {
    expect(playable('145', science(1))).toBe(false);
    const t = T();
    science(2)(t);
    played(t, '145');
    expect([t.p.prod.energy, vp(t, '145')]).toEqual([3, 1]);
  });
});

describe('146 Nitrophilic Moss', () => {
  test('3 oceans and 2 plants to lose; plant production +2', () => {
    expect(playable('146', (t) => t.globals({ oceans: 3 }).res(0, { plants: 1 }))).toBe(false);
    const t = played(T().globals({ oceans: 3 }).res(0, { plants: 2 }), '146');
    expect([t.p.res.plants, t.p.prod.plants]).toEqual([0, 2]);
  });
});

describe('147 Herbivores', () => {
  test('oxygen 8%; an animal, any plant production −1; an animal per greenery you place; 1 VP per 2', () => {
    expect(playable('147', (t) => t.globals({ oxygen: 7 }).prod(1, { plants: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 8 }).prod(1, { plants: 1 }), '147');
    expect([t.played(0, '147')!.res, t.player(1).prod.plants]).toEqual([1, 0]);
    t.res(0, { plants: 8 }).act({ do: 'plants' }, '10');
    expect([t.played(0, '147')!.res, vp(t, '147')]).toEqual([2, 1]);
  });
});

describe('148 Insects', () => {
  test('oxygen 6%; plant production +1 per plant tag', () => {
    expect(playable('148', (t) => t.globals({ oxygen: 5 }))).toBe(false);
    const t = played(T().globals({ oxygen: 6 }).inPlay(0, '048').inPlay(0, '047'), '148');
    expect(t.p.prod.plants).toBe(2);
  });
});

describe("149 CEO's Favorite Project", () => {
  test('a resource on a card that already has one (needed)', () => {
    expect(playable('149', (t) => t.inPlay(0, '049'))).toBe(false);
    const t = played(T().inPlay(0, '049', 1), '149');
    expect([t.played(0, '049')!.res, t.p.res.mc]).toEqual([2, 99]);
  });
});

describe('150 Anti-Gravity Technology', () => {
  test('7 science tags; cards cost 2 M€ less; 3 VP', () => {
    expect(playable('150', science(6))).toBe(false);
    const t = T();
    science(7)(t);
    played(t, '150');
    played(t, '048');
    expect([t.p.res.mc, vp(t, '150')]).toEqual([100 - 14 - 7, 3]);
  });
});

describe('151 Investment Loan', () => {
  test('M€ production −1, +10 M€', () => {
    const t = played(T(), '151');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([-1, 107]);
  });
});

describe('152 Insulation', () => {
  test('any number X: heat production −X, M€ production +X', () => {
    const t = played(T().prod(0, { heat: 3 }), '152');
    expect(t.choices()).toEqual([0, 1, 2, 3, 'cancel']);
    t.move(0, 2);
    expect([t.p.prod.heat, t.p.prod.mc, t.p.res.mc]).toEqual([1, 2, 98]);
  });
});

describe('153 Adaptation Technology', () => {
  test('global requirements ±2 steps; 1 VP', () => {
    const t = played(T().globals({ oceans: 3, oxygen: 7 }), '153');
    t.hand(0, '047', '001');
    expect([t.canPlay('047'), t.canPlay('001'), vp(t, '153')]).toEqual([true, true, 1]);
    t.globals({ oceans: 2 });
    expect(t.canPlay('047')).toBe(false);
  });
});

describe('154 Caretaker Contract', () => {
  test('0 °C; action: 8 heat for TR +1', () => {
    expect(playable('154', (t) => t.globals({ temperature: -2 }))).toBe(false);
    const t = played(T().globals({ temperature: 0 }).res(0, { heat: 8 }), '154');
    t.act({ do: 'act', card: '154' });
    expect([t.p.res.heat, t.p.tr]).toEqual([0, 21]);
  });
});

describe('155 Designed Microorganisms', () => {
  test('−14 °C or colder; plant production +2', () => {
    expect(playable('155', (t) => t.globals({ temperature: -12 }))).toBe(false);
    const t = played(T().globals({ temperature: -14 }), '155');
    expect([t.p.prod.plants, t.p.res.mc]).toEqual([2, 84]);
  });
});

describe('156 Standard Technology', () => {
  test('after you pay for a standard project other than Sell Patents: +3 M€', () => {
    const t = played(T().hand(0, '047'), '156');
    t.act({ do: 'sp', sp: 'power-plant' });
    expect(t.p.res.mc).toBe(100 - 6 - 11 + 3);
    t.pass(1);
    t.act({ do: 'sp', sp: 'sell-patents' }, ['047']);
    expect(t.p.res.mc).toBe(86 + 1);
  });
});
