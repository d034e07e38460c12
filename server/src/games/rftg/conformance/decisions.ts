/**
 * Translating a logged reference decision into our move for the prompt our
 * engine has open.
 *
 * Each of our prompt kinds answers exactly one reference decision type
 * (server/src/games/rftg/index.ts lists them). Where the two engines do not
 * ask the same questions, `reconcile` says so explicitly; every such case is
 * an interface difference, or a reference quirk documented in FORMAT.md. Any
 * other disagreement is a divergence.
 *
 * Every reference decision type now has a prompt of ours in MAPPINGS. A new
 * prompt kind must be added there too; until then a replay reaching it
 * reports a `decision` divergence naming both sides.
 */
import type { Json, Prompt } from '../../../engine';
import { designsNamed } from '../data/deck';
import type { CardRef, Decision, PowerRef } from './log';

const cardIds = (x: Json): number[] => (x as unknown as CardRef[]).map((c) => c.id);
const cardIdOrNull = (x: Json): number | null => (x === null ? null : (x as unknown as CardRef).id);
const isEmpty = (x: Json | undefined): boolean => !Array.isArray(x) || x.length === 0;

/**
 * Our power reference is [card, powerIndex]. A reference phase bonus has no
 * card (e.g. PRESTIGE_TRADE_BONUS, BoW); it is passed by its `special` name so
 * an engine that offers it under that name matches, and any other shows up as
 * a divergence.
 */
function powerMove(x: Json): Json {
  const p = x as unknown as PowerRef | null;
  if (p === null) return null;
  if (p.card === null) return p.special ?? null;
  return [p.card.id, p.power_index];
}

const sortedKey = (xs: number[]): string => JSON.stringify([...xs].sort((a, b) => a - b));

interface Mapping {
  /** The reference decision type this prompt kind answers. */
  type: string;
  /** Our move, or undefined when the decision cannot answer this prompt. */
  move(d: Decision, prompt: Prompt, ctx: DecisionContext): Json | undefined;
}

const discards: Mapping = { type: 'CHOICE_DISCARD', move: (d) => cardIds(d.answer.discards) };
const place: Mapping = { type: 'CHOICE_PLACE', move: (d) => cardIdOrNull(d.answer.card) };
/** A payment whose optional powers (if any) were already answered by our settle-powers step. */
const payment: Mapping = {
  type: 'CHOICE_PAYMENT',
  move: (d, _prompt, ctx) => (ctx.powersApplied || isEmpty(d.answer.powers_used) ? cardIds(d.answer.discards) : undefined),
};

/** The offered choice whose first entry is `head` and whose other entries are `rest` in any order. */
function choiceWithHead(prompt: Prompt, head: number, rest: number[]): Json | undefined {
  const key = sortedKey(rest);
  return (prompt.choices ?? []).find((c) => Array.isArray(c) && c[0] === head && sortedKey(c.slice(1) as number[]) === key);
}

/**
 * Interface difference: a takeover of a non-military world is declared with a conquest power (Imperium
 * Invasion Fleet) in our engine, while the reference names that power in the attacker's payment. Its
 * cards are left out of a takeover payment's powers (a payment naming nothing else is reference-only).
 */
const isConquestCard = (c: CardRef): boolean =>
  designsNamed(c.name).some((d) => d.powers.some((o) => o.phase === 3 && (o.flags as readonly string[]).includes('CONQUER_SETTLE')));
const takeoverPowersUsed = (d: Decision): CardRef[] =>
  (d.answer.powers_used as unknown as CardRef[]).filter((c) => !(d.offered.takeover === true && isConquestCard(c)));

/** Our prompts that answer (parts of) the attacker's payment for a takeover. */
const TAKEOVER_BOOST = new Set(['takeover-boost', 'takeover-boost-hand', 'takeover-boost-good']);

/**
 * Interface difference: the reference asks the attacker's payment for a takeover (its temporary military)
 * right after the declaration, before the attacker's extra Settle powers; we ask it when the takeovers,
 * revealed together, resolve. A player's logged takeover payment, with the goods it then spent, thus waits
 * for our takeover-boost questions until that Settle phase (`round`, `phase`) is over: returns how many of
 * the queue's first decisions form such a payment when `prompt` is some other question (0 when the queue
 * does not start with one). Once the phase is over, an empty one is reference-only (we asked nothing).
 */
export function deferredTakeoverPayment(queue: Decision[], prompt: Prompt, round: number, phase: string): number {
  const d = queue[0];
  if (!d || d.type !== 'CHOICE_PAYMENT' || d.offered.takeover !== true || TAKEOVER_BOOST.has(prompt.kind)) return 0;
  if (d.round !== round || d.phase !== phase) return 0;
  const cards = cardIds(d.answer.powers_used);
  let n = 1;
  while (queue[n]?.type === 'CHOICE_GOOD' && cards.includes((queue[n].offered.power as unknown as PowerRef).card?.id ?? -1)) n++;
  return n;
}

/** Our prompts that answer the powers half of a reference payment or defence; the cards half may follow. */
const TWO_STEP = new Set(['develop-powers', 'settle-powers', 'defend', 'takeover-boost']);

/** Our prompts that answer the cards half of a payment or defence whose powers half came first. */
const SECOND_HALF = new Set(['develop-pay', 'settle-pay', 'defend-hand', 'takeover-boost-hand']);

/**
 * Interface difference: after the powers half of a payment, the same logged decision answers our cards
 * question if we ask one (hand cards to pay, or hand cards as military, possibly none); when our next
 * question for that seat is anything else, no cards were owed and the decision is spent.
 */
export function answersFirstHalf(prompt: Prompt): boolean {
  return TWO_STEP.has(prompt.kind);
}

export function answersSecondHalf(prompt: Prompt): boolean {
  return SECOND_HALF.has(prompt.kind);
}

const MAPPINGS: { [kind: string]: Mapping } = {
  // Our move is [kept world, discard, discard]; the reference lists the discards in its own order.
  'start-choice': {
    type: 'CHOICE_START',
    move: (d, prompt) => {
      const world = cardIdOrNull(d.answer.world);
      return world === null ? undefined : choiceWithHead(prompt, world, cardIds(d.answer.discards));
    },
  },
  'initial-discard': discards,
  'explore-discard': discards,
  'develop-discard': discards,
  'round-discard': discards,
  action: { type: 'CHOICE_ACTION', move: (d) => (d.answer.actions as string[]).join('+') },
  develop: place,
  settle: place,
  'develop-pay': payment,
  'settle-pay': payment,
  // Our choices are the legal power sets; the reference names only the cards whose powers it used.
  'develop-powers': { type: 'CHOICE_PAYMENT', move: (d, prompt, ctx) => MAPPINGS['settle-powers'].move(d, prompt, ctx) },
  'settle-powers': {
    type: 'CHOICE_PAYMENT',
    move: (d, prompt) => {
      const used = sortedKey(cardIds(d.answer.powers_used));
      return (prompt.choices ?? []).find((set) => sortedKey((set as number[][]).map(([card]) => card)) === used);
    },
  },
  trade: { type: 'CHOICE_TRADE', move: (d) => cardIdOrNull(d.answer.world) },
  windfall: { type: 'CHOICE_WINDFALL', move: (d) => cardIdOrNull(d.answer.world) },
  'consume-power': { type: 'CHOICE_CONSUME', move: (d) => powerMove(d.answer.power) },
  'consume-goods': { type: 'CHOICE_GOOD', move: (d) => cardIds(d.answer.consume_from) },
  'develop-good': { type: 'CHOICE_GOOD', move: (d) => cardIds(d.answer.consume_from) },
  'consume-hand': { type: 'CHOICE_CONSUME_HAND', move: (d) => cardIds(d.answer.discards) },
  lucky: { type: 'CHOICE_LUCKY', move: (d) => d.answer.number },
  // Our move is [world, card, powerIndex]; the reference names the world and the power's card.
  takeover: {
    type: 'CHOICE_TAKEOVER',
    move: (d, prompt) => {
      const target = cardIdOrNull(d.answer.target);
      if (target === null) return null;
      const card = cardIdOrNull(d.answer.power);
      return (prompt.choices ?? []).find((c) => Array.isArray(c) && c[0] === target && c[1] === card);
    },
  },
  // Our choices are the legal sets of defence powers (hand cards as military counting as one); the
  // reference names the cards of the powers used and, separately, the hand cards discarded.
  defend: {
    type: 'CHOICE_DEFEND',
    move: (d, prompt) => {
      const used = cardIds(d.answer.powers_used);
      const withHand = !isEmpty(d.answer.discards);
      const sets = (prompt.choices ?? []) as number[][][];
      const cards = (set: number[][]) => set.map(([card]) => card);
      const exact = sets.find((set) => sortedKey(cards(set)) === sortedKey(used));
      const plusOne = sets.find((set) => set.length === used.length + 1 && used.every((c) => cards(set).includes(c)));
      return withHand ? (plusOne ?? exact) : exact;
    },
  },
  'defend-hand': { type: 'CHOICE_DEFEND', move: (d) => cardIds(d.answer.discards) },
  // The attacker's payment for a takeover: the same two halves as a defence.
  'takeover-boost': {
    type: 'CHOICE_PAYMENT',
    move: (d, prompt, ctx) => MAPPINGS.defend.move({ ...d, answer: { ...d.answer, powers_used: takeoverPowersUsed(d) as unknown as Json } }, prompt, ctx),
  },
  'takeover-boost-hand': payment,
  // BoW prestige Consume-Trade's discards, after choosing the PRESTIGE_TRADE_BONUS pseudo-power.
  'prestige-trade-discard': { type: 'CHOICE_CONSUME_HAND', move: (d) => cardIds(d.answer.discards) },
  'produce-power': { type: 'CHOICE_PRODUCE', move: (d) => powerMove(d.answer.power) },
  // Damaged Alien Factory's prompt asks for the card; a BoW windfall power's for [card, world].
  'discard-produce': {
    type: 'CHOICE_DISCARD_PRODUCE',
    move: (d, prompt) => {
      const card = cardIdOrNull(d.answer.discard);
      const pairs = (prompt.choices ?? []).some(Array.isArray);
      return card === null || !pairs ? card : [card, cardIdOrNull(d.answer.world)];
    },
  },
  'place-second': { type: 'CHOICE_PLACE', move: (d) => cardIdOrNull(d.answer.card) },
  // BoW Settle: the next extra Settle power ([card, powerIndex]) and what it does.
  'settle-extra': { type: 'CHOICE_SETTLE', move: (d) => powerMove(d.answer.power) },
  'place-military': { type: 'CHOICE_PLACE', move: (d) => cardIdOrNull(d.answer.card) },
  // Our move is [replacement, replaced world].
  upgrade: {
    type: 'CHOICE_UPGRADE',
    move: (d) => {
      const repl = cardIdOrNull(d.answer.replacement);
      const world = cardIdOrNull(d.answer.world);
      return repl === null || world === null ? null : [repl, world];
    },
  },
  // BoW Alien Oort Cloud Refinery: the kind by name.
  'oort-kind': { type: 'CHOICE_OORT_KIND', move: (d) => String(d.answer.kind).toLowerCase() },
  'settle-good': { type: 'CHOICE_GOOD', move: (d) => cardIds(d.answer.consume_from) },
  'takeover-boost-good': { type: 'CHOICE_GOOD', move: (d) => cardIds(d.answer.consume_from) },
  'defend-good': { type: 'CHOICE_GOOD', move: (d) => cardIds(d.answer.consume_from) },
  'settle-discard': discards,
  // Our move is [world, attacking card].
  'prevent-takeover': {
    type: 'CHOICE_TAKEOVER_PREVENT',
    move: (d) => {
      const t = d.answer.takeover as unknown as { target: CardRef; power: CardRef } | null;
      return t === null ? null : [t.target.id, t.power.id];
    },
  },
  ante: { type: 'CHOICE_ANTE', move: (d) => cardIdOrNull(d.answer.card) },
  keep: { type: 'CHOICE_KEEP', move: (d) => cardIdOrNull(d.answer.card) },
  // BoW Search: the category by name; keep/decline of the first match.
  'search-category': { type: 'CHOICE_SEARCH_TYPE', move: (d) => d.answer.category },
  'search-keep': { type: 'CHOICE_SEARCH_KEEP', move: (d) => (d.answer.keep ? 'keep' : 'decline') },
  // BoW Galactic Scavengers: the card saved at setup, or out of a payment.
  'start-save': { type: 'CHOICE_SAVE', move: (d) => cardIdOrNull(d.answer.card) },
  save: { type: 'CHOICE_SAVE', move: (d) => cardIdOrNull(d.answer.card) },
  'discard-prestige': { type: 'CHOICE_DISCARD_PRESTIGE', move: (d) => cardIdOrNull(d.answer.card) },
};

export interface DecisionContext {
  /** An anomaly event says the reference engine ignored this answer. */
  ignoredByReference: boolean;
  /** This decision already answered our previous prompt (the powers half of a settle payment). */
  powersApplied: boolean;
}

export type Reconciled =
  /**
   * Apply `move`, then drop `consumed` logged decisions (1, or 0 when the
   * same decision also answers our next prompt).
   */
  | { kind: 'move'; move: Json; consumed: number }
  /** The reference asked something we never ask: drop the decision and look at the next one. */
  | { kind: 'reference-only'; why: string }
  | { kind: 'mismatch' };

/** The reference decision type our prompt kind answers, if we know one. */
export function decisionTypeFor(kind: string): string | undefined {
  return MAPPINGS[kind]?.type;
}

/**
 * Why a logged decision needs no question of ours, or null. Also applied to
 * the decisions left in the log after our game ended.
 *
 * Interface difference: the reference logs a payment even when there is
 * nothing to pay (cost 0), and offers optional powers that cannot matter (a
 * military bonus for a peaceful world, a discount on a free card). An empty
 * answer (no discards, no power used) changes nothing, so we do not ask it;
 * if our engine used a power silently instead, its effect shows in the state
 * comparison.
 */
export function referenceOnly(d: Decision): string | null {
  if (d.type === 'CHOICE_PAYMENT' && isEmpty(d.answer.discards) && isEmpty(d.answer.powers_used)) return 'empty payment';
  if (d.type === 'CHOICE_PAYMENT' && isEmpty(d.answer.discards) && takeoverPowersUsed(d).length === 0)
    return 'conquest power of a takeover, named at its declaration';
  // Improved Logistics with no second world to place: the reference still offers the power, then an empty
  // list of worlds; we skip both (the place-two power is simply spent).
  if (d.type === 'CHOICE_PLACE' && isEmpty(d.offered.cards) && d.answer.card === null && d.offered.using != null) return 'nothing to place';
  if (d.type === 'CHOICE_SETTLE') {
    const power = d.answer.power as unknown as { code?: string[] } | null;
    if (power?.code?.includes('PLACE_TWO')) return 'place-two power with no world to place';
  }
  return null;
}

/**
 * Interface difference: a question whose only answer is "none" is asked here so that its existence does
 * not tell the other players what is in a hand (Improved Logistics, Rebel Sneak Attack, Terraforming
 * Engineers, Gambling World's ante); the reference engine does not always ask it, so when the log has
 * no matching decision the replay answers "none" itself.
 */
export function onlyNone(prompt: Prompt): boolean {
  return prompt.choices?.length === 1 && prompt.choices[0] === null;
}

/** How the player's next logged decision `d` answers our open `prompt`. */
export function reconcile(prompt: Prompt, d: Decision, ctx: DecisionContext): Reconciled {
  // Interface difference: our place-second prompt is the reference's CHOICE_SETTLE (use the place-two
  // power?) and the CHOICE_PLACE that follows it (which world) in one question.
  if (prompt.kind === 'place-second' && d.type === 'CHOICE_SETTLE') {
    const power = d.answer.power as unknown as (PowerRef & { code?: string[] }) | null;
    if (power === null) return { kind: 'move', move: null, consumed: 1 };
    if (power.code?.includes('PLACE_TWO')) return { kind: 'reference-only', why: 'place-two power chosen; the world follows' };
  }
  const mapping = MAPPINGS[prompt.kind];
  if (mapping && mapping.type === d.type) {
    // FORMAT.md §6 quirk: the reference AI sometimes answers a CONSUME_TWO power with one card; the
    // engine discards nothing, rewards nothing, and the power counts as used. That is an empty answer.
    if (d.type === 'CHOICE_CONSUME_HAND' && ctx.ignoredByReference) return { kind: 'move', move: [], consumed: 1 };
    const move = mapping.move(d, prompt, ctx);
    if (move !== undefined) {
      // Interface difference: one reference payment is our two-step payment (powers, then the cards); the
      // decision is kept for the second step (see answersSecondHalf).
      return { kind: 'move', move, consumed: TWO_STEP.has(prompt.kind) ? 0 : 1 };
    }
  }
  // A reference-only decision ahead of ours is dropped first: the decision after it may answer our prompt.
  const why = referenceOnly(d);
  if (why !== null) return { kind: 'reference-only', why };
  if (onlyNone(prompt)) return { kind: 'move', move: null, consumed: 0 };
  return { kind: 'mismatch' };
}
