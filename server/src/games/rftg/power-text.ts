/**
 * Our own short wording for card powers and "?" bonuses, built from the
 * card table's flags. A flag with no phrase here still shows (as its name in
 * lower case), so cards from a newer expansion are never silently blank.
 */
import type { CardDesign, CardFlag, CardPower, VpBonus } from './data/types';

export const PHASE_NAMES: Record<number, string> = { 1: 'Explore', 2: 'Develop', 3: 'Settle', 4: 'Consume', 5: 'Produce' };
export const PHASE_MARKS: Record<number, string> = { 1: 'I', 2: 'II', 3: 'III', 4: 'IV', 5: 'V' };

const KINDS = ['NOVELTY', 'RARE', 'GENE', 'ALIEN', 'ANY'];
const kindWord = (f: string) => f.toLowerCase();

/** Flags that only narrow another flag (a good kind, a target) and read as a suffix. */
function qualifiers(flags: readonly string[]): string {
  const kinds = flags.filter((f) => KINDS.includes(f)).map(kindWord);
  const out: string[] = [];
  if (kinds.length) out.push(`${kinds.join('/')} worlds`);
  if (flags.includes('AGAINST_REBEL')) out.push('vs Rebel');
  if (flags.includes('AGAINST_CHROMO')) out.push('vs chromosome');
  if (flags.includes('IF_IMPERIUM')) out.push('with an Imperium card');
  return out.length ? ` (${out.join(', ')})` : '';
}

const n = (v: number) => (v >= 0 ? `+${v}` : `${v}`);

type Phrase = (v: number, p: CardPower) => string;

const EXPLORE: Record<string, Phrase> = {
  DRAW: (v) => `draw ${n(v)}`,
  KEEP: (v) => `keep ${n(v)}`,
  DISCARD_ANY: () => 'discard from whole hand',
  DISCARD_PRESTIGE: (v) => `discard 1 for ${v} prestige`,
};

const DEVELOP: Record<string, Phrase> = {
  DRAW: (v) => `draw ${v} first`,
  REDUCE: (v) => `cost −${v}`,
  DRAW_AFTER: (v) => `draw ${v} after placing`,
  EXPLORE: (v) => `draw ${v}, discard 1`,
  DISCARD_REDUCE: (v) => `discard this: cost −${v}`,
  SAVE_COST: () => 'keep 1 paid card under this',
  PRESTIGE: (v) => `${v} prestige per development`,
  PRESTIGE_REBEL: (v) => `${v} prestige per Rebel development`,
  PRESTIGE_SIX: (v) => `${v} prestige per 6-cost development`,
  CONSUME_RARE: (v) => `spend a rare good: cost −${v}`,
};

const SETTLE: Record<string, Phrase> = {
  REDUCE: (v, p) => `cost −${v}${qualifiers(p.flags)}`,
  EXTRA_MILITARY: (v, p) => {
    const per = p.flags.includes('PER_MILITARY' as never) ? ' per military world' : p.flags.includes('PER_CHROMO' as never) ? ' per chromosome card' : '';
    return `${n(v)} military${per}${qualifiers(p.flags)}`;
  },
  // Not an Alien *good*: Alien Rosetta Stone World (the Alien keyword, no good) may be placed (military.ts).
  REDUCE_ZERO: () => 'place a peaceful world for free (not an Alien production or windfall world)',
  MILITARY_HAND: (v) => `discard up to ${v} cards: +1 military each`,
  PAY_MILITARY: (v, p) => `pay for a military world${qualifiers(p.flags)}, cost −${v}`,
  PAY_DISCOUNT: (v) => `paying for military worlds: cost −${v}`,
  PAY_PRESTIGE: (v) => `${v} prestige when paying for a military world`,
  CONQUER_SETTLE: (v) => `conquer a peaceful world at ${n(v)} military`,
  DRAW_AFTER: (v) => `draw ${v} after placing`,
  EXPLORE_AFTER: (v) => `after placing draw ${v}, discard 1`,
  PRESTIGE_REBEL: (v) => `${v} prestige per Rebel world`,
  SAVE_COST: () => 'keep 1 paid card under this',
  PLACE_TWO: () => 'may place a second world',
  PLACE_MILITARY: () => 'may also conquer a military world',
  CONSUME_RARE: () => 'spend a rare good for the bonus',
  CONSUME_GENE: () => 'spend a gene good for the bonus',
  CONSUME_PRESTIGE: () => 'spend prestige for the bonus',
  AUTO_PRODUCE: () => 'new production world starts with a good',
  PRODUCE_PRESTIGE: (v) => `${v} prestige per production world placed`,
  TAKEOVER_REBEL: () => 'take over Rebel military worlds',
  TAKEOVER_IMPERIUM: (v) => `take over from Imperium players (${n(v)} per own Rebel military world)`,
  TAKEOVER_MILITARY: () => 'take over military worlds',
  TAKEOVER_PRESTIGE: () => 'spend prestige: take over a military world',
  DESTROY: () => 'destroy instead of taking over',
  TAKEOVER_DEFENSE: () => 'defence +1 per military world',
  PREVENT_TAKEOVER: () => 'spend prestige: stop a takeover',
  PRESTIGE: () => 'earns prestige',
  UPGRADE_WORLD: (v) => `swap a world for one costing up to ${v} more`,
};

/** Consume powers read "spend X → get Y"; trade bonuses read "trade … +v". */
function consumePhrase(p: CardPower): string {
  const f = p.flags as readonly string[];
  const v = p.value;
  const times = p.times > 1 ? ` (×${p.times})` : '';
  const trade = f.find((x) => x.startsWith('TRADE_') && x !== 'TRADE_ACTION' && x !== 'TRADE_NO_BONUS');
  if (trade) {
    const what =
      trade === 'TRADE_ANY'
        ? 'any good'
        : trade === 'TRADE_THIS'
          ? "this world's good"
          : trade === 'TRADE_BONUS_CHROMO'
            ? 'gene goods (per chromosome card)'
            : `${kindWord(trade.slice(6))} goods`;
    return `trade ${what}: +${v} card${v === 1 ? '' : 's'}`;
  }
  if (f.includes('NO_TRADE')) return 'its good cannot be traded';
  if (f.includes('TRADE_ACTION')) return `trade a good${f.includes('TRADE_NO_BONUS') ? ' (no bonus)' : ''}`;
  if (f.includes('DRAW_LUCKY')) return 'name a cost, flip: keep on a match';
  if (f.includes('ANTE_CARD')) return 'ante a card and gamble';
  if (f.includes('DRAW') && !f.some((x) => x.startsWith('CONSUME_'))) return `draw ${v}`;
  if (f.includes('VP') && !f.some((x) => x.startsWith('CONSUME_'))) return `take ${v} VP`;
  let spend = 'a good';
  if (f.includes('DISCARD_HAND')) spend = p.times > 1 ? `up to ${p.times} cards` : 'a card';
  else if (f.includes('CONSUME_PRESTIGE')) spend = 'a prestige';
  else if (f.includes('CONSUME_3_DIFF')) spend = '3 different goods';
  else if (f.includes('CONSUME_N_DIFF')) spend = '1-4 different goods';
  else if (f.includes('CONSUME_ALL')) spend = 'all goods';
  else if (f.includes('CONSUME_THIS')) spend = "this world's good";
  else {
    const k = f.find((x) => /^CONSUME_(NOVELTY|RARE|GENE|ALIEN)$/.test(x));
    if (k) spend = `a ${kindWord(k.slice(8))} good`;
  }
  if (f.includes('CONSUME_TWO')) spend = spend.replace(/^a /, '2 ');
  const gains: string[] = [];
  if (f.includes('GET_CARD')) gains.push(`${v} card`);
  if (f.includes('GET_2_CARD')) gains.push('2 cards');
  if (f.includes('GET_3_CARD')) gains.push('3 cards');
  if (f.includes('GET_VP')) gains.push(`${f.includes('GET_CARD') ? 1 : v} VP`);
  if (f.includes('GET_PRESTIGE')) gains.push('1 prestige');
  const each = f.includes('CONSUME_N_DIFF') || f.includes('CONSUME_ALL') ? ' each' : '';
  return `${spend} → ${gains.join(' + ') || '?'}${each}${f.includes('DISCARD_HAND') ? '' : times}`;
}

const PRODUCE: Record<string, Phrase> = {
  PRODUCE: () => 'produce a good here',
  WINDFALL_ANY: () => 'produce on any windfall world',
  WINDFALL_NOVELTY: () => 'produce on a novelty windfall',
  WINDFALL_RARE: () => 'produce on a rare windfall',
  WINDFALL_GENE: () => 'produce on a gene windfall',
  WINDFALL_ALIEN: () => 'produce on an alien windfall',
  NOT_THIS: () => '(not this world)',
  DISCARD: () => 'discard a card',
  DRAW: (v) => `draw ${v}`,
  DRAW_IF: (v) => `draw ${v} if it produced`,
  PRESTIGE_IF: (v) => `${v} prestige if it produced`,
  DRAW_EACH_NOVELTY: (v) => `draw ${v} per novelty produced`,
  DRAW_EACH_ALIEN: (v) => `draw ${v} per alien produced`,
  DRAW_WORLD_GENE: (v) => `draw ${v} per gene world`,
  DRAW_MOST_PRODUCED: (v) => `draw ${v} if most goods produced`,
  DRAW_DIFFERENT: (v) => `draw ${v} per kind produced`,
  DRAW_MOST_RARE: (v) => `draw ${v} if most rare produced`,
  PRESTIGE_MOST_CHROMO: (v) => `${v} prestige if most chromosomes`,
  DRAW_MILITARY: (v) => `draw ${v} per military world`,
  DRAW_REBEL: (v) => `draw ${v} per Rebel world`,
  DRAW_CHROMO: (v) => `draw ${v} per chromosome card`,
  TAKE_SAVED: () => 'take saved cards into hand',
};

const BY_PHASE: Record<number, Record<string, Phrase>> = { 1: EXPLORE, 2: DEVELOP, 3: SETTLE, 5: PRODUCE };

// Flags that only narrow another flag of the same power (see qualifiers()).
const SILENT = new Set([...KINDS, 'AGAINST_REBEL', 'AGAINST_CHROMO', 'IF_IMPERIUM', 'PER_MILITARY', 'PER_CHROMO', 'NO_TAKEOVER']);

export function describePower(p: CardPower): string {
  if (p.phase === 4) return consumePhrase(p);
  const table = BY_PHASE[p.phase] ?? {};
  const flags = p.flags as readonly string[];
  const discardThis = p.phase === 3 && flags.includes('DISCARD');
  const parts = flags
    .filter((f) => !SILENT.has(f) && !(discardThis && f === 'DISCARD'))
    .map((f) => table[f]?.(p.value, p) ?? f.toLowerCase().replace(/_/g, ' '));
  const text = parts.join(', ');
  return discardThis ? `discard this: ${text}` : text;
}

const BONUS_WORDS: Record<string, string> = {
  NOVELTY_PRODUCTION: 'novelty production world',
  RARE_PRODUCTION: 'rare production world',
  GENE_PRODUCTION: 'gene production world',
  ALIEN_PRODUCTION: 'alien production world',
  NOVELTY_WINDFALL: 'novelty windfall',
  RARE_WINDFALL: 'rare windfall',
  GENE_WINDFALL: 'gene windfall',
  ALIEN_WINDFALL: 'alien windfall',
  DEVEL_EXPLORE: 'development with Explore power',
  WORLD_EXPLORE: 'world with Explore power',
  DEVEL_TRADE: 'development with trade power',
  WORLD_TRADE: 'world with trade power',
  DEVEL_CONSUME: 'development with Consume power',
  WORLD_CONSUME: 'world with Consume power',
  SIX_DEVEL: '6-cost development',
  DEVEL: 'development',
  WORLD: 'world',
  REBEL_FLAG: 'Rebel card',
  ALIEN_FLAG: 'Alien card',
  TERRAFORMING_FLAG: 'Terraforming card',
  UPLIFT_FLAG: 'Uplift card',
  IMPERIUM_FLAG: 'Imperium card',
  CHROMO_FLAG: 'chromosome card',
  MILITARY: 'military world',
  TOTAL_MILITARY: 'military point',
  NEGATIVE_MILITARY: 'negative military point',
  REBEL_MILITARY: 'Rebel military world',
  THREE_VP: '3 VP chips',
  PRESTIGE: 'prestige',
};

export function describeBonus(b: VpBonus): string {
  if (b.kind === 'KIND_GOOD') return '1/3/6/10 for 1-4 good kinds';
  const what = b.kind === 'NAME' && 'cardName' in b ? b.cardName : (BONUS_WORDS[b.kind] ?? b.kind.toLowerCase().replace(/_/g, ' '));
  return `${b.points} per ${what}`;
}

/** Keywords printed on cards, as named on them. */
export const KEYWORDS: Partial<Record<CardFlag, string>> = {
  REBEL: 'Rebel',
  UPLIFT: 'Uplift',
  ALIEN: 'Alien',
  TERRAFORMING: 'Terraforming',
  IMPERIUM: 'Imperium',
  CHROMO: 'chromosome',
  PRESTIGE: 'prestige',
};

/** Card flags that are rules of their own rather than powers of a phase. */
const FLAG_RULES: Partial<Record<CardFlag, string>> = {
  STARTHAND_3: 'its owner starts with 3 cards instead of 4',
  START_SAVE: 'at the start, save one hand card under it',
  DISCARD_TO_12: 'its owner discards down to 12 cards, not 10, at the end of a round',
  GAME_END_14: 'the game ends when its owner has 14 tableau cards, not 12',
  TAKE_DISCARDS: 'its owner takes the cards the others discard at the end of a round',
  SELECT_LAST: 'its owner chooses actions after seeing the others',
  PRESTIGE: 'placing it earns 1 prestige',
};

function cardRules(d: CardDesign): string[] {
  return d.flags.flatMap((f) => FLAG_RULES[f] ?? []);
}

function cardKeywords(d: CardDesign): string[] {
  return d.flags.flatMap((f) => KEYWORDS[f] ?? []);
}

/** A card as the catalogue serves it and the page's detail panel shows it: every fact of the card in words. */
export interface CatalogueCard {
  /** The design's index in `cards`. */
  design: number;
  name: string;
  kind: 'world' | 'development';
  /** A military world's defence; otherwise the cost in cards. */
  cost: number;
  military: boolean;
  /** Printed VP; `bonuses` add more at the end ("?" on the card). */
  vp: number;
  /** The good a world produces (or gets once, when `windfall`); null for developments and worlds without goods. */
  good: string | null;
  windfall: boolean;
  /** "red"/"blue" for start worlds (the colour matters from Rebel vs Imperium on), else null. */
  start: string | null;
  keywords: string[];
  powers: { phase: number; phaseName: string; text: string }[];
  bonuses: string[];
  /** Rules of the card that belong to no phase (a larger hand limit…). */
  rules: string[];
  /** Copies in the base game, The Gathering Storm, Rebel vs Imperium and The Brink of War boxes. */
  copies: readonly number[];
}

export function catalogueCard(d: CardDesign): CatalogueCard {
  return {
    design: d.id,
    name: d.name,
    kind: d.kind,
    cost: d.cost,
    military: d.flags.includes('MILITARY'),
    vp: d.vp,
    good: d.kind === 'world' ? d.good : null,
    windfall: d.flags.includes('WINDFALL'),
    start: d.kind === 'world' ? d.start : null,
    keywords: cardKeywords(d),
    powers: d.powers.map((p) => ({ phase: p.phase, phaseName: PHASE_NAMES[p.phase], text: describePower(p) })),
    bonuses: d.bonuses.map(describeBonus),
    rules: cardRules(d),
    copies: d.copies,
  };
}
