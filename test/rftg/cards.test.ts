import * as fs from 'fs';
import * as path from 'path';

import { CARD_DESIGNS } from '../../server/src/games/rftg/data/cards';
import {
  copiesAtLevel,
  deckForLevel,
  designById,
  designByName,
  designsForLevel,
  designsNamed,
  hasFlag,
  isExpansionLevel,
  startWorldsForLevel,
} from '../../server/src/games/rftg/data/deck';
import {
  BONUS_KINDS,
  CARD_FLAGS,
  CONSUME_POWER_FLAGS,
  DEVELOP_POWER_FLAGS,
  EXPANSION_LEVELS,
  EXPLORE_POWER_FLAGS,
  PRODUCE_POWER_FLAGS,
  SETTLE_POWER_FLAGS,
} from '../../server/src/games/rftg/data/types';
import type { CardDesign, CardPower, ExpansionLevel, Phase } from '../../server/src/games/rftg/data/types';

const LOG_DIR = path.resolve(__dirname, '../../../shared/conformance/rftg/public');

interface LogDeckCard {
  id: number;
  name: string;
  type: string;
  cost: number;
  vp: number;
  good?: string;
  flags: string[];
}

interface LogPower {
  card: { id: number; name: string } | null;
  power_index: number;
  phase: number;
  code: string[];
  value: number;
  times: number;
}

interface ConformanceLog {
  options: { expansion: number };
  deck: { size: number; cards: LogDeckCard[] };
  events: unknown[];
}

function readLog(file: string): ConformanceLog {
  return JSON.parse(fs.readFileSync(path.join(LOG_DIR, file), 'utf8')) as ConformanceLog;
}

function logLevel(log: ConformanceLog): ExpansionLevel {
  const level = log.options.expansion;
  if (!isExpansionLevel(level)) throw new Error(`log has unexpected expansion ${level}`);
  return level;
}

/** Our deck at `level`, written the way the logs write `deck.cards`. */
function deckAsLogCards(level: ExpansionLevel): LogDeckCard[] {
  return deckForLevel(level).map((designId, id) => {
    const d = CARD_DESIGNS[designId];
    const card: LogDeckCard = { id, name: d.name, type: d.kind, cost: d.cost, vp: d.vp, flags: [...d.flags] };
    if (d.kind === 'world' && d.good !== null) card.good = d.good.toUpperCase();
    return card;
  });
}

function isLogPower(x: object): x is LogPower {
  return 'power_index' in x && 'card' in x && (x as { card: unknown }).card !== null;
}

/** Every power reference with a card anywhere in the events (offers and answers alike). */
function collectPowers(node: unknown, into: LogPower[]): LogPower[] {
  if (Array.isArray(node)) {
    for (const item of node) collectPowers(item, into);
  } else if (node !== null && typeof node === 'object') {
    if (isLogPower(node)) into.push(node);
    for (const value of Object.values(node)) collectPowers(value, into);
  }
  return into;
}

function named(name: string, level: ExpansionLevel = 3): CardDesign {
  const design = designByName(name, level);
  if (!design) throw new Error(`no design ${name} at level ${level}`);
  return design;
}

const power = (phase: Phase, flags: string[], value: number, times: number): CardPower => ({ phase, flags, value, times }) as CardPower;

const logFiles = fs
  .readdirSync(LOG_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('deck composition against the conformance logs', () => {
  it('has logs for every level', () => {
    const levels = new Set(logFiles.map((f) => logLevel(readLog(f))));
    expect([...levels].sort()).toEqual([0, 1, 2, 3]);
  });

  it.each(logFiles)('%s: deck.cards equals deckForLevel card for card', (file) => {
    const log = readLog(file);
    const level = logLevel(log);
    expect(log.deck.size).toBe(deckForLevel(level).length);
    expect(deckAsLogCards(level)).toEqual(log.deck.cards);
  });

  it.each(logFiles)('%s: every power the log cites matches the table', (file) => {
    const log = readLog(file);
    const level = logLevel(log);
    const deck = deckForLevel(level);
    const cited = collectPowers(log.events, []);
    expect(cited.length).toBeGreaterThan(0);
    for (const p of cited) {
      const card = p.card as { id: number; name: string };
      const design = CARD_DESIGNS[deck[card.id]];
      expect(design.name).toBe(card.name);
      expect(design.powers[p.power_index]).toEqual(power(p.phase as Phase, p.code, p.value, p.times));
    }
  });
});

describe('copies per level', () => {
  it.each([
    [0, 114, 95],
    [1, 136, 114],
    [2, 180, 150],
    [3, 228, 190],
  ] as const)('level %i: %i cards from %i designs', (level, cards, designs) => {
    expect(deckForLevel(level)).toHaveLength(cards);
    expect(designsForLevel(level)).toHaveLength(designs);
  });

  it('keeps only designs of levels 0-3, promos left out', () => {
    expect(CARD_DESIGNS).toHaveLength(191);
    expect(designsNamed('Gateway Station')).toEqual([]); // promo start world
    expect(designsNamed('Rebel Resistance')).toEqual([]); // Xeno Invasion only
    for (const d of CARD_DESIGNS) {
      expect(EXPANSION_LEVELS.some((level) => copiesAtLevel(d, level) > 0)).toBe(true);
    }
  });

  it('lists copies of a design consecutively, designs in table order', () => {
    const deck = deckForLevel(1);
    expect(deck.slice(0, 7).map((id) => CARD_DESIGNS[id].name)).toEqual([
      'Old Earth',
      'Epsilon Eridani',
      'Alpha Centauri',
      'New Sparta',
      "Earth's Lost Colony",
      'Rebel Fuel Cache',
      'Public Works',
    ]);
    const contact = named('Contact Specialist', 1).id;
    const first = deck.indexOf(contact);
    expect(deck.slice(first, first + 4)).toEqual([contact, contact, contact, contact + 1]);
    for (let i = 1; i < deck.length; i++) expect(deck[i]).toBeGreaterThanOrEqual(deck[i - 1]);
  });

  it('adds copies of a base design in later sets', () => {
    const contact = named('Contact Specialist');
    expect(contact.copies).toEqual([2, 1, 0, 0]);
    expect(EXPANSION_LEVELS.map((l) => copiesAtLevel(contact, l))).toEqual([2, 3, 3, 3]);
    expect(named('Research Labs').copies).toEqual([2, 0, 1, 0]);
  });

  it('swaps the base Gambling World for the RvI one', () => {
    const [base, rvi] = designsNamed('Gambling World');
    expect(base.copies).toEqual([1, 0, -1, 0]);
    expect(rvi.copies).toEqual([0, 0, 1, 0]);
    expect(base.powers[1]).toEqual(power(4, ['DRAW_LUCKY'], 0, 0));
    expect(rvi.powers[1]).toEqual(power(4, ['ANTE_CARD'], 0, 0));
    expect(designByName('Gambling World', 1)).toBe(base);
    expect(designByName('Gambling World', 2)).toBe(rvi);
    expect(designsForLevel(3)).not.toContain(base);
  });
});

describe('start worlds', () => {
  it.each([
    [0, 5, 2, 3],
    [1, 9, 4, 5],
    [2, 12, 6, 6],
    [3, 16, 8, 8],
  ] as const)('level %i: %i start worlds, %i red, %i blue', (level, total, red, blue) => {
    const starts = startWorldsForLevel(level);
    expect(starts).toHaveLength(total);
    expect(starts.filter((d) => d.start === 'red')).toHaveLength(red);
    expect(starts.filter((d) => d.start === 'blue')).toHaveLength(blue);
    for (const d of starts) expect(copiesAtLevel(d, level)).toBe(1);
  });

  it('derives the colour from the START_RED / START_BLUE flags', () => {
    for (const d of CARD_DESIGNS) {
      const start = d.kind === 'world' ? d.start : null;
      expect([d.name, hasFlag(d, 'START')]).toEqual([d.name, start !== null]);
      expect([d.name, hasFlag(d, 'START_RED')]).toEqual([d.name, start === 'red']);
      expect([d.name, hasFlag(d, 'START_BLUE')]).toEqual([d.name, start === 'blue']);
    }
  });
});

describe('table invariants', () => {
  const vocabulary: Record<Phase, readonly string[]> = {
    1: EXPLORE_POWER_FLAGS,
    2: DEVELOP_POWER_FLAGS,
    3: SETTLE_POWER_FLAGS,
    4: CONSUME_POWER_FLAGS,
    5: PRODUCE_POWER_FLAGS,
  };
  const inCanonicalOrder = (flags: readonly string[], order: readonly string[]): boolean =>
    flags.every((f, i) => order.includes(f) && (i === 0 || order.indexOf(flags[i - 1]) < order.indexOf(f)));

  it('uses the index as id', () => {
    CARD_DESIGNS.forEach((d, i) => expect(d.id).toBe(i));
    expect(designById(0)?.name).toBe('Old Earth');
    expect(designById(CARD_DESIGNS.length)).toBeUndefined();
  });

  it('lists card flags and power flags once each, in canonical order, from their own vocabulary', () => {
    for (const d of CARD_DESIGNS) {
      expect([d.name, inCanonicalOrder(d.flags, CARD_FLAGS)]).toEqual([d.name, true]);
      for (const p of d.powers) {
        expect([d.name, inCanonicalOrder(p.flags, vocabulary[p.phase])]).toEqual([d.name, true]);
      }
      for (const b of d.bonuses) expect(b.kind === 'NAME' || BONUS_KINDS.includes(b.kind)).toBe(true);
    }
  });

  it('uses every vocabulary entry somewhere, so the unions carry nothing unused', () => {
    const used = new Set<string>();
    for (const d of CARD_DESIGNS) {
      for (const f of d.flags) used.add(`F:${f}`);
      for (const p of d.powers) for (const f of p.flags) used.add(`${p.phase}:${f}`);
      for (const b of d.bonuses) used.add(`V:${b.kind}`);
    }
    for (const f of CARD_FLAGS) expect(used).toContain(`F:${f}`);
    for (const phase of [1, 2, 3, 4, 5] as const) {
      for (const f of vocabulary[phase]) expect(used).toContain(`${phase}:${f}`);
    }
    for (const k of BONUS_KINDS) expect(used).toContain(`V:${k}`);
  });

  it('keeps names unique within a level', () => {
    for (const level of EXPANSION_LEVELS) {
      const names = designsForLevel(level).map((d) => d.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives windfall worlds a good, and names in bonuses point at real designs', () => {
    for (const d of CARD_DESIGNS) {
      if (hasFlag(d, 'WINDFALL')) expect(d.kind === 'world' && d.good !== null).toBe(true);
      for (const b of d.bonuses) if (b.kind === 'NAME') expect(designsNamed(b.cardName).length).toBeGreaterThan(0);
    }
  });

  it('refuses levels Orrery does not host', () => {
    expect(isExpansionLevel(4)).toBe(false);
    expect(() => deckForLevel(4 as ExpansionLevel)).toThrow(RangeError);
  });
});

describe('spot checks against cards.txt', () => {
  it('Old Earth: base blue start world', () => {
    expect(named('Old Earth', 0)).toEqual({
      id: 0,
      name: 'Old Earth',
      kind: 'world',
      cost: 3,
      vp: 2,
      copies: [1, 0, 0, 0],
      good: null,
      start: 'blue',
      flags: ['START', 'START_BLUE'],
      powers: [power(4, ['TRADE_ANY'], 1, 0), power(4, ['CONSUME_ANY', 'GET_VP'], 1, 2)],
      bonuses: [],
    });
  });

  it('Alpha Centauri: windfall start world, two rare-only settle powers', () => {
    const d = named('Alpha Centauri', 0);
    expect(d).toMatchObject({ kind: 'world', cost: 2, vp: 0, good: 'rare', start: 'blue' });
    expect(d.flags).toEqual(['WINDFALL', 'START', 'START_BLUE']);
    expect(d.powers).toEqual([power(3, ['REDUCE', 'RARE'], 1, 0), power(3, ['RARE', 'EXTRA_MILITARY'], 1, 0)]);
  });

  it('Lost Alien Battle Fleet: military alien production world', () => {
    const d = named('Lost Alien Battle Fleet', 0);
    expect(d).toMatchObject({ kind: 'world', cost: 6, vp: 4, good: 'alien', start: null, copies: [1, 0, 0, 0] });
    expect(d.flags).toEqual(['MILITARY', 'ALIEN']);
    expect(d.powers).toEqual([power(3, ['EXTRA_MILITARY'], 3, 0), power(5, ['PRODUCE'], 0, 0)]);
  });

  it('Former Penal Colony: military windfall world', () => {
    const d = named('Former Penal Colony', 0);
    expect(d).toMatchObject({ kind: 'world', cost: 2, vp: 1, good: 'novelty' });
    expect(d.flags).toEqual(['MILITARY', 'WINDFALL']);
    expect(d.powers).toEqual([power(3, ['EXTRA_MILITARY'], 1, 0)]);
  });

  it('Alien Robotic Factory: peaceful alien world', () => {
    const d = named('Alien Robotic Factory', 0);
    expect(d).toMatchObject({ kind: 'world', cost: 6, vp: 5, good: 'alien', flags: ['ALIEN'] });
    expect(hasFlag(d, 'MILITARY')).toBe(false);
  });

  it('Galactic Federation: 6-cost development scoring developments', () => {
    const d = named('Galactic Federation', 0);
    expect(d).toMatchObject({ kind: 'development', cost: 6, vp: 0, copies: [1, 0, 0, 0], flags: [] });
    expect(d.powers).toEqual([power(2, ['REDUCE'], 2, 0)]);
    expect(d.bonuses).toEqual([
      { kind: 'SIX_DEVEL', points: 2 },
      { kind: 'DEVEL', points: 1 },
    ]);
  });

  it('Free Trade Association: 6-cost development with named-card bonuses', () => {
    const d = named('Free Trade Association', 0);
    expect(d).toMatchObject({ kind: 'development', cost: 6, vp: 0 });
    expect(d.powers).toEqual([power(4, ['CONSUME_NOVELTY', 'GET_CARD', 'GET_VP'], 1, 3), power(5, ['WINDFALL_NOVELTY'], 0, 0)]);
    expect(d.bonuses).toEqual([
      { kind: 'NOVELTY_PRODUCTION', points: 2 },
      { kind: 'NOVELTY_WINDFALL', points: 1 },
      { kind: 'NAME', points: 2, cardName: 'Consumer Markets' },
      { kind: 'NAME', points: 2, cardName: 'Expanding Colony' },
    ]);
  });

  it('TGS: Terraforming Guild and Improved Logistics', () => {
    expect(designByName('Terraforming Guild', 0)).toBeUndefined();
    const guild = named('Terraforming Guild', 1);
    expect(guild).toMatchObject({ kind: 'development', cost: 6, vp: 0, copies: [0, 1, 0, 0], flags: ['TERRAFORMING'] });
    expect(guild.powers).toEqual([power(3, ['DRAW_AFTER'], 1, 0), power(5, ['WINDFALL_ANY'], 0, 0)]);
    expect(guild.bonuses.map((b) => [b.kind, b.points])).toEqual([
      ['NOVELTY_WINDFALL', 2],
      ['RARE_WINDFALL', 2],
      ['GENE_WINDFALL', 2],
      ['ALIEN_WINDFALL', 2],
      ['TERRAFORMING_FLAG', 2],
    ]);
    const logistics = named('Improved Logistics', 1);
    expect(logistics).toMatchObject({ kind: 'development', cost: 3, vp: 2, copies: [0, 2, 0, 0] });
    expect(logistics.powers).toEqual([power(3, ['PLACE_TWO'], 0, 0)]);
  });

  it('TGS: Ancient Race starts with a 3-card hand', () => {
    const d = named('Ancient Race', 1);
    expect(d).toMatchObject({ kind: 'world', cost: 2, vp: 1, good: 'gene', start: 'blue', powers: [] });
    expect(d.flags).toEqual(['WINDFALL', 'START', 'START_BLUE', 'STARTHAND_3']);
  });

  it('RvI: Rebel Alliance, Imperium Seat, Imperium Warlord, Uplift Code', () => {
    expect(designByName('Rebel Alliance', 1)).toBeUndefined();
    const alliance = named('Rebel Alliance', 2);
    expect(alliance).toMatchObject({ kind: 'development', cost: 6, vp: 0, copies: [0, 0, 1, 0], flags: ['REBEL'] });
    expect(alliance.powers).toEqual([power(3, ['AGAINST_REBEL', 'PAY_MILITARY'], 2, 0), power(3, ['TAKEOVER_IMPERIUM'], 2, 0)]);
    expect(alliance.bonuses).toEqual([
      { kind: 'REBEL_FLAG', points: 2 },
      { kind: 'MILITARY', points: 1 },
    ]);

    const seat = named('Imperium Seat', 2);
    expect(seat).toMatchObject({ cost: 6, flags: ['IMPERIUM'] });
    expect(seat.powers).toEqual([power(3, ['EXTRA_MILITARY', 'AGAINST_REBEL'], 1, 0), power(3, ['TAKEOVER_REBEL'], 0, 0)]);

    const warlord = named('Imperium Warlord', 2);
    expect(warlord).toMatchObject({ kind: 'world', cost: 2, vp: 2, good: null, start: 'red' });
    expect(warlord.flags).toEqual(['START', 'START_RED', 'IMPERIUM']);
    expect(warlord.powers).toHaveLength(3);

    const code = named('Uplift Code', 2);
    expect(code.flags).toEqual(['UPLIFT', 'PRESTIGE']);
    expect(code.powers).toEqual([power(5, ['DRAW_CHROMO'], 2, 0)]);
    expect(code.bonuses).toEqual([
      { kind: 'CHROMO_FLAG', points: 3 },
      { kind: 'UPLIFT_FLAG', points: 2 },
    ]);
  });

  it('Avian Uplift Race: a base uplift world with the chromosome symbol', () => {
    expect(named('Avian Uplift Race', 0).flags).toEqual(['MILITARY', 'WINDFALL', 'UPLIFT', 'CHROMO']);
  });

  it('BoW: Pan-Galactic Security Council and Interstellar Casus Belli', () => {
    expect(designByName('Pan-Galactic Security Council', 2)).toBeUndefined();
    const council = named('Pan-Galactic Security Council', 3);
    expect(council).toMatchObject({ kind: 'world', cost: 1, vp: 1, good: null, copies: [0, 0, 0, 1] });
    expect(council.flags).toEqual(['PRESTIGE']);
    expect(council.powers).toEqual([
      power(1, ['DRAW'], 1, 0),
      power(3, ['PREVENT_TAKEOVER'], 0, 0),
      power(4, ['CONSUME_TWO', 'GET_PRESTIGE', 'DISCARD_HAND'], 1, 1),
    ]);
    const belli = named('Interstellar Casus Belli', 3);
    expect(belli).toMatchObject({ kind: 'development', cost: 4, vp: 0, copies: [0, 0, 0, 2] });
    expect(belli.powers).toEqual([power(3, ['TAKEOVER_PRESTIGE'], 2, 0), power(4, ['CONSUME_PRESTIGE', 'GET_VP'], 3, 1)]);
  });

  it('BoW: Alien Oort Cloud Refinery is the only "any" good', () => {
    const oort = named('Alien Oort Cloud Refinery', 3);
    expect(oort).toMatchObject({ kind: 'world', cost: 0, vp: 1, good: 'any', flags: ['WINDFALL', 'ALIEN'] });
    expect(oort.powers).toEqual([power(4, ['NO_TRADE'], 0, 0)]);
    expect(CARD_DESIGNS.filter((d) => d.kind === 'world' && d.good === 'any')).toEqual([oort]);
  });

  it('BoW: Federation Capital is a world with bonus scoring', () => {
    const capital = named('Federation Capital', 3);
    expect(capital).toMatchObject({ kind: 'world', cost: 3, vp: 0 });
    expect(capital.bonuses).toEqual([{ kind: 'PRESTIGE', points: 1 }]);
  });
});
