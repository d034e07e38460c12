/**
 * Cards 157-208 against the printed cards (see 001-052.test.ts).
 */
import { T, played, playable, science, vp } from './kit';

describe('157 Nitrite Reducing Bacteria', () => {
  test('3 microbes here; action: a microbe here, or 3 for TR +1', () => {
    const t = played(T(), '157');
    expect(t.played(0, '157')!.res).toBe(3);
    t.act({ do: 'act', card: '157' }, 1);
    expect([t.played(0, '157')!.res, t.p.tr]).toEqual([0, 21]);
  });
});

describe('158 Industrial Microbes', () => {
  test('energy and steel production +1', () => {
    const t = played(T(), '158');
    expect([t.p.prod.energy, t.p.prod.steel, t.p.res.mc]).toEqual([1, 1, 88]);
  });
});

describe('159 Lichen', () => {
  test('−24 °C; plant production +1', () => {
    expect(playable('159', (t) => t.globals({ temperature: -26 }))).toBe(false);
    const t = played(T().globals({ temperature: -24 }), '159');
    expect([t.p.prod.plants, t.p.res.mc]).toEqual([1, 93]);
  });
});

describe('160 Power Supply Consortium', () => {
  test('2 power tags; any energy production −1, yours +1', () => {
    expect(playable('160', (t) => t.inPlay(0, '141').prod(1, { energy: 1 }))).toBe(false);
    const t = played(T().inPlay(0, '141').inPlay(0, '113').prod(1, { energy: 1 }), '160');
    expect([t.p.prod.energy, t.player(1).prod.energy]).toEqual([1, 0]);
  });
});

describe('161 Convoy From Europa', () => {
  test('an ocean, draw a card', () => {
    const t = played(T(), '161', '07');
    expect([t.s.oceans, t.p.hand.length, t.p.res.mc]).toEqual([1, 1, 85]);
  });
});

describe('162 Imported GHG', () => {
  test('heat production +1, +3 heat', () => {
    const t = played(T(), '162');
    expect([t.p.prod.heat, t.p.res.heat, t.p.res.mc]).toEqual([1, 3, 93]);
  });
});

describe('163 Imported Nitrogen', () => {
  test('TR +1, +4 plants, 3 microbes and 2 animals to other cards', () => {
    const t = played(T().inPlay(0, '049').inPlay(0, '052'), '163');
    expect([t.p.tr, t.p.res.plants, t.played(0, '049')!.res, t.played(0, '052')!.res, t.p.res.mc]).toEqual([21, 4, 3, 2, 77]);
  });
});

describe('164 Micro-Mills', () => {
  test('heat production +1', () => {
    const t = played(T(), '164');
    expect([t.p.prod.heat, t.p.res.mc]).toEqual([1, 97]);
  });
});

describe('165 Magnetic Field Generators', () => {
  test('energy production −4, plant production +2, TR +3', () => {
    expect(playable('165', (t) => t.prod(0, { energy: 3 }))).toBe(false);
    const t = played(T().prod(0, { energy: 4 }), '165');
    expect([t.p.prod.energy, t.p.prod.plants, t.p.tr, t.p.res.mc]).toEqual([0, 2, 23, 80]);
  });
});

describe('166 Shuttles', () => {
  test('oxygen 5%; energy −1, M€ +2; space cards −2 M€; 1 VP', () => {
    expect(playable('166', (t) => t.globals({ oxygen: 4 }).prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 5 }).prod(0, { energy: 1 }), '166');
    played(t, '009');
    expect([t.p.prod.mc, t.p.res.mc, vp(t, '166')]).toEqual([2, 100 - 10 - 12, 1]);
  });
});

describe('167 Import of Advanced GHG', () => {
  test('heat production +2', () => {
    const t = played(T(), '167');
    expect([t.p.prod.heat, t.p.res.mc]).toEqual([2, 91]);
  });
});

describe('168 Windmills', () => {
  test('oxygen 7%; energy production +1; 1 VP', () => {
    expect(playable('168', (t) => t.globals({ oxygen: 6 }))).toBe(false);
    const t = played(T().globals({ oxygen: 7 }), '168');
    expect([t.p.prod.energy, vp(t, '168')]).toEqual([1, 1]);
  });
});

describe('169 Tundra Farming', () => {
  test('−6 °C; plant production +1, M€ production +2, +1 plant; 2 VP', () => {
    expect(playable('169', (t) => t.globals({ temperature: -8 }))).toBe(false);
    const t = played(T().globals({ temperature: -6 }), '169');
    expect([t.p.prod.plants, t.p.prod.mc, t.p.res.plants, vp(t, '169')]).toEqual([1, 2, 1, 2]);
  });
});

describe('170 Aerobraked Ammonia Asteroid', () => {
  test('heat production +3, plant production +1, 2 microbes to another card', () => {
    const t = played(T().inPlay(0, '049'), '170');
    expect([t.p.prod.heat, t.p.prod.plants, t.played(0, '049')!.res, t.p.res.mc]).toEqual([3, 1, 2, 74]);
  });
});

describe('171 Magnetic Field Dome', () => {
  test('energy production −2, plant production +1, TR +1', () => {
    const t = played(T().prod(0, { energy: 2 }), '171');
    expect([t.p.prod.energy, t.p.prod.plants, t.p.tr]).toEqual([0, 1, 21]);
  });
});

describe('172 Pets', () => {
  test('an animal; an animal whenever any city is placed; its animals cannot be removed; 1 VP per 2', () => {
    const t = played(T(), '172');
    t.act({ do: 'end' });
    t.res(1, { mc: 50 }).move(1, { do: 'sp', sp: 'city' });
    t.move(1, '10');
    expect([t.played(0, '172')!.res, vp(t, '172')]).toEqual([2, 1]);
  });
});

describe('173 Protected Habitats', () => {
  test('opponents cannot remove your plants, animals or microbes', () => {
    const t = played(T().res(0, { plants: 5 }), '173');
    t.act({ do: 'end' });
    t.res(1, { mc: 50 }).hand(1, '009').move(1, { do: 'play', card: '009' });
    // Only the player itself remains to take plants from: it has none, so no question at all.
    expect([t.p.res.plants, t.asking(1)]).toEqual([5, 'action']);
  });
});

describe('174 Protected Valley', () => {
  test('M€ production +2, a greenery on an ocean space, oxygen +1', () => {
    const t = played(T(), '174', '07');
    expect([t.p.prod.mc, t.s.tiles['07'].kind, t.s.oxygen, t.p.tr, t.p.res.mc]).toEqual([2, 'greenery', 1, 21, 77]);
  });
});

describe('175 Satellites', () => {
  test('M€ production +1 per space tag, this included', () => {
    const t = played(T().inPlay(0, '040'), '175');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([2, 90]);
  });
});

describe('176 Noctis Farming', () => {
  test('−20 °C; M€ production +1, +2 plants; 1 VP', () => {
    expect(playable('176', (t) => t.globals({ temperature: -22 }))).toBe(false);
    const t = played(T().globals({ temperature: -20 }), '176');
    expect([t.p.prod.mc, t.p.res.plants, vp(t, '176')]).toEqual([1, 2, 1]);
  });
});

describe('177 Water Splitting Plant', () => {
  test('2 oceans; action: 3 energy for oxygen +1 (not at 14%)', () => {
    expect(playable('177', (t) => t.globals({ oceans: 1 }))).toBe(false);
    const t = played(T().globals({ oceans: 2 }).res(0, { energy: 3 }), '177');
    t.act({ do: 'act', card: '177' });
    expect([t.p.res.energy, t.s.oxygen, t.p.tr]).toEqual([0, 1, 21]);
    const u = played(T().globals({ oceans: 2, oxygen: 14 }).res(0, { energy: 3 }), '177');
    expect(u.offers({ do: 'act', card: '177' })).toBe(false);
  });
});

describe('178 Heat Trappers', () => {
  test('any heat production −2 (someone must have 2), your energy production +1; −1 VP', () => {
    expect(playable('178', (t) => t.prod(1, { heat: 1 }))).toBe(false);
    const t = played(T().prod(1, { heat: 3 }), '178');
    expect([t.p.prod.energy, t.player(1).prod.heat, vp(t, '178')]).toEqual([1, 1, -1]);
  });
});

describe('179 Soil Factory', () => {
  test('energy production −1, plant production +1; 1 VP', () => {
    const t = played(T().prod(0, { energy: 1 }), '179');
    expect([t.p.prod.energy, t.p.prod.plants, vp(t, '179')]).toEqual([0, 1, 1]);
  });
});

describe('180 Fuel Factory', () => {
  test('energy −1, titanium and M€ production +1', () => {
    const t = played(T().prod(0, { energy: 1 }), '180');
    expect([t.p.prod.energy, t.p.prod.titanium, t.p.prod.mc]).toEqual([0, 1, 1]);
  });
});

describe('181 Ice Cap Melting', () => {
  test('+2 °C; an ocean', () => {
    expect(playable('181', (t) => t.globals({ temperature: 0 }))).toBe(false);
    const t = played(T().globals({ temperature: 2 }), '181', '07');
    expect([t.s.oceans, t.p.tr, t.p.res.mc]).toEqual([1, 21, 95]);
  });
});

describe('182 Corporate Stronghold', () => {
  test('energy −1, M€ +3, a city; −2 VP', () => {
    const t = played(T().prod(0, { energy: 1 }), '182', '10');
    expect([t.p.prod.energy, t.p.prod.mc, t.s.tiles['10'].kind, vp(t, '182')]).toEqual([0, 3, 'city', -2]);
  });
});

describe('183 Biomass Combustors', () => {
  test('oxygen 6%; any plant production −1, energy production +2; −1 VP', () => {
    expect(playable('183', (t) => t.globals({ oxygen: 5 }).prod(1, { plants: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 6 }).prod(1, { plants: 1 }), '183');
    expect([t.p.prod.energy, t.player(1).prod.plants, vp(t, '183')]).toEqual([2, 0, -1]);
  });
});

describe('184 Livestock', () => {
  test('oxygen 9%; plant production −1, M€ production +2; action: an animal here; 1 VP each', () => {
    expect(playable('184', (t) => t.globals({ oxygen: 9 }))).toBe(false);
    const t = played(T().globals({ oxygen: 9 }).prod(0, { plants: 1 }), '184');
    t.act({ do: 'act', card: '184' });
    expect([t.p.prod.plants, t.p.prod.mc, t.played(0, '184')!.res, vp(t, '184')]).toEqual([0, 2, 1, 1]);
  });
});

describe('185 Olympus Conference', () => {
  test('per science tag you play (this included): a science resource here, or one removed to draw; 1 VP', () => {
    const t = played(T(), '185');
    // Its own science tag: nothing to remove yet, so the resource goes on without a question.
    expect([t.played(0, '185')!.res, vp(t, '185')]).toEqual([1, 1]);
    played(t, '084');
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 1);
    expect([t.played(0, '185')!.res, t.p.hand.length]).toEqual([0, 1]);
  });
});

describe('186 Rad-Suits', () => {
  test('2 cities in play; M€ production +1; 1 VP', () => {
    expect(playable('186', (t) => t.tile('10', 'city', 1))).toBe(false);
    const t = played(T().tile('10', 'city', 1).tile('02', 'city', 1), '186');
    expect([t.p.prod.mc, vp(t, '186')]).toEqual([1, 1]);
  });
});

describe('187 Aquifer Pumping', () => {
  test('action: 8 M€ (steel may pay) for an ocean', () => {
    const t = played(T().res(0, { steel: 4 }), '187', { steel: 0, titanium: 0, heat: 0 });
    t.act({ do: 'act', card: '187' }, { steel: 4, titanium: 0, heat: 0 }, '07');
    expect([t.p.res.steel, t.p.res.mc, t.s.oceans]).toEqual([0, 82, 1]);
  });
});

describe('188 Flooding', () => {
  test('an ocean; you may take 4 M€ from the owner of a tile next to it; −1 VP', () => {
    const t = played(T().tile('12', 'city', 1).res(1, { mc: 3 }), '188', '07');
    expect(t.choices()).toEqual([1, 'none', 'cancel']);
    t.move(0, 1);
    expect([t.player(1).res.mc, t.s.oceans, vp(t, '188')]).toEqual([0, 1, -1]);
  });
});

describe('189 Energy Saving', () => {
  test('energy production +1 per city in play', () => {
    const t = played(T().tile('10', 'city', 1).tile('01', 'city', 0), '189');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([2, 85]);
  });
});

describe('190 Local Heat Trapping', () => {
  test('spend 5 heat: +4 plants, or 2 animals to another card; Helion cannot pay it with those 5 heat', () => {
    expect(playable('190', (t) => t.res(0, { heat: 4 }))).toBe(false);
    const t = played(T().res(0, { heat: 5 }), '190', 0);
    expect([t.p.res.heat, t.p.res.plants, t.p.res.mc]).toEqual([0, 4, 99]);
    expect(playable('190', (t) => t.res(0, { heat: 5, mc: 0 }), { corps: ['helion', 'credicor'] })).toBe(false);
    expect(playable('190', (t) => t.res(0, { heat: 6, mc: 0 }), { corps: ['helion', 'credicor'] })).toBe(true);
  });
});

describe('191 Permafrost Extraction', () => {
  test('−8 °C; an ocean', () => {
    expect(playable('191', (t) => t.globals({ temperature: -10 }))).toBe(false);
    const t = played(T().globals({ temperature: -8 }), '191', '07');
    expect([t.s.oceans, t.p.res.mc]).toEqual([1, 92]);
  });
});

describe('192 Invention Contest', () => {
  test('look at 3, keep 1', () => {
    const t = played(
      T().set((s) => (s.script = ['047', '048', '049'])),
      '192',
    );
    t.move(0, ['049']);
    expect([t.p.hand, t.p.res.mc]).toEqual([['049'], 98]);
  });
});

describe('193 Plantation', () => {
  test('2 science tags; a greenery', () => {
    expect(playable('193', science(1))).toBe(false);
    const t = T();
    science(2)(t);
    played(t, '193', '10');
    expect([t.s.tiles['10'].kind, t.s.oxygen, t.p.tr]).toEqual(['greenery', 1, 21]);
  });
});

describe('194 Power Infrastructure', () => {
  test('action: X energy for X M€ (at least 1)', () => {
    const t = played(T(), '194');
    expect(t.offers({ do: 'act', card: '194' })).toBe(false);
    t.res(0, { energy: 3 }).act({ do: 'act', card: '194' });
    expect(t.choices()).toEqual([1, 2, 3, 'cancel']);
    t.move(0, 2);
    expect([t.p.res.energy, t.p.res.mc]).toEqual([1, 98]);
  });
});

describe('195 Indentured Workers', () => {
  test('the next card you play this generation costs 8 M€ less; −1 VP', () => {
    const t = played(T(), '195');
    played(t, '047'.replace('047', '068'));
    expect([t.p.res.mc, vp(t, '195')]).toEqual([100 - 0 - 0, -1]);
    t.pass(1);
    played(t, '048');
    expect(t.p.res.mc).toBe(100 - 9);
  });
});

describe('196 Lagrange Observatory', () => {
  test('draw a card; 1 VP', () => {
    const t = played(T(), '196');
    expect([t.p.hand.length, t.p.res.mc, vp(t, '196')]).toEqual([1, 91, 1]);
  });
});

describe('197 Terraforming Ganymede', () => {
  test('TR +1 per jovian tag, this included; 2 VP', () => {
    const t = played(T().inPlay(0, '040'), '197');
    expect([t.p.tr, t.p.res.mc, vp(t, '197')]).toEqual([22, 67, 2]);
  });
});

describe('198 Immigration Shuttles', () => {
  test('M€ production +5; 1 VP per 3 cities in play', () => {
    const t = played(T().tile('10', 'city', 1).tile('01', 'city', 1).tile('20', 'city', 'neutral'), '198');
    expect([t.p.prod.mc, vp(t, '198')]).toEqual([5, 1]);
  });
});

describe('199 Restricted Area', () => {
  test('a special tile; action: 2 M€ to draw a card', () => {
    const t = played(T(), '199', '10');
    t.act({ do: 'act', card: '199' });
    expect([t.s.tiles['10'].card, t.p.hand.length, t.p.res.mc]).toEqual(['199', 1, 100 - 11 - 2]);
  });
});

describe('200 Immigrant City', () => {
  test('energy −1, M€ −2, a city; M€ production +1 whenever a city is placed, this one included', () => {
    expect(playable('200', (t) => t.prod(0, { energy: 1, mc: -4 }))).toBe(false);
    const t = played(T().prod(0, { energy: 1 }), '200', '10');
    expect([t.p.prod.energy, t.p.prod.mc]).toEqual([0, -1]);
    t.act({ do: 'end' }).res(1, { mc: 50 }).move(1, { do: 'sp', sp: 'city' });
    t.move(1, '20');
    expect(t.p.prod.mc).toBe(0);
  });
});

describe('201 Energy Tapping', () => {
  test('any energy production −1, yours +1; −1 VP', () => {
    const t = played(T().prod(1, { energy: 1 }), '201');
    expect([t.p.prod.energy, t.player(1).prod.energy, vp(t, '201')]).toEqual([1, 0, -1]);
  });
});

describe('202 Underground Detonations', () => {
  test('action: 10 M€ for heat production +2', () => {
    const t = played(T(), '202');
    t.act({ do: 'act', card: '202' });
    expect([t.p.prod.heat, t.p.res.mc]).toEqual([2, 84]);
  });
});

describe('203 Soletta', () => {
  test('heat production +7', () => {
    const t = played(T(), '203');
    expect([t.p.prod.heat, t.p.res.mc]).toEqual([7, 65]);
  });
});

describe('204 Technology Demonstration', () => {
  test('draw 2', () => {
    const t = played(T(), '204');
    expect([t.p.hand.length, t.p.res.mc]).toEqual([2, 95]);
  });
});

describe('205 Rad-Chem Factory', () => {
  test('energy production −1, TR +2', () => {
    const t = played(T().prod(0, { energy: 1 }), '205');
    expect([t.p.prod.energy, t.p.tr, t.p.res.mc]).toEqual([0, 22, 92]);
  });
});

describe('206 Special Design', () => {
  test('the next card you play this generation: global requirements ±2 steps', () => {
    const t = played(T().globals({ oceans: 3 }).hand(0, '047'), '206');
    expect(t.canPlay('047')).toBe(true);
    t.globals({ oceans: 2 });
    expect(t.canPlay('047')).toBe(false);
    t.globals({ oceans: 3 });
    t.play('047');
    expect(t.p.prod.plants).toBe(2);
    t.hand(0, '122').res(0, { plants: 1 }).globals({ oceans: 2 });
    t.pass(1);
    expect(t.canPlay('122')).toBe(false);
  });
});

describe('207 Medical Lab', () => {
  test('M€ production +1 per 2 building tags, this included; 1 VP', () => {
    const t = played(T().inPlay(0, '056'), '207');
    expect([t.p.prod.mc, vp(t, '207')]).toEqual([1, 1]);
  });
});

describe('208 AI Central', () => {
  test('3 science tags, energy production; action: draw 2; 1 VP', () => {
    expect(
      playable('208', (t) => {
        science(2)(t);
        t.prod(0, { energy: 1 });
      }),
    ).toBe(false);
    const t = T().prod(0, { energy: 1 });
    science(3)(t);
    played(t, '208');
    t.act({ do: 'act', card: '208' });
    expect([t.p.prod.energy, t.p.hand.length, vp(t, '208')]).toEqual([0, 2, 1]);
  });
});
