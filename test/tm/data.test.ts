/**
 * The Terraforming Mars tables against the shared reference files (every
 * field they hold) and against the figures of the issue, typed in here so
 * that a wrong table and a wrong reference cannot agree by accident.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as TmToolingModule from '../../server/src/games/tm/tooling';
import {
  AWARDS,
  CORPORATIONS,
  MILESTONES,
  OFF_MAP,
  PROJECT_CARDS,
  SPACES,
  STANDARD_ACTIONS,
  STANDARD_PROJECTS,
  corporation,
  projectCard,
  space,
} from '../../server/src/games/tm/data';
import { requirementStrings } from '../../server/src/games/tm/data/requirements-text';
import type { Vp } from '../../server/src/games/tm/data/types';

const REF = path.resolve(__dirname, '../../../shared/reference/tm');
const haveRef = fs.existsSync(path.join(REF, 'project-cards-base-corpera.json'));
const withRef = haveRef ? describe : describe.skip;

describe('TM tables: counts', () => {
  test('208 project cards: 137 base + 71 Corporate Era; 112 automated, 59 active, 37 events', () => {
    expect(PROJECT_CARDS).toHaveLength(208);
    expect(PROJECT_CARDS.filter((c) => c.set === 'base')).toHaveLength(137);
    expect(PROJECT_CARDS.filter((c) => c.set === 'corpera')).toHaveLength(71);
    const byType = (t: string) => PROJECT_CARDS.filter((c) => c.type === t).length;
    expect([byType('automated'), byType('active'), byType('event')]).toEqual([112, 59, 37]);
    expect(PROJECT_CARDS.map((c) => c.id)).toEqual(Array.from({ length: 208 }, (_, i) => String(i + 1).padStart(3, '0')));
    expect(projectCard('088').name).toBe('Heather');
  });

  test('every event carries the event tag once, last; no other card has it', () => {
    for (const c of PROJECT_CARDS) {
      const n = c.tags.filter((t) => t === 'event').length;
      expect([c.id, n]).toEqual([c.id, c.type === 'event' ? 1 : 0]);
      if (c.type === 'event') expect(c.tags[c.tags.length - 1]).toBe('event');
    }
    expect(projectCard('090').tags).toEqual(['science', 'science']);
  });

  test('12 corporations + Beginner, 6 standard projects (no Buffer Gas), 2 standard actions, 5 milestones, 5 awards', () => {
    expect(CORPORATIONS).toHaveLength(13);
    expect(
      CORPORATIONS.filter((c) => c.set === 'corpera')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['saturn-systems', 'teractor']);
    expect(STANDARD_PROJECTS.map((p) => [p.id, p.cost])).toEqual([
      ['sell-patents', 0],
      ['power-plant', 11],
      ['asteroid', 14],
      ['aquifer', 18],
      ['greenery', 23],
      ['city', 25],
    ]);
    expect(STANDARD_PROJECTS.some((p) => /buffer/i.test(p.id + p.name))).toBe(false);
    expect(STANDARD_ACTIONS.map((a) => [a.id, a.spend])).toEqual([
      ['convert-plants', 8],
      ['convert-heat', 8],
    ]);
    expect(MILESTONES.map((m) => m.id)).toEqual(['terraformer', 'mayor', 'gardener', 'builder', 'planner']);
    expect(AWARDS.map((a) => a.id)).toEqual(['landlord', 'banker', 'scientist', 'thermalist', 'miner']);
  });

  test('corporation starts as the issue lists them', () => {
    const starts: Record<string, [number, object, object]> = {
      credicor: [57, {}, {}],
      ecoline: [36, { plants: 3 }, { plants: 2 }],
      helion: [42, {}, { heat: 3 }],
      'interplanetary-cinematics': [30, { steel: 20 }, {}],
      inventrix: [45, {}, {}],
      'mining-guild': [30, { steel: 5 }, { steel: 1 }],
      phobolog: [23, { titanium: 10 }, {}],
      'tharsis-republic': [40, {}, {}],
      thorgate: [48, {}, { energy: 1 }],
      'united-nations-mars-initiative': [40, {}, {}],
      'saturn-systems': [42, {}, { titanium: 1 }],
      teractor: [60, {}, {}],
      'beginner-corporation': [42, {}, {}],
    };
    for (const [id, [mc, stock, production]] of Object.entries(starts)) expect([id, corporation(id).start]).toEqual([id, { mc, stock, production }]);
  });
});

/** The issue's requirement list, as written there (°C and % dropped). */
const ISSUE_REQUIREMENTS = `001 oxygen<=5; 002 production:titanium>=1; 004 oceans>=3; 005 oxygen<=6; 008 oceans>=4; 016 oxygen<=7;
018 oxygen>=2; 023 temperature<=-12; 024 oxygen>=11; 026 temperature>=-12; 027 tags:science>=5; 029 oxygen<=9;
034 oxygen>=4; 035 oxygen>=4; 042 temperature<=-18; 044 oxygen<=4; 046 tags:science>=3; 047 oceans>=5; 052 temperature>=2;
053 temperature>=0; 054 oxygen>=6; 055 oceans>=6; 058 tags:jovian>=1; 059 temperature>=4; 060 temperature>=-4;
061 production:steel>=1; 069 oxygen<=8; 072 oxygen>=13; 079 tags:science>=4; 087 temperature>=-16; 088 temperature>=-14;
091 tags:science>=3; 093 temperature>=-10; 094 tags:science>=5; 108 oxygen>=12; 114 oxygen>=7; 116 temperature>=-6;
118 temperature>=4; 119 oceans<=3; 122 oceans>=3; 128 greeneries:own>=1; 129 oxygen>=5; 130 oxygen>=4; 131 oxygen>=3;
132 tags:power>=2; 133 temperature>=-14; 134 temperature<=-10; 135 tags:animal>=1,tags:microbe>=1,tags:plant>=1; 136 oceans>=4;
139 oceans>=3; 145 tags:science>=2; 146 oceans>=3; 147 oxygen>=8; 148 oxygen>=6; 150 tags:science>=7; 154 temperature>=0;
155 temperature<=-14; 159 temperature>=-24; 160 tags:power>=2; 166 oxygen>=5; 168 oxygen>=7; 169 temperature>=-6;
176 temperature>=-20; 177 oceans>=2; 181 temperature>=2; 183 oxygen>=6; 184 oxygen>=9; 186 cities:all>=2; 191 temperature>=-8;
193 tags:science>=2; 208 tags:science>=3`;

describe("TM tables: the issue's card facts", () => {
  test('every requirement, and none elsewhere (71 cards, 11 maximums)', () => {
    const expected = new Map(
      ISSUE_REQUIREMENTS.split(/;\s*/).map((e) => {
        const [id, reqs] = e.trim().split(' ');
        return [id, reqs.split(',').sort()];
      }),
    );
    expect(expected.size).toBe(71);
    for (const c of PROJECT_CARDS) expect([c.id, requirementStrings(c.requirements)]).toEqual([c.id, expected.get(c.id) ?? []]);
    expect(PROJECT_CARDS.filter((c) => c.requirements.some((r) => 'max' in r))).toHaveLength(11);
  });

  test('card resources', () => {
    const expected: Record<string, string> = {};
    for (const id of ['033', '034', '035', '049', '131', '157']) expected[id] = 'microbe';
    for (const id of ['024', '052', '054', '072', '128', '147', '172', '184']) expected[id] = 'animal';
    for (const id of ['005', '095', '185']) expected[id] = 'science';
    expected['028'] = 'fighter';
    for (const c of PROJECT_CARDS) expect([c.id, c.resource ?? null]).toEqual([c.id, expected[c.id] ?? null]);
  });

  test('variable VP', () => {
    const expected: Record<string, Vp> = {};
    for (const id of ['024', '052', '072', '184', '028']) expected[id] = { resources: { per: 1 } };
    for (const id of ['035', '054', '147', '172', '128']) expected[id] = { resources: { per: 2 } };
    expected['131'] = { resources: { per: 3 } };
    expected['049'] = { resources: { per: 4 } };
    expected['095'] = { resources: { per: 1, each: 2 } };
    expected['005'] = { anyResource: 3 };
    for (const id of ['012', '081', '092']) expected[id] = { tag: 'jovian' };
    expected['008'] = { adjacent: 'ocean' };
    expected['085'] = { adjacent: 'city' };
    expected['198'] = { citiesInPlay: 3 };
    const variable = PROJECT_CARDS.filter((c) => typeof c.vp !== 'number');
    expect(variable.map((c) => c.id).sort()).toEqual(Object.keys(expected).sort());
    for (const c of variable) expect([c.id, c.vp]).toEqual([c.id, expected[c.id]]);
    const fixed = new Map<number, number>();
    for (const c of PROJECT_CARDS) if (typeof c.vp === 'number' && c.vp !== 0) fixed.set(c.vp, (fixed.get(c.vp) ?? 0) + 1);
    expect(Object.fromEntries(fixed)).toEqual({ 1: 36, 2: 14, 3: 3, 4: 1, [-1]: 6, [-2]: 3 });
  });
});

describe('TM tables: the Tharsis map', () => {
  const ids = SPACES.map((s) => s.id);
  test('61 + 2 spaces in reading order, rows 5-6-7-8-9-8-7-6-5', () => {
    expect(ids).toEqual(Array.from({ length: 61 }, (_, i) => String(i + 3).padStart(2, '0')));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => SPACES.filter((s) => s.row === r).length)).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
    expect(OFF_MAP.map((s) => [s.id, s.name])).toEqual([
      ['01', 'Ganymede Colony'],
      ['02', 'Phobos Space Haven'],
    ]);
  });

  test('12 ocean-reserved, 4 volcanic, Noctis City on 31, row 4 oceans 32-34 and 35 land with two plants', () => {
    expect(SPACES.filter((s) => s.type === 'ocean').map((s) => s.id)).toEqual(['04', '06', '07', '13', '28', '32', '33', '34', '43', '44', '45', '63']);
    expect(SPACES.filter((s) => s.volcanic).map((s) => s.id)).toEqual(['09', '14', '21', '29']);
    expect(SPACES.filter((s) => s.reserved).map((s) => [s.id, s.reserved])).toEqual([['31', 'noctis']]);
    expect(space('31').type).toBe('land');
    expect(space('35')).toMatchObject({ type: 'land', bonus: ['plant', 'plant'] });
  });

  test('bonus icons: 38 plant, 11 steel, 6 card, 4 titanium', () => {
    const icons: Record<string, number> = {};
    for (const s of SPACES) for (const b of s.bonus) icons[b] = (icons[b] ?? 0) + 1;
    expect(icons).toEqual({ plant: 38, steel: 11, card: 6, titanium: 4 });
  });

  test('adjacency follows the row/col rule: 156 pairs, 37 × 6, 18 × 4, 6 × 3 neighbours; 17 touches 10 11 16 18 24 25', () => {
    const at = new Map(SPACES.map((s) => [`${s.row},${s.col}`, s.id]));
    for (const s of SPACES) {
      const { row: r, col: c } = s;
      const cand: [number, number][] = [
        [r, c - 1],
        [r, c + 1],
      ];
      if (r < 4) cand.push([r - 1, c - 1], [r - 1, c], [r + 1, c], [r + 1, c + 1]);
      else if (r === 4) cand.push([3, c - 1], [3, c], [5, c - 1], [5, c]);
      else cand.push([r - 1, c], [r - 1, c + 1], [r + 1, c - 1], [r + 1, c]);
      const expected = cand
        .map(([a, b]) => at.get(`${a},${b}`))
        .filter((x): x is string => x !== undefined)
        .sort();
      expect([s.id, s.adjacent]).toEqual([s.id, expected]);
    }
    const pairs = new Set<string>();
    for (const s of SPACES) for (const n of s.adjacent) pairs.add([s.id, n].sort().join('-'));
    expect(pairs.size).toBe(156);
    const degrees: Record<number, number> = {};
    for (const s of SPACES) degrees[s.adjacent.length] = (degrees[s.adjacent.length] ?? 0) + 1;
    expect(degrees).toEqual({ 3: 6, 4: 18, 6: 37 });
    expect(space('17').adjacent).toEqual(['10', '11', '16', '18', '24', '25']);
  });
});

withRef('TM tables against the reference files', () => {
  type RefEntry = {
    kind: string;
    id: string;
    name: string;
    number: string;
    module: string;
    type: string;
    cost: number;
    tags: string[];
    vp: unknown;
    req: string[];
    requirements: unknown[];
    resource: string | null;
    start?: unknown;
  };
  const entries = JSON.parse(fs.readFileSync(path.join(REF, 'project-cards-base-corpera.json'), 'utf8')) as RefEntry[];
  const map = JSON.parse(fs.readFileSync(path.join(REF, 'tharsis-map.json'), 'utf8')) as {
    spaces: { id: string; row: number; col: number; type: string; volcanic: boolean; bonus: string[]; reserved?: string; adjacent: string[] }[];
    offMap: { id: string; name: string; adjacent: string[] }[];
    milestones: unknown[];
    awards: unknown[];
  };

  /** Our VP in the reference's shape. */
  function refVp(vp: Vp): unknown {
    if (typeof vp === 'number') return vp;
    if ('resources' in vp)
      return { resourcesHere: {}, ...(vp.resources.per !== 1 ? { per: vp.resources.per } : {}), ...(vp.resources.each ? { each: vp.resources.each } : {}) };
    if ('anyResource' in vp) return 'special';
    if ('tag' in vp) return { tag: vp.tag };
    if ('adjacent' in vp) return vp.adjacent === 'ocean' ? { oceans: {}, nextToThis: {} } : { cities: {}, nextToThis: {} };
    return { cities: {}, all: true, per: vp.citiesInPlay };
  }

  test('project cards: number, name, set, type, cost, tags, VP, requirements, resource', () => {
    const ref = entries.filter((e) => e.kind === 'projectCards');
    expect(ref).toHaveLength(PROJECT_CARDS.length);
    for (const e of ref) {
      const c = projectCard(e.number);
      expect({
        id: c.id,
        name: c.name,
        set: c.set,
        type: c.type,
        cost: c.cost,
        tags: c.tags,
        vp: refVp(c.vp),
        req: requirementStrings(c.requirements),
        requirements: c.requirements,
        resource: c.resource ?? null,
      }).toEqual({
        id: e.id,
        name: e.name,
        set: e.module,
        type: e.type,
        cost: e.cost,
        tags: e.tags,
        vp: e.vp,
        req: e.req,
        requirements: e.requirements,
        resource: e.resource,
      });
    }
  });

  test('corporations: name, set, tags, start', () => {
    const ref = entries.filter((e) => e.kind === 'corporationCards');
    expect(ref.map((e) => e.id).sort()).toEqual(CORPORATIONS.map((c) => c.id).sort());
    for (const e of ref) {
      const c = corporation(e.id);
      expect({ name: c.name, set: c.set, tags: c.tags, start: c.start }).toEqual({ name: e.name, set: e.module, tags: e.tags, start: e.start });
    }
  });

  test('standard projects and actions: ids and costs', () => {
    const sp = entries
      .filter((e) => e.kind === 'standardProjects')
      .map((e) => [e.id, e.cost])
      .sort();
    expect(STANDARD_PROJECTS.map((p) => [p.id, p.cost]).sort()).toEqual(sp);
    expect(
      entries
        .filter((e) => e.kind === 'standardActions')
        .map((e) => e.id)
        .sort(),
    ).toEqual(STANDARD_ACTIONS.map((a) => a.id).sort());
  });

  test('spaces: type, volcanic, bonus, reserved, adjacency; off-map spaces; milestones and awards', () => {
    expect(map.spaces.map((s) => s.id)).toEqual(SPACES.map((s) => s.id));
    for (const r of map.spaces) {
      const s = space(r.id);
      expect({ row: s.row, col: s.col, type: s.type, volcanic: s.volcanic, bonus: s.bonus, reserved: s.reserved ?? null, adjacent: s.adjacent }).toEqual({
        row: r.row,
        col: r.col,
        type: r.type === 'land' ? 'land' : 'ocean',
        volcanic: r.volcanic,
        bonus: r.bonus,
        reserved: r.reserved ? 'noctis' : null,
        adjacent: r.adjacent,
      });
      if (r.reserved) expect(r.reserved).toBe('Noctis City');
    }
    expect(map.offMap.map((s) => ({ id: s.id, name: s.name }))).toEqual(OFF_MAP);
    expect(map.offMap.every((s) => s.adjacent.length === 0)).toBe(true);
    expect(map.milestones).toEqual(MILESTONES);
    expect(map.awards).toEqual(AWARDS);
  });
});

describe('npm run cards -- --game tm', () => {
  // Imported here rather than run as a process: the tool only prints these objects.
  const { tmTooling } = jest.requireActual<typeof TmToolingModule>('../../server/src/games/tm/tooling');
  const tmCardTooling = tmTooling.cards!;

  test('--dump: the neutral form of the issue', () => {
    const dump = tmCardTooling.cardDump() as {
      projectCards: object[];
      corporations: object[];
      standardProjects: object[];
      spaces: object[];
      milestones: object[];
      awards: object[];
    };
    expect(dump.projectCards).toContainEqual({
      id: '047',
      name: 'Algae',
      set: 'base',
      type: 'automated',
      cost: 10,
      tags: ['plant'],
      requirements: ['oceans>=5'],
      resource: null,
    });
    expect(dump.projectCards).toContainEqual({
      id: '135',
      name: 'Advanced Ecosystems',
      set: 'base',
      type: 'automated',
      cost: 11,
      tags: ['plant', 'microbe', 'animal'],
      requirements: ['tags:animal>=1', 'tags:microbe>=1', 'tags:plant>=1'],
      resource: null,
    });
    expect(dump.corporations).toContainEqual({ name: 'Helion', set: 'base', tags: ['space'], start: { mc: 42, stock: {}, production: { heat: 3 } } });
    expect(dump.corporations).toHaveLength(13);
    expect(dump.standardProjects).toContainEqual({ id: 'aquifer', name: 'Aquifer', cost: 18 });
    expect(dump.spaces).toHaveLength(61);
    expect(dump.spaces).toContainEqual({
      id: '31',
      type: 'land',
      volcanic: false,
      bonus: ['plant', 'plant'],
      reserved: 'noctis',
      adjacent: ['22', '23', '30', '32', '39', '40'],
    });
    expect([dump.milestones.length, dump.awards.length]).toEqual([5, 5]);
  });

  test('the report counts', () => {
    expect(tmCardTooling.cardReport(path.resolve(__dirname, '../..'))).toMatchObject({
      game: 'tm',
      projectCards: 208,
      base: 137,
      corporateEra: 71,
      corporations: 12,
      beginnerCorporation: true,
      standardProjects: 6,
      standardActions: 2,
      milestones: 5,
      awards: 5,
    });
  });
});
