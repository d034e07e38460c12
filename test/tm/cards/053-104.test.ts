/**
 * Cards 053-104 against the printed cards (see 001-052.test.ts).
 */
import { T, played, playable, science, vp } from './kit';

describe('053 Lake Marineris', () => {
  test('0 °C; 2 oceans; 2 VP', () => {
    expect(playable('053', (t) => t.globals({ temperature: -2 }))).toBe(false);
    const t = played(T().globals({ temperature: 0 }), '053', '07', '06');
    // 06 has a card bonus: drawn, so the action cannot be cancelled any more.
    expect([t.s.oceans, t.p.tr, t.p.hand.length, t.p.res.mc, vp(t, '053')]).toEqual([2, 22, 1, 82 + 2, 2]);
  });
});

describe('054 Small Animals', () => {
  test('oxygen 6%; any plant production −1; action: an animal here; 1 VP per 2', () => {
    expect(playable('054', (t) => t.globals({ oxygen: 5 }).prod(1, { plants: 1 }))).toBe(false);
    expect(playable('054', (t) => t.globals({ oxygen: 6 }))).toBe(false);
    const t = played(T().globals({ oxygen: 6 }).prod(1, { plants: 2 }), '054');
    t.act({ do: 'act', card: '054' });
    t.set((s) => (s.players[0].played[0].res = 5));
    expect([t.player(1).prod.plants, vp(t, '054')]).toEqual([1, 2]);
  });
});

describe('055 Kelp Farming', () => {
  test('6 oceans; M€ production +2, plant production +3, +2 plants; 1 VP', () => {
    expect(playable('055', (t) => t.globals({ oceans: 5 }))).toBe(false);
    const t = played(T().globals({ oceans: 6 }), '055');
    expect([t.p.prod.mc, t.p.prod.plants, t.p.res.plants, t.p.res.mc, vp(t, '055')]).toEqual([2, 3, 2, 83, 1]);
  });
});

describe('056 Mine', () => {
  test('steel production +1', () => {
    const t = played(T(), '056');
    expect([t.p.prod.steel, t.p.res.mc]).toEqual([1, 96]);
  });
});

describe('057 Vesta Shipyard', () => {
  test('titanium production +1; 1 VP', () => {
    const t = played(T(), '057');
    expect([t.p.prod.titanium, t.p.res.mc, vp(t, '057')]).toEqual([1, 85, 1]);
  });
});

describe('058 Beam From A Thorium Asteroid', () => {
  test('a jovian tag; heat and energy production +3; 1 VP', () => {
    expect(playable('058')).toBe(false);
    const t = played(T().inPlay(0, '040'), '058');
    expect([t.p.prod.heat, t.p.prod.energy, t.p.res.mc, vp(t, '058')]).toEqual([3, 3, 68, 1]);
  });
});

describe('059 Mangrove', () => {
  test('+4 °C; a greenery on an ocean space, oxygen +1; 1 VP', () => {
    expect(playable('059', (t) => t.globals({ temperature: 2 }))).toBe(false);
    const t = played(T().globals({ temperature: 4 }), '059');
    expect(t.choices()).toEqual(['04', '06', '07', '13', '28', '32', '33', '34', '43', '44', '45', '63', 'cancel']);
    t.move(0, '07');
    expect([t.s.tiles['07'], t.s.oxygen, t.p.tr, t.s.oceans, vp(t, '059')]).toEqual([{ kind: 'greenery', owner: 0, card: '059' }, 1, 21, 0, 1]);
  });
});

describe('060 Trees', () => {
  test('−4 °C; plant production +3, +1 plant; 1 VP', () => {
    expect(playable('060', (t) => t.globals({ temperature: -6 }))).toBe(false);
    const t = played(T().globals({ temperature: -4 }), '060');
    expect([t.p.prod.plants, t.p.res.plants, t.p.res.mc, vp(t, '060')]).toEqual([3, 1, 87, 1]);
  });
});

describe('061 Great Escarpment Consortium', () => {
  test('your steel production; any steel production −1, yours +1', () => {
    expect(playable('061')).toBe(false);
    const t = played(T().prod(0, { steel: 1 }).prod(1, { steel: 1 }), '061', 1);
    expect([t.p.prod.steel, t.player(1).prod.steel, t.p.res.mc]).toEqual([2, 0, 94]);
  });
});

describe('062 Mineral Deposit', () => {
  test('+5 steel', () => {
    const t = played(T(), '062');
    expect([t.p.res.steel, t.p.res.mc]).toEqual([5, 95]);
  });
});

describe('063 Mining Expedition', () => {
  test('oxygen +1, remove 2 plants from any player, +2 steel', () => {
    const t = played(T().res(1, { plants: 3 }), '063', 1);
    expect([t.s.oxygen, t.p.tr, t.player(1).res.plants, t.p.res.steel, t.p.res.mc]).toEqual([1, 21, 1, 2, 88]);
  });
});

describe('064 Mining Area', () => {
  test('a tile on a steel or titanium bonus next to your tile; production of that resource +1', () => {
    expect(playable('064')).toBe(false);
    const t = T().tile('22', 'greenery', 0).hand(0, '064').play('064');
    // 21 (plant, titanium) is the only bonus space next to 22.
    expect(t.choices()).toEqual(['21', 'cancel']);
    t.move(0, '21');
    expect([t.p.prod.titanium, t.p.res.titanium, t.p.res.plants, t.played(0, '064')!.covered]).toEqual([1, 1, 1, 'titanium']);
  });
});

describe('065 Building Industries', () => {
  test('energy production −1, steel production +2', () => {
    const t = played(T().prod(0, { energy: 1 }), '065');
    expect([t.p.prod.energy, t.p.prod.steel]).toEqual([0, 2]);
  });
});

describe('066 Land Claim', () => {
  test('reserve a space: only its claimer may place a tile there', () => {
    const t = played(T(), '066', '10');
    expect([t.s.claims['10'], t.p.res.mc]).toEqual([0, 99]);
    t.res(1, { mc: 50 }).act({ do: 'end' }).move(1, { do: 'sp', sp: 'city' });
    expect(t.choices(1).includes('10')).toBe(false);
    t.move(1, 'cancel');
    t.move(1, { do: 'pass' });
    t.act({ do: 'sp', sp: 'city' });
    expect(t.choices().includes('10')).toBe(true);
    t.move(0, '10');
    expect([t.s.tiles['10'].owner, t.s.claims['10']]).toEqual([0, undefined]);
  });
});

describe('067 Mining Rights', () => {
  test('a tile on a steel or titanium bonus; that production +1', () => {
    const t = played(T(), '067');
    expect(t.choices()).toEqual(['03', '04', '09', '20', '21', '53', '58', '59', '60', '63', 'cancel'].filter((x) => !['04', '63'].includes(x)));
    t.move(0, '03');
    expect([t.p.prod.steel, t.p.res.steel, t.p.res.mc]).toEqual([1, 2, 91]);
  });
});

describe('068 Sponsors', () => {
  test('M€ production +2', () => {
    const t = played(T(), '068');
    expect([t.p.prod.mc, t.p.res.mc]).toEqual([2, 94]);
  });
});

describe('069 Electro Catapult', () => {
  test('oxygen 8% or less, energy production −1; action: 1 plant or 1 steel for 7 M€; 1 VP', () => {
    expect(playable('069', (t) => t.globals({ oxygen: 9 }).prod(0, { energy: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 8 }).prod(0, { energy: 1 }).res(0, { plants: 1, steel: 1 }), '069', { steel: 0, titanium: 0, heat: 0 });
    expect([t.p.prod.energy, vp(t, '069')]).toEqual([0, 1]);
    t.act({ do: 'act', card: '069' });
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 1);
    expect([t.p.res.steel, t.p.res.plants, t.p.res.mc]).toEqual([0, 1, 83 + 7]);
  });
});

describe('070 Earth Catapult', () => {
  test('cards cost 2 M€ less; 2 VP', () => {
    const t = played(T(), '070');
    played(t, '048');
    expect([t.p.res.mc, vp(t, '070')]).toEqual([100 - 23 - 7, 2]);
  });
});

describe('071 Advanced Alloys', () => {
  test('steel and titanium are worth 1 M€ more', () => {
    const t = played(T().res(0, { steel: 5 }), '071');
    expect([t.p.res.mc]).toEqual([91]);
    t.hand(0, '056').play('056');
    // Mine costs 4: 2 steel at 3 each overpay, 1 steel + 1 M€ pay exactly.
    expect(t.choices()).toEqual([{ steel: 0, titanium: 0, heat: 0 }, { steel: 1, titanium: 0, heat: 0 }, { steel: 2, titanium: 0, heat: 0 }, 'cancel']);
    t.move(0, { steel: 1, titanium: 0, heat: 0 });
    expect([t.p.res.steel, t.p.res.mc]).toEqual([4, 90]);
  });
});

describe('072 Birds', () => {
  test('oxygen 13%; any plant production −2; action: an animal here; 1 VP each', () => {
    expect(playable('072', (t) => t.globals({ oxygen: 12 }).prod(1, { plants: 2 }))).toBe(false);
    expect(playable('072', (t) => t.globals({ oxygen: 13 }).prod(1, { plants: 1 }))).toBe(false);
    const t = played(T().globals({ oxygen: 13 }).prod(1, { plants: 2 }), '072');
    t.act({ do: 'act', card: '072' });
    expect([t.player(1).prod.plants, t.played(0, '072')!.res, vp(t, '072')]).toEqual([0, 1, 1]);
  });
});

describe('073 Mars University', () => {
  test('when you play a science tag (this included): you may discard a card to draw one; 1 VP', () => {
    const t = T()
      .hand(0, '047')
      .set((s) => (s.script = ['048']));
    played(t, '073');
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 1);
    expect(t.choices()).toEqual(['047', 'cancel']);
    t.move(0, '047');
    expect([t.p.hand, t.s.discard.includes('047'), vp(t, '073')]).toEqual([['048'], true, 1]);
    const u = played(T(), '073');
    // Nothing in hand: nothing to discard, so no question.
    expect(u.asking()).toBe('action');
  });
});

describe('074 Viral Enhancers', () => {
  test('when you play a plant, microbe or animal tag (this included): +1 plant, or a resource on that card', () => {
    const t = played(T(), '074');
    // Its own microbe tag: the card holds nothing, so +1 plant without a question.
    expect(t.p.res.plants).toBe(1);
    played(t, '049');
    expect(t.choices()).toEqual([0, 1, 'cancel']);
    t.move(0, 1);
    expect([t.played(0, '049')!.res, t.p.res.plants]).toEqual([1, 1]);
  });
});

describe('075 Towing A Comet', () => {
  test('+2 plants, oxygen +1, an ocean', () => {
    const t = played(T(), '075', '07');
    expect([t.p.res.plants, t.s.oxygen, t.s.oceans, t.p.tr, t.p.res.mc]).toEqual([2, 1, 1, 22, 77]);
  });
});

describe('076 Space Mirrors', () => {
  test('action: 7 M€ for energy production +1', () => {
    const t = played(T(), '076');
    t.act({ do: 'act', card: '076' });
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([1, 90]);
  });
});

describe('077 Solar Wind Power', () => {
  test('energy production +1, +2 titanium', () => {
    const t = played(T(), '077');
    expect([t.p.prod.energy, t.p.res.titanium, t.p.res.mc]).toEqual([1, 2, 89]);
  });
});

describe('078 Ice Asteroid', () => {
  test('2 oceans', () => {
    const t = played(T(), '078', '07', '04');
    expect([t.s.oceans, t.p.tr, t.p.res.steel, t.p.res.mc]).toEqual([2, 22, 2, 77]);
  });
});

describe('079 Quantum Extractor', () => {
  test('4 science tags; energy production +4; space cards −2 M€', () => {
    expect(playable('079', science(3))).toBe(false);
    const t = T();
    science(4)(t);
    played(t, '079');
    played(t, '077');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([5, 100 - 13 - 9]);
  });
});

describe('080 Giant Ice Asteroid', () => {
  test('temperature +2 steps, 2 oceans, remove up to 6 plants', () => {
    const t = played(T().res(1, { plants: 8 }), '080', '07', '13', 1);
    expect([t.s.temperature, t.s.oceans, t.p.tr, t.player(1).res.plants, t.p.hand.length]).toEqual([-26, 2, 24, 2, 2]);
  });
});

describe('081 Ganymede Colony', () => {
  test('a city on Ganymede Colony (off-map); 1 VP per jovian tag', () => {
    const t = played(T(), '081');
    expect(t.choices()).toEqual(['01', 'cancel']);
    t.move(0, '01');
    expect([t.s.tiles['01'].kind, t.p.res.mc, vp(t, '081')]).toEqual(['city', 80, 1]);
  });
});

describe('082 Callisto Penal Mines', () => {
  test('M€ production +3; 2 VP', () => {
    const t = played(T(), '082');
    expect([t.p.prod.mc, vp(t, '082')]).toEqual([3, 2]);
  });
});

describe('083 Giant Space Mirror', () => {
  test('energy production +3', () => {
    const t = played(T(), '083');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([3, 83]);
  });
});

describe('084 Trans-Neptune Probe', () => {
  test('1 VP', () => {
    const t = played(T(), '084');
    expect([t.p.res.mc, vp(t, '084')]).toEqual([94, 1]);
  });
});

describe('085 Commercial District', () => {
  test('energy −1, M€ +4, a special tile; 1 VP per adjacent city', () => {
    const t = played(T().prod(0, { energy: 1 }).tile('10', 'city', 1).tile('18', 'city', 'neutral'), '085', '11');
    expect([t.p.prod.energy, t.p.prod.mc, vp(t, '085')]).toEqual([0, 4, 2]);
  });
});

describe('086 Robotic Workforce', () => {
  test("copies only the production box of one of your building cards (with its any-player part, a Mining card's bonus)", () => {
    expect(playable('086', (t) => t.inPlay(0, '030'))).toBe(false);
    const t = T().inPlay(0, '056').inPlay(0, '141').inPlay(0, '030');
    played(t, '086');
    expect(t.choices()).toEqual(['056', '141', 'cancel']);
    t.move(0, '056');
    expect([t.p.prod.steel, t.p.prod.energy, t.p.res.mc]).toEqual([1, 0, 91]);
    const u = T()
      .inPlay(0, '067')
      .set((s) => (s.players[0].played[0].covered = 'titanium'))
      .prod(1, { heat: 2 })
      .inPlay(0, '178');
    played(u, '086', '067');
    expect(u.p.prod.titanium).toBe(1);
    const w = T().prod(1, { heat: 2 }).inPlay(0, '178');
    played(w, '086');
    expect([w.p.prod.energy, w.player(1).prod.heat]).toEqual([1, 0]);
  });
});

describe('087 Grass', () => {
  test('−16 °C; plant production +1, +3 plants', () => {
    expect(playable('087', (t) => t.globals({ temperature: -18 }))).toBe(false);
    const t = played(T().globals({ temperature: -16 }), '087');
    expect([t.p.prod.plants, t.p.res.plants, t.p.res.mc]).toEqual([1, 3, 89]);
  });
});

describe('088 Heather', () => {
  test('−14 °C; plant production +1, +1 plant', () => {
    expect(playable('088', (t) => t.globals({ temperature: -16 }))).toBe(false);
    const t = played(T().globals({ temperature: -14 }), '088');
    expect([t.p.prod.plants, t.p.res.plants, t.p.res.mc]).toEqual([1, 1, 94]);
  });
});

describe('089 Peroxide Power', () => {
  test('M€ production −1, energy production +2', () => {
    const t = played(T(), '089');
    expect([t.p.prod.mc, t.p.prod.energy, t.p.res.mc]).toEqual([-1, 2, 93]);
  });
});

describe('090 Research', () => {
  test('draw 2; two science tags; 1 VP', () => {
    const t = played(
      T().set((s) => (s.script = ['047', '048'])),
      '090',
    );
    expect([t.p.hand, t.p.res.mc, vp(t, '090')]).toEqual([['047', '048'], 89, 1]);
    t.inPlay(0, '073');
    expect(t.p.played.length).toBe(2);
  });
});

describe('091 Gene Repair', () => {
  test('3 science tags; M€ production +2; 2 VP', () => {
    expect(playable('091', science(2))).toBe(false);
    const t = T();
    science(3)(t);
    played(t, '091');
    expect([t.p.prod.mc, vp(t, '091')]).toEqual([2, 2]);
  });
});

describe('092 Io Mining Industries', () => {
  test('titanium and M€ production +2; 1 VP per jovian tag', () => {
    const t = played(T().inPlay(0, '040'), '092');
    expect([t.p.prod.titanium, t.p.prod.mc, t.p.res.mc, vp(t, '092')]).toEqual([2, 2, 59, 2]);
  });
});

describe('093 Bushes', () => {
  test('−10 °C; plant production +2, +2 plants', () => {
    expect(playable('093', (t) => t.globals({ temperature: -12 }))).toBe(false);
    const t = played(T().globals({ temperature: -10 }), '093');
    expect([t.p.prod.plants, t.p.res.plants, t.p.res.mc]).toEqual([2, 2, 90]);
  });
});

describe('094 Mass Converter', () => {
  test('5 science tags; energy production +6; space cards −2 M€', () => {
    expect(playable('094', science(4))).toBe(false);
    const t = T();
    science(5)(t);
    played(t, '094');
    played(t, '009');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([6, 100 - 8 - 12]);
  });
});

describe('095 Physics Complex', () => {
  test('action: 6 energy for a science resource here; 2 VP each', () => {
    const t = played(T().res(0, { energy: 6 }), '095');
    t.act({ do: 'act', card: '095' });
    expect([t.p.res.energy, t.played(0, '095')!.res, vp(t, '095')]).toEqual([0, 1, 2]);
  });
});

describe('096 Greenhouses', () => {
  test('+1 plant per city in play (off-map ones too)', () => {
    const t = played(T().tile('10', 'city', 1).tile('01', 'city', 1).tile('20', 'city', 'neutral'), '096');
    expect([t.p.res.plants, t.p.res.mc]).toEqual([3, 94]);
  });
});

describe('097 Nuclear Zone', () => {
  test('a special tile, temperature +2 steps; −2 VP', () => {
    const t = played(T(), '097', '10');
    expect([t.s.tiles['10'].kind, t.s.temperature, t.p.tr, t.p.res.mc, vp(t, '097')]).toEqual(['special', -26, 22, 90, -2]);
  });
});

describe('098 Tropical Resort', () => {
  test('heat production −2 (needed), M€ production +3; 2 VP', () => {
    expect(playable('098', (t) => t.prod(0, { heat: 1 }))).toBe(false);
    const t = played(T().prod(0, { heat: 2 }), '098');
    expect([t.p.prod.heat, t.p.prod.mc, vp(t, '098')]).toEqual([0, 3, 2]);
  });
});

describe('099 Toll Station', () => {
  test('M€ production +1 per space tag of your opponents', () => {
    const t = T({ seats: 3 }).inPlay(1, '040').inPlay(2, '009').inPlay(2, '025').inPlay(0, '057');
    played(t, '099');
    // 040: 1, 009 (an event played face up in a tableau here only for the count): 1, 025: 1.
    expect(t.p.prod.mc).toBe(3);
  });
});

describe('100 Fueled Generators', () => {
  test('M€ production −1, energy production +1', () => {
    const t = played(T(), '100');
    expect([t.p.prod.mc, t.p.prod.energy, t.p.res.mc]).toEqual([-1, 1, 99]);
  });
});

describe('101 Ironworks', () => {
  test('action: 4 energy for 1 steel and oxygen +1', () => {
    const t = played(T().res(0, { energy: 4 }), '101');
    t.act({ do: 'act', card: '101' });
    expect([t.p.res.energy, t.p.res.steel, t.s.oxygen, t.p.tr]).toEqual([0, 1, 1, 21]);
  });
});

describe('102 Power Grid', () => {
  test('energy production +1 per power tag you have, this included', () => {
    const t = played(T().inPlay(0, '141'), '102');
    expect([t.p.prod.energy, t.p.res.mc]).toEqual([2, 82]);
  });
});

describe('103 Steelworks', () => {
  test('action: 4 energy for 2 steel and oxygen +1', () => {
    const t = played(T().res(0, { energy: 4 }), '103');
    t.act({ do: 'act', card: '103' });
    expect([t.p.res.energy, t.p.res.steel, t.s.oxygen, t.p.tr]).toEqual([0, 2, 1, 21]);
  });
});

describe('104 Ore Processor', () => {
  test('action: 4 energy for 1 titanium and oxygen +1', () => {
    const t = played(T().res(0, { energy: 4 }), '104');
    t.act({ do: 'act', card: '104' });
    expect([t.p.res.energy, t.p.res.titanium, t.s.oxygen, t.p.tr]).toEqual([0, 1, 1, 21]);
  });
});
