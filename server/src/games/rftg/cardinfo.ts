/**
 * Card lookups by physical card id, and the walk over a player's active powers
 * that every phase shares.
 */
import { CARD_DESIGNS } from './data/cards';
import { deckForLevel } from './data/deck';
import type { CardDesign, CardPower, ExpansionLevel, GoodKind, Phase } from './data/types';
import type { PlayerState, RftgState } from './state';

const designTables: CardDesign[][] = [0, 1, 2, 3].map((l) => deckForLevel(l as ExpansionLevel).map((d) => CARD_DESIGNS[d]));

/**
 * Each card's powers by phase (phasePowers[level][card][phase]), made once at load as the records the walk
 * over a tableau hands out (they never change, so every walk shares them): every phase walks its players'
 * tableaux for its own powers many times a round.
 */
const phasePowers: ActivePower[][][][] = designTables.map((table) =>
  table.map((d, card) =>
    [0, 1, 2, 3, 4, 5].map((phase) => d.powers.flatMap((power, index) => (power.phase === phase ? [{ card, index, power, key: powerKey(card, index) }] : []))),
  ),
);

/** The design of physical card `card` in a game at `level`. */
export function designOf(level: ExpansionLevel, card: number): CardDesign {
  const d = designTables[level][card];
  if (!d) throw new RangeError(`no card ${card} at level ${level}`);
  return d;
}

export function cardName(s: RftgState, card: number): string {
  return designOf(s.level, card).name;
}

export function goodOf(s: RftgState, card: number): GoodKind | null {
  const d = designOf(s.level, card);
  return d.kind === 'world' ? d.good : null;
}

export function isWorld(s: RftgState, card: number): boolean {
  return designOf(s.level, card).kind === 'world';
}

export function hasCardFlag(s: RftgState, card: number, flag: CardDesign['flags'][number]): boolean {
  return designOf(s.level, card).flags.includes(flag);
}

export interface ActivePower {
  readonly card: number;
  readonly index: number;
  readonly power: CardPower;
  /** powerKey(card, index), made with the record: a walk tests every power against the phase's used ones. */
  readonly key: string;
}

/** Power `index` of `card` as the walk over a tableau hands it out (a move names a power by card and index). */
export function powerRecord(s: RftgState, card: number, index: number): ActivePower {
  const phase = designOf(s.level, card).powers[index].phase;
  return phasePowers[s.level][card][phase].find((ap) => ap.index === index)!;
}

/** "card:index": how used powers are remembered. */
export function powerKey(card: number, index: number): string {
  return `${card}:${index}`;
}

/**
 * The player's powers of one phase, most recently played card first and in
 * printed order within a card (the reference engine's order, which decides who
 * gets which scripted draw). Only cards that were on the tableau when the
 * phase began take part (in Settle, also if they have left it since).
 */
export function activePowers(s: RftgState, p: PlayerState, phase: Phase, includeUsed = false): ActivePower[] {
  const out: ActivePower[] = [];
  const snap = p.phase.snapshot;
  const byCard = phasePowers[s.level];
  // Usually no card has left the tableau since the phase began (it still starts with the snapshot).
  const intact = startsWith(p.tableau, snap);
  for (let i = snap.length - 1; i >= 0; i--) {
    const card = snap[i];
    const powers = byCard[card][phase];
    if (powers.length === 0) continue;
    // BoW rule: a card that left the tableau this phase (discarded, replaced, taken over) keeps its powers
    // for its phase-start owner until the phase ends, except those that need the card itself (discard it).
    // Only Settle removes cards while other powers still matter; elsewhere (a Produce world discarded for
    // its windfall power) the rest of a gone card's powers, which act on the card, end with it.
    const gone = !intact && !p.tableau.includes(card);
    if (gone && phase !== 3) continue;
    for (const ap of powers) {
      if (gone && hasPowerFlag(ap.power, 'DISCARD')) continue;
      if (!includeUsed && p.phase.used.length > 0 && p.phase.used.includes(ap.key)) continue;
      out.push(ap);
    }
  }
  return out;
}

function startsWith(list: readonly number[], prefix: readonly number[]): boolean {
  if (list.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (list[i] !== prefix[i]) return false;
  return true;
}

/** Every subset of a few optional powers (in mask order, the empty set first): the legal combinations to offer. */
export function powerSubsets(opts: ActivePower[]): ActivePower[][] {
  const out: ActivePower[][] = [];
  for (let mask = 0; mask < 1 << opts.length; mask++) out.push(powerSubset(opts, mask));
  return out;
}

/** The subset of `opts` that `mask` names (bit i: opts[i]), the `mask`-th of powerSubsets. */
export function powerSubset(opts: ActivePower[], mask: number): ActivePower[] {
  return opts.filter((_, i) => mask & (1 << i));
}

/** A set of powers as moves name them: [card, powerIndex] each. */
export function powerRefs(used: ActivePower[]): number[][] {
  return used.map((ap) => [ap.card, ap.index]);
}

export function hasPowerFlag(power: CardPower, flag: string): boolean {
  return (power.flags as readonly string[]).includes(flag);
}

export const GOOD_KINDS = ['novelty', 'rare', 'gene', 'alien'] as const;
export type PlainGood = (typeof GOOD_KINDS)[number];

/** The qualifier of a power restricted to one good kind (REDUCE+RARE, RARE+EXTRA_MILITARY…), if any. */
export function powerGoodQualifier(power: CardPower): PlainGood | null {
  for (const [kind, flag] of GOOD_KIND_FLAGS) if (hasPowerFlag(power, flag)) return kind;
  return null;
}

const GOOD_KIND_FLAGS = GOOD_KINDS.map((k) => [k, k.toUpperCase()] as const);

/** Trade price of a good kind before bonuses. */
export const BASE_TRADE_PRICE: Record<PlainGood, number> = { novelty: 2, rare: 3, gene: 4, alien: 5 };
