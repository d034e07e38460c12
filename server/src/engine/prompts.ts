/**
 * The shapes a question may take, decided once for every game. For each
 * shape this module holds: what an answer must look like (checked by the
 * runner before the game sees it: BAD_MOVE when malformed, ILLEGAL_MOVE when
 * well-formed but not admitted), a uniformly random admitted answer (for the
 * simulator, fuzzers, turn clocks and bots), and an enumeration of admitted
 * answers (for the leak fuzzer). The UI contract is in the comments of the
 * types (server/src/protocol/prompts.ts); web/src/ui/prompt.ts renders every shape.
 *
 * The rule every shape keeps: any answer the prompt admits is legal. A game
 * never lists an answer it would refuse, so random play is never refused.
 * A decision that does not fit one of these shapes is asked as a sequence of
 * smaller questions (a game's choice, written down in its own module).
 */
import { GameError } from './errors';
import { quote } from './quote';
import { canonicalJson } from './registry';
import { sameJson } from './same-json';
import { pickOne, randInt, shuffle, type RngState } from './rng';
import type { AmountsSpec, Json, Prompt } from '../protocol';

/** Prompts with more legal answers than this describe them with `pick` or `amounts` instead of listing them. */
export const MAX_LISTED_CHOICES = 1000;

export type { AmountItem, AmountsSpec, PickSpec, Prompt, WirePrompt } from '../protocol';

type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

function jsonType(x: Json): JsonType {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  return typeof x as JsonType;
}

/** One text per answer: keys in any order read the same, and so do the items of an unordered array. */
const canonical = (x: Json, unordered: boolean): string =>
  unordered && Array.isArray(x)
    ? `[${x
        .map((item) => canonicalJson(item))
        .sort()
        .join(',')}]`
    : canonicalJson(x);

/** Whether `move` is one of `choices`, compared in place (a plain loop: every move is checked). */
export function isListed(choices: readonly Json[], move: Json): boolean {
  for (const c of choices) if (sameJson(c, move)) return true;
  return false;
}

/** The first copy of `item` in `from` not `taken` yet, or -1. */
function untakenIndex(from: readonly Json[], taken: readonly boolean[], item: Json): number {
  for (let j = 0; j < from.length; j++) if (!taken[j] && sameJson(from[j], item)) return j;
  return -1;
}

/** A refused answer to `prompt`, saying why. */
function refusal(prompt: Prompt, code: 'BAD_MOVE' | 'ILLEGAL_MOVE', why: string): GameError {
  return new GameError(code, `${prompt.kind}: ${why}`);
}

/** Throws BAD_MOVE unless `move` has the prompt's shape, ILLEGAL_MOVE unless the prompt admits it. */
export function checkAnswer(prompt: Prompt, move: Json): void {
  // No closure for the refusals: every move is checked here.
  if (prompt.choices) {
    // Every move is checked here: an admitted answer is found by comparing in place, and only an
    // unordered answer or a refusal pays for texts.
    if (prompt.unordered !== true && isListed(prompt.choices, move)) return;
    const types = new Set(prompt.choices.map(jsonType));
    if (!types.has(jsonType(move))) throw refusal(prompt, 'BAD_MOVE', `expected ${[...types].join(' or ')}, got ${quote(move)}`);
    const key = canonical(move, prompt.unordered === true);
    if (!prompt.choices.some((c) => canonical(c, prompt.unordered === true) === key)) {
      throw refusal(prompt, 'ILLEGAL_MOVE', `${quote(move)} is not one of the ${prompt.choices.length} answers offered`);
    }
    return;
  }
  if (prompt.pick) {
    const { from, min, max } = prompt.pick;
    if (!Array.isArray(move)) throw refusal(prompt, 'BAD_MOVE', `expected an array of picked items, got ${quote(move)}`);
    if (move.length < min || move.length > max) throw refusal(prompt, 'ILLEGAL_MOVE', `choose between ${min} and ${max} items, not ${move.length}`);
    // Every pick answer is checked here: plain loops, no closure per item.
    const taken: boolean[] = new Array<boolean>(from.length).fill(false);
    for (const item of move) {
      const i = untakenIndex(from, taken, item);
      if (i < 0) throw refusal(prompt, 'ILLEGAL_MOVE', `${quote(item)} is not available to pick (or picked twice)`);
      taken[i] = true;
    }
    return;
  }
  const { items, total } = prompt.amounts;
  if (move === null || typeof move !== 'object' || Array.isArray(move))
    throw refusal(prompt, 'BAD_MOVE', `expected { ${items.map((i) => `${i.id}: n`).join(', ')} }, got ${quote(move)}`);
  const known = new Set(items.map((i) => i.id));
  const stray = Object.keys(move).find((k) => !known.has(k));
  if (stray !== undefined) throw refusal(prompt, 'BAD_MOVE', `no amount called ${quote(stray, 40)}`);
  let sum = 0;
  for (const item of items) {
    const n = move[item.id] ?? 0;
    if (typeof n !== 'number' || !Number.isInteger(n)) throw refusal(prompt, 'BAD_MOVE', `${item.id} must be a whole number, got ${quote(n)}`);
    if (n < item.min || n > item.max) throw refusal(prompt, 'ILLEGAL_MOVE', `${item.label}: between ${item.min} and ${item.max}, not ${n}`);
    sum += n * (item.weight ?? 1);
  }
  if (total && (sum < total.min || sum > total.max)) {
    throw refusal(
      prompt,
      'ILLEGAL_MOVE',
      total.min === total.max ? `the total must be ${total.min}, not ${sum}` : `the total must be between ${total.min} and ${total.max}, not ${sum}`,
    );
  }
}

/**
 * For `choices`: one of them, uniformly. For `pick`: a size uniform in
 * [min, max], then a uniformly random subset of that size (in `from` order).
 * For `amounts`: uniform over every admitted assignment.
 */
export function randomAnswer(prompt: Prompt, rng: RngState): Json {
  if (prompt.choices) return pickOne(rng, prompt.choices);
  if (prompt.pick) {
    const { from, min, max } = prompt.pick;
    const k = min + randInt(rng, max - min + 1);
    const order = shuffle(
      rng,
      from.map((_, i) => i),
    );
    // The first k shuffled positions, read back in `from` order (marked rather than sorted: every bot pick).
    const picked = new Array<boolean>(from.length).fill(false);
    for (let j = 0; j < k; j++) picked[order[j]] = true;
    return from.filter((_, i) => picked[i]);
  }
  return randomAmounts(prompt.kind, prompt.amounts, rng);
}

/**
 * Admitted answers, in a fixed order, at most `limit` of them: every choice;
 * subsets of a pick by size; assignments of amounts item by item.
 */
export function enumerateAnswers(prompt: Prompt, limit = MAX_LISTED_CHOICES): Json[] {
  if (prompt.choices) return prompt.choices.slice(0, limit);
  const out: Json[] = [];
  if (prompt.pick) {
    const { from, min, max } = prompt.pick;
    const subsets = (start: number, size: number, chosen: number[]): void => {
      if (out.length >= limit) return;
      if (chosen.length === size) {
        out.push(chosen.map((i) => from[i]));
        return;
      }
      for (let i = start; i <= from.length - (size - chosen.length); i++) subsets(i + 1, size, [...chosen, i]);
    };
    for (let size = min; size <= max && out.length < limit; size++) subsets(0, size, []);
    return out;
  }
  const { items, total } = prompt.amounts;
  const walk = (i: number, sum: number, chosen: Record<string, Json>): void => {
    if (out.length >= limit) return;
    if (i === items.length) {
      if (!total || (sum >= total.min && sum <= total.max)) out.push({ ...chosen });
      return;
    }
    for (let n = items[i].min; n <= items[i].max && out.length < limit; n++) walk(i + 1, sum + n * (items[i].weight ?? 1), { ...chosen, [items[i].id]: n });
  };
  walk(0, 0, {});
  return out;
}

/** How many admitted answers a prompt has (capped at `cap`): the leak fuzzer sizes its probes by it. */
export function answerCount(prompt: Prompt, cap = MAX_LISTED_CHOICES + 1): number {
  if (prompt.choices) return prompt.choices.length;
  return enumerateAnswers(prompt, cap).length;
}

/**
 * Counts, for each item index and partial weighted sum, the admitted ways to
 * finish the assignment; then draws item by item in proportion, so every
 * admitted assignment is equally likely (up to floating-point rounding of
 * very large counts).
 */
function randomAmounts(kind: string, spec: AmountsSpec, rng: RngState): Json {
  const { items, total } = spec;
  const weight = (i: number) => items[i].weight ?? 1;
  const ways = new Map<string, number>();
  const count = (i: number, sum: number): number => {
    if (i === items.length) return !total || (sum >= total.min && sum <= total.max) ? 1 : 0;
    const key = `${i}:${sum}`;
    const known = ways.get(key);
    if (known !== undefined) return known;
    let n = 0;
    for (let v = items[i].min; v <= items[i].max; v++) n += count(i + 1, sum + v * weight(i));
    ways.set(key, n);
    return n;
  };
  if (count(0, 0) === 0) throw new GameError('INTERNAL', `${kind}: the amounts asked for admit no answer`);
  const answer: Record<string, Json> = {};
  let sum = 0;
  items.forEach((item, i) => {
    const options: { v: number; w: number }[] = [];
    for (let v = item.min; v <= item.max; v++) {
      const w = count(i + 1, sum + v * weight(i));
      if (w > 0) options.push({ v, w });
    }
    let r = (randInt(rng, 2 ** 30) / 2 ** 30) * options.reduce((t, o) => t + o.w, 0);
    // The last option also takes what rounding leaves over.
    const chosen = options.find((o) => (r -= o.w) < 0) ?? options[options.length - 1];
    answer[item.id] = chosen.v;
    sum += chosen.v * weight(i);
  });
  return answer;
}
