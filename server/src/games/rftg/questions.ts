/**
 * Every question Race for the Galaxy asks, each once: the JSON shape of its
 * answers, the type of the answers it admits, and what its stored `data`
 * keeps for the answer handler (phases/common.ts `Handlers` gives each handler
 * these types). The stored form of a question (`Ask`) is part of the saved
 * game state, so its fields keep their names from one rules version to the
 * next (README, "Rules versions").
 *
 * This module imports no rules module, so the state types (state.ts) can use
 * it without an import loop.
 */
import type { GoodKind } from './data/types';

/** A good kind a player names (a card may produce 'any'). */
type Good = Exclude<GoodKind, 'any'>;

/** What each JSON shape of an answer is, as a type; the shape is stored with the question and checked first. */
export interface AnswerShapes {
  int: number;
  'int-or-null': number | null;
  string: string;
  'int-list': number[];
  'int-list-or-null': number[] | null;
  'pair-or-null': number[] | null;
  /** A card power [card, powerIndex], a named pseudo-power (a phase bonus offered like a power), or null. */
  'power-or-null': number[] | string | null;
  'int-list-list': number[][];
}
export type AnswerShape = keyof AnswerShapes;

/**
 * One question: its answer shape(s), its stored data, and the answers it admits (the listed choices or
 * picks are always of this type, so an answer found among them has it).
 */
interface Question<Shape extends AnswerShape, Data = unknown, Answer extends AnswerShapes[Shape] = AnswerShapes[Shape]> {
  shape: Shape;
  data: Data;
  answer: Answer;
}

/** A card power of the question's card: [card, powerIndex] as in the card table. */
interface PowerOf {
  card: number;
  index: number;
}

/**
 * What a Settle payment still owes once its powers are chosen: the hand cards, then the goods of spend powers
 * (Golden Age of Terraforming, Rebel Fuel Refinery), then (Galactic Scavengers) the card saved. `sneak` is
 * the Rebel Sneak Attack card placing this world, discarded once it is settled.
 */
export interface SettlePayment {
  world: number;
  handMilitary: boolean;
  /** The values of the hand-military powers used, in power order (see PhaseScratch.handMilitarySpent). */
  handValues?: number[];
  goods: Good[];
  sneak: number | null;
  /** The hand cards paid (not those discarded as military): Galactic Scavengers saves one of them. */
  paid?: number[];
}

/** Temporary military in a takeover, after its powers: the hand-military values used and the goods still owed. */
interface BoostRest {
  values: number[];
  goods: Good[];
}

/** The pseudo-power a BoW prestige Consume-Trade offers among the consume powers (its discard for VP). */
export type PrestigeTradeBonus = 'PRESTIGE_TRADE_BONUS';

/**
 * The questions by kind. The kinds, their answers and the reference engine's decision each maps onto are
 * listed in index.ts.
 */
export interface Questions {
  'draft-pick': Question<'int-list'>;
  'start-choice': Question<'int-list'>;
  'initial-discard': Question<'int-list'>;
  'start-save': Question<'int', { world: number }>;
  action: Question<'string'>;
  'search-category': Question<'string'>;
  'search-keep': Question<'string', { card: number }, 'keep' | 'decline'>;
  'discard-prestige': Question<'int-or-null', PowerOf>;
  'explore-discard': Question<'int-list'>;
  'develop-discard': Question<'int-list'>;
  develop: Question<'int-or-null'>;
  'develop-powers': Question<'int-list-list', { card: number }>;
  'develop-good': Question<'int-list', { paid: number[] }>;
  'develop-pay': Question<'int-list', { card: number; rare: boolean }>;
  /** Galactic Scavengers: in Develop, or in Settle with the rest of the payment still to do. */
  save: Question<'int', { world: number } | { world: number; rest: SettlePayment }>;
  settle: Question<'int-or-null'>;
  'settle-powers': Question<'int-list-list', { world: number; sneak: number | null }>;
  'settle-pay': Question<'int-list', SettlePayment>;
  'settle-good': Question<'int-list', { world: number | null; kind: Good; kinds: Good[]; then: SettlePayment }>;
  /** `then`: whether the extra Settle powers follow (a seat's own Settle) or nothing (a takeover's rewards). */
  'settle-discard': Question<'int-list', { then: 'extras' | 'none' }>;
  'settle-extra': Question<'int-list-or-null'>;
  'place-second': Question<'int-or-null', PowerOf>;
  'place-military': Question<'int-or-null', PowerOf>;
  upgrade: Question<'int-list-or-null', { card: number }>;
  takeover: Question<'int-list-or-null'>;
  'prevent-takeover': Question<'int-list-or-null', { card: number }>;
  'takeover-boost': Question<'int-list-list', { world: number }>;
  'takeover-boost-hand': Question<'int-list', BoostRest>;
  'takeover-boost-good': Question<'int-list', { kinds: Good[] }>;
  defend: Question<'int-list-list', { world: number }>;
  'defend-hand': Question<'int-list', BoostRest>;
  'defend-good': Question<'int-list', { kinds: Good[] }>;
  trade: Question<'int', { noBonus: boolean; phaseTrade: boolean }>;
  /** Alien Oort Cloud Refinery's kind: for a trade (with the trade's terms) or for a good produced. */
  'oort-kind': Question<'string', { world: number; noBonus?: boolean; phaseTrade?: boolean }, Good>;
  'consume-power': Question<'power-or-null', unknown, number[] | PrestigeTradeBonus | null>;
  'consume-goods': Question<'int-list', PowerOf>;
  'consume-hand': Question<'int-list', PowerOf>;
  'prestige-trade-discard': Question<'int-list'>;
  lucky: Question<'int', { card: number }>;
  ante: Question<'int-or-null', { card: number }>;
  keep: Question<'int', { limbo: number[] }>;
  windfall: Question<'int', { kind: GoodKind }>;
  'produce-power': Question<'pair-or-null', unknown, number[]>;
  /** Damaged Alien Factory (a card, producing on its world) or a BoW windfall power with a discard ([card, world]). */
  'discard-produce': Question<
    'int-or-null' | 'pair-or-null',
    { world: number; shape: 'int-or-null' } | { name: string; kind: GoodKind; shape: 'pair-or-null' }
  >;
  'round-discard': Question<'int-list'>;
}

export type Kind = keyof Questions;
export type ShapeOf<K extends Kind> = Questions[K]['shape'];
export type Answer<K extends Kind> = Questions[K]['answer'];
/** What a question of kind `K` stores for its handler, besides its answer shape. */
export type QuestionData<K extends Kind> = Questions[K]['data'];

/** A question's stored data: its own, the answer shape, and whether a listed set may be answered in any order. */
export type AskData<K extends Kind> = Questions[K]['data'] & { shape: ShapeOf<K>; unordered?: boolean };

interface AskOf<K extends Kind> {
  kind: K;
  text: string;
  choices?: Answer<K>[];
  pick?: { from: number[]; min: number; max: number };
  data: AskData<K>;
}

/**
 * An open question for one seat, stored in the state so `pending` is a pure read and the prompt text and
 * choices are fixed at the moment the question arises. `data` carries what the answer handler needs to
 * resume (never shown to others). `Ask` alone is any question, discriminated by `kind`.
 */
export type Ask<K extends Kind = Kind> = { [P in K]: AskOf<P> }[K];

/** The kinds whose answers are lists of picked numbers (card ids or worlds): those a `pick` may ask. */
export type PickKind = { [K in Kind]: number[] extends Answer<K> ? (Answer<K> extends number[] ? K : never) : never }[Kind];
