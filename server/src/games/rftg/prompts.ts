/**
 * Building questions (asks) and checking answers against them. Every answer
 * is checked here first, generically: a move of the wrong JSON shape is
 * BAD_MOVE, a well-formed move that is not among the legal ones is
 * ILLEGAL_MOVE. Handlers then only see legal moves, typed as their question's
 * answers (questions.ts).
 */
import { GameError, quote, type Json, type Prompt } from '../../engine';
// Straight from its module: a hot path (every answer), where the index's re-export getter showed in profiles.
import { isListed } from '../../engine/prompts';
import type { Answer, AnswerShape, Ask, AskData, Kind, PickKind } from './questions';
import type { RftgState } from './state';

/** A question answered by one of `choices`; `data` says the answer shape and what the handler needs. */
export function choiceAsk<K extends Kind>(kind: K, text: string, choices: Answer<K>[], data: AskData<K>): Ask<K> {
  return { kind, text, choices, data };
}

/** A question answered by picking `min` to `max` of `from` (each listed copy at most once). */
export function pickAsk<K extends PickKind>(kind: K, text: string, from: number[], min: number, max: number, data: AskData<K>): Ask<K> {
  return { kind, text, pick: { from: [...from], min, max }, data };
}

/**
 * The prompts last built for a state, with the question each was built from: a seat whose question is
 * still the same object is handed the same prompt, which the runner then recognises as unchanged at a glance
 * (it compares every seat's prompt before and after every move). Safe because a question is never edited
 * once asked (it is replaced), the rule `GameDefinition.pending` sets; a copied state starts afresh.
 */
const built = new WeakMap<RftgState, { asks: (Ask | null)[]; prompts: (Prompt | null)[] }>();

function promptOf(seat: number, ask: Ask): Prompt {
  const { kind, text, choices = [], pick, data } = ask;
  // Literal objects, no spread.
  if (pick) return { seat, kind, text, pick };
  return data.unordered ? { seat, kind, text, choices, unordered: true } : { seat, kind, text, choices };
}

export function pendingPrompts(s: RftgState): Prompt[] {
  let last = built.get(s);
  if (!last) built.set(s, (last = { asks: [], prompts: [] }));
  const out: Prompt[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const ask = s.players[seat].ask;
    if (ask !== last.asks[seat]) {
      last.asks[seat] = ask;
      last.prompts[seat] = ask ? promptOf(seat, ask) : null;
    }
    const prompt = last.prompts[seat];
    if (prompt) out.push(prompt);
  }
  return out;
}

const isInt = (x: Json): x is number => typeof x === 'number' && Number.isInteger(x);
const isIntList = (x: Json): x is number[] => Array.isArray(x) && x.every(isInt);

function shapeOk(shape: AnswerShape, move: Json): boolean {
  switch (shape) {
    case 'int':
      return isInt(move);
    case 'int-or-null':
      return move === null || isInt(move);
    case 'string':
      return typeof move === 'string';
    case 'int-list':
      return isIntList(move);
    case 'int-list-or-null':
      return move === null || isIntList(move);
    case 'pair-or-null':
      return move === null || (isIntList(move) && move.length === 2);
    case 'power-or-null':
      return move === null || typeof move === 'string' || (isIntList(move) && move.length === 2);
    case 'int-list-list':
      return Array.isArray(move) && move.every(isIntList);
  }
}

/** How often `x` occurs among the first `end` items of `list`. */
function countOf(list: readonly number[], x: number, end = list.length): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (list[i] === x) n++;
  return n;
}

/** Orders the items of a set-valued answer: numbers by value, anything else as it came. */
const byValue = (a: Json, b: Json): number => (typeof a === 'number' && typeof b === 'number' ? a - b : 0);

/**
 * Throws BAD_MOVE / ILLEGAL_MOVE unless `move` answers `ask`. An answer that passes is one of the listed
 * choices (or a pick from the listed items), so it has the question's answer type.
 */
export function checkAnswer<K extends Kind>(ask: Ask<K>, move: Json): asserts move is Answer<K> {
  // A listed choice has the question's shape: most answers are found here, before the question's data (of a
  // different shape for every kind, slow to read) is looked at.
  if (ask.choices && isListed(ask.choices, move)) return;
  // A pick's answer is a list of numbers (its shape), checked by counting, also before the data is read.
  if (ask.pick && isIntList(move)) {
    checkPick(ask.kind, ask.pick, move);
    return;
  }
  const { shape, unordered } = ask.data;
  if (move === undefined || !shapeOk(shape, move)) {
    throw new GameError('BAD_MOVE', `${ask.kind}: expected ${shape}, got ${quote(move)}`);
  }
  if (ask.choices) {
    // A set-valued answer (goods of different kinds) may list its items in any order.
    const canon = (x: Json): string => JSON.stringify(unordered && Array.isArray(x) ? [...x].sort(byValue) : x);
    const key = canon(move);
    if (!ask.choices.some((c) => canon(c) === key)) {
      throw new GameError('ILLEGAL_MOVE', `${ask.kind}: ${quote(move)} is not a legal answer`);
    }
  }
}

/** Throws ILLEGAL_MOVE unless `picked` takes between min and max of `from` (each listed copy at most once). */
function checkPick(kind: Kind, pick: NonNullable<Ask['pick']>, picked: number[]): void {
  const { from, min, max } = pick;
  if (picked.length < min || picked.length > max) {
    throw new GameError('ILLEGAL_MOVE', `${kind}: choose between ${min} and ${max} items, not ${picked.length}`);
  }
  // `from` may repeat an item (several goods on one world): each copy can be picked once.
  for (let i = 0; i < picked.length; i++) {
    const x = picked[i];
    if (countOf(picked, x, i + 1) > countOf(from, x)) throw new GameError('ILLEGAL_MOVE', `${kind}: ${x} is not available to pick`);
  }
}
