/** The TI3 tables (issue 23 "Data tables"): every count, and values spot-checked against the reference CSVs. */
import {
  ACTION_CARDS,
  OBJECTIVES,
  POLITICAL_CARDS,
  RACES,
  STRATEGY_CARDS,
  SYSTEMS,
  TECHNOLOGIES,
  UNITS,
  systemTile,
  technology,
  unit,
  WINDOW_IDS,
} from '../../server/src/games/ti3/data';
import { haveRef, readCsv } from './csv';

describe('TI3 data: counts', () => {
  test('9 units, 10 races, 8 strategy cards, 24 technologies', () => {
    expect(UNITS).toHaveLength(9);
    expect(RACES).toHaveLength(10);
    expect(STRATEGY_CARDS.map((c) => c.initiative)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(TECHNOLOGIES).toHaveLength(24);
  });

  test('systems: 32 tiles neither home nor Mecatol Rex carry 32 planets (20 planet, 4 special, 8 empty)', () => {
    const dealt = SYSTEMS.filter((s) => s.kind !== 'home' && s.kind !== 'mecatol');
    expect(dealt).toHaveLength(32);
    expect(dealt.flatMap((s) => s.planets)).toHaveLength(32);
    const kinds = (k: string) => dealt.filter((s) => s.kind === k).length;
    expect([kinds('planet'), kinds('special'), kinds('empty')]).toEqual([20, 4, 8]);
    expect(dealt.filter((s) => s.special === 'asteroid')).toHaveLength(2);
    expect(dealt.filter((s) => s.kind === 'empty' && s.wormhole !== null).map((s) => s.wormhole)).toEqual(['alpha', 'beta']);
    expect(SYSTEMS.filter((s) => s.kind === 'home')).toHaveLength(10);
    expect(SYSTEMS.filter((s) => s.kind === 'mecatol')).toHaveLength(1);
  });

  test('objectives: 10 stage I, 10 stage II (Imperium Rex, Domination!, Supremacy! among them), 10 secret', () => {
    const stage = (s: string) => OBJECTIVES.filter((o) => o.stage === s);
    expect([stage('I').length, stage('II').length, stage('secret').length]).toEqual([10, 10, 10]);
    const vp = (name: string) => OBJECTIVES.find((o) => o.name === name)?.vp;
    expect([vp('Imperium Rex'), vp('Domination!'), vp('Supremacy!')]).toEqual(['end', 'win', 'win']);
    expect(stage('secret').every((o) => o.vp === 2)).toBe(true);
  });

  test('action cards: 72 kinds, 103 copies; political cards: 60, of which 38 laws', () => {
    expect(ACTION_CARDS).toHaveLength(72);
    expect(ACTION_CARDS.reduce((n, c) => n + c.copies, 0)).toBe(103);
    expect(POLITICAL_CARDS).toHaveLength(60);
    expect(POLITICAL_CARDS.filter((c) => c.law)).toHaveLength(38);
    const outcomes = POLITICAL_CARDS.reduce<Record<string, number>>((m, c) => ({ ...m, [c.outcome]: (m[c.outcome] ?? 0) + 1 }), {});
    expect(outcomes).toEqual({
      'for-against': 38,
      'elect-player': 15,
      'elect-planet': 2,
      'elect-two-players': 1,
      'elect-two-planets': 1,
      'elect-law': 2,
      'elect-color': 1,
    });
  });
});

describe('TI3 data: spot checks', () => {
  test('Dreadnought costs 5, hits on 5+, moves 1 and sustains damage; Carrier capacity 6', () => {
    const d = unit('Dreadnought');
    expect([d.cost, d.combat, d.move, d.sustain]).toEqual([5, 5, 1, true]);
    expect(unit('Carrier').capacity).toBe(6);
  });

  test('Mecatol Rex 1/6; Archon Ren 2/3; Lodor holds the alpha wormhole', () => {
    expect(systemTile('mecatol-rex').planets[0]).toMatchObject({ resources: 1, influence: 6 });
    const ren = RACES.flatMap((r) => r.homePlanets).find((p) => p.name === 'Archon Ren');
    expect([ren?.resources, ren?.influence]).toEqual([2, 3]);
    expect(systemTile('lodor').wormhole).toBe('alpha');
  });

  test("L1Z1X's four starting technologies and 3 Strategy Allocation counters; Mentak's 4 Fleet Supply", () => {
    const l1 = RACES.find((r) => r.id === 'l1z1x')!;
    expect(l1.startingTechs).toEqual(['Enviro Compensator', 'Stasis Capsules', 'Cybernetics', 'Hylar V Assault Laser']);
    expect(l1.counters).toEqual({ strategy: 3, command: 3, fleet: 3 });
    expect(RACES.find((r) => r.id === 'mentak')!.counters.fleet).toBe(4);
  });

  test('War Sun needs Deep Space Cannon and Sarween Tools', () => {
    expect(technology('War Sun')).toMatchObject({ prereqs: ['Deep Space Cannon', 'Sarween Tools'], prereqMode: 'and' });
  });

  test('every prerequisite names a technology', () => {
    for (const t of TECHNOLOGIES) for (const p of t.prereqs) expect(() => technology(p)).not.toThrow();
  });
});

(haveRef ? describe : describe.skip)('TI3 data: against ../shared/reference/ti3', () => {
  test('units_base.csv: cost, combat, dice, move, limit', () => {
    for (const row of readCsv('units_base.csv')) {
      const u = unit(row.unit as Parameters<typeof unit>[0]);
      expect(u.cost).toBe(Number(row.cost));
      expect(u.perCost).toBe(Number(row.units_per_cost));
      expect(String(u.combat ?? '-')).toBe(row['combat(hit on d10>=)']);
      expect(u.dice).toBe(Number(row.dice));
      expect(u.move).toBe(parseInt(row.move, 10));
      expect(u.limit).toBe(/^\d+$/.test(row.component_limit_per_player) ? Number(row.component_limit_per_player) : null);
    }
  });

  test('system_tiles_base.csv: every tile, its kind, wormhole and planets', () => {
    const rows = readCsv('system_tiles_base.csv');
    for (const row of rows) {
      const t = systemTile(row.tile_id);
      expect(t.kind).toBe(row.kind);
      expect(t.wormhole).toBe(row.wormhole || null);
      expect(t.special).toBe(row.special || null);
      const planets = row.planets ? row.planets.split('; ') : [];
      expect(
        t.planets.map((p) => `${p.name} ${p.resources}/${p.influence}${p.specialty ? ` ${p.specialty[0].toUpperCase()}${p.specialty.slice(1)}` : ''}`),
      ).toEqual(planets);
    }
    expect(rows).toHaveLength(33);
  });

  test('races_base.csv: home planets, technologies and trade contracts', () => {
    const rows = readCsv('races_base.csv');
    rows.forEach((row, i) => {
      const r = RACES[i];
      expect(r.name).toBe(row.race);
      expect(r.homePlanets.map((p) => `${p.name} (${p.resources}R/${p.influence}I)`).join('; ')).toBe(row['home_system_planets (R/I)']);
      expect(r.startingTechs.join('; ')).toBe(row.starting_techs);
      expect(r.tradeContracts.join(',')).toBe(row.trade_contracts);
      const units = Object.values(r.startingUnits).reduce((a, b) => a + (b ?? 0), 0);
      expect(units).toBe(row.starting_units.split('; ').reduce((a, u) => a + parseInt(u, 10), 0));
    });
  });

  test('technologies, action cards and political cards by name', () => {
    expect(TECHNOLOGIES.map((t) => t.name)).toEqual(readCsv('technologies_base.csv').map((r) => r.name));
    expect(ACTION_CARDS.map((c) => `${c.name}:${c.copies}`)).toEqual(readCsv('action_cards_base.csv').map((r) => `${r.name}:${r.copies}`));
    expect(POLITICAL_CARDS.map((c) => `${c.name}:${c.law}:${c.outcome}`)).toEqual(
      readCsv('political_cards_base.csv').map((r) => `${r.name}:${r.law === 'LAW'}:${r.outcome}`),
    );
    const secrets = readCsv('objectives_base.csv').filter((r) => r.deck === 'Secret Objectives');
    expect(OBJECTIVES.filter((o) => o.stage === 'secret').map((o) => o.name)).toEqual(secrets.map((r) => r.name));
  });
});

describe('TI3 data: action-card windows and political outcomes (issue 24, Data)', () => {
  test('72 action-card kinds, 103 copies, each in one window of the table; windowAlso as the CSV says', () => {
    expect(ACTION_CARDS).toHaveLength(72);
    expect(ACTION_CARDS.reduce((n, c) => n + c.copies, 0)).toBe(103);
    for (const c of ACTION_CARDS) expect(WINDOW_IDS).toContain(c.window);
    if (!haveRef) return;
    const rows = readCsv('action_cards_base.csv');
    expect(ACTION_CARDS.map((c) => `${c.name}:${c.window}:${(c.windowAlso ?? []).join(';')}`)).toEqual(
      rows.map((r) => `${r.name}:${r.window}:${r.window_also}`),
    );
    expect(readCsv('action_windows.csv').map((r) => r.window)).toEqual([...WINDOW_IDS]);
  });

  test('the ten "During the Strategy Phase" kinds: strategy-start, also after-pick and after-all-picks', () => {
    const during = ACTION_CARDS.filter((c) => c.windowAlso);
    expect(during).toHaveLength(10);
    for (const c of during) expect([c.window, ...c.windowAlso!]).toEqual(['strategy-start', 'after-pick', 'after-all-picks']);
  });

  test('60 political cards, 38 laws; outcomes 38 for-against / 15 elect-player / 2 elect-planet / 1 / 1 / 2 elect-law / 1 elect-color', () => {
    const n = (o: string) => POLITICAL_CARDS.filter((c) => c.outcome === o).length;
    expect(POLITICAL_CARDS.filter((c) => c.law)).toHaveLength(38);
    expect(['for-against', 'elect-player', 'elect-planet', 'elect-two-players', 'elect-two-planets', 'elect-law', 'elect-color'].map(n)).toEqual([
      38, 15, 2, 1, 1, 2, 1,
    ]);
    if (!haveRef) return;
    expect(POLITICAL_CARDS.map((c) => `${c.name}:${c.law}:${c.outcome}`)).toEqual(
      readCsv('political_cards_base.csv').map((r) => `${r.name}:${r.law === 'LAW'}:${r.outcome}`),
    );
  });
});
