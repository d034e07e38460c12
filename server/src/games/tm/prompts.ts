/**
 * Asking and checking. Every question is stored with its complete list of
 * legal answers (`choices`, or a `pick`); an answer is checked here before
 * anything changes: a malformed one is BAD_MOVE, a well-formed one that is
 * not listed is ILLEGAL_MOVE (with the rule's reason when the caller knows
 * it). Inside an action, until a card has been drawn or looked at, every
 * question also offers "cancel" (a `pick` question: the empty pick).
 */
import { GameError, quote, type Json, type Prompt } from '../../engine';
import { sameJson } from '../../engine/same-json';
import type { Ask, Ctx, Question, TmState } from './state';

export const CANCEL = 'cancel';

export function pendingPrompts(s: TmState): Prompt[] {
  const out: Prompt[] = [];
  s.players.forEach((p, seat) => {
    const a = p.ask;
    if (!a) return;
    out.push(a.pick ? { seat, kind: a.kind, text: a.text, pick: a.pick } : { seat, kind: a.kind, text: a.text, choices: a.choices ?? [] });
  });
  return out;
}

/** Whether the action under way may still be cancelled. */
export function cancellable(s: TmState): boolean {
  return s.undo !== null;
}

export function askChoices(ctx: Ctx, seat: number, kind: string, text: string, choices: Json[], q: Question): void {
  const p = ctx.s.players[seat];
  p.ask = { kind, text, choices: cancellable(ctx.s) ? [...choices, CANCEL] : choices, q };
}

/** A pick question; `cancelByEmpty` (only where at least one item is needed): an empty pick cancels. */
export function askPick(ctx: Ctx, seat: number, kind: string, text: string, from: Json[], min: number, max: number, q: Question, cancelByEmpty = false): void {
  const p = ctx.s.players[seat];
  const lo = cancelByEmpty && cancellable(ctx.s) ? 0 : min;
  p.ask = { kind, text, pick: { from, min: lo, max }, q };
}

const isNat = (x: Json): boolean => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isStr = (x: Json): boolean => typeof x === 'string';
const isObj = (x: Json): x is { [k: string]: Json } => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The action verbs and the one key each needs beside `do`. */
export const ACTION_FORMS: Record<string, string | null> = {
  play: 'card',
  sp: 'sp',
  milestone: 'id',
  award: 'id',
  act: 'card',
  plants: null,
  heat: null,
  pass: null,
  end: null,
  first: null,
};

function actionShape(m: Json): boolean {
  if (!isObj(m) || typeof m.do !== 'string' || !(m.do in ACTION_FORMS)) return false;
  const key = ACTION_FORMS[m.do];
  const keys = Object.keys(m);
  return key === null ? keys.length === 1 : keys.length === 2 && typeof m[key] === 'string';
}

/** A split {steel, titanium, heat}; the first of two payment questions leaves heat out. */
function payShape(m: Json): boolean {
  if (!isObj(m) || !isNat(m.steel) || !isNat(m.titanium)) return false;
  const n = Object.keys(m).length;
  return n === 2 || (n === 3 && isNat(m.heat));
}

/** What a well-formed answer of each kind looks like. */
const SHAPES: Record<string, (m: Json) => boolean> = {
  action: actionShape,
  pay: payShape,
  space: isStr,
  'final-greenery': isStr,
  target: (m) => isNat(m) || isStr(m),
  choose: isNat,
  amount: isNat,
  'card-target': isStr,
  corporation: isStr,
  'draft-pick': isStr,
  'buy-looked': isStr,
  'order-effects': isStr,
  discard: isStr,
};

/**
 * Throws unless `move` answers `ask`. Returns true for "cancel".
 * `why` names the rule when a well-formed answer is not a legal one.
 */
export function checkAnswer(ask: Ask, move: Json, why?: (move: Json) => string | null): boolean {
  if (move === CANCEL && (ask.choices?.includes(CANCEL) || (ask.pick && ask.pick.min === 0 && ask.kind === 'sell'))) return true;
  if (ask.pick) {
    if (!Array.isArray(move) || !move.every(isStr)) throw new GameError('BAD_MOVE', `${ask.kind}: expected a list of card ids, got ${quote(move)}`);
    const { from, min, max } = ask.pick;
    if (move.length < min || move.length > max) throw new GameError('ILLEGAL_MOVE', `${ask.kind}: choose between ${min} and ${max}, not ${move.length}`);
    const seen = new Set<string>();
    for (const x of move as string[]) {
      if (!from.includes(x) || seen.has(x)) throw new GameError('ILLEGAL_MOVE', `${ask.kind}: ${quote(x)} is not available to pick`);
      seen.add(x);
    }
    return ask.kind === 'sell' && move.length === 0;
  }
  const shape = SHAPES[ask.kind];
  if (move === undefined || (shape && !shape(move))) throw new GameError('BAD_MOVE', `${ask.kind}: malformed answer ${quote(move)}`);
  if (!ask.choices!.some((c) => sameJson(c, move))) {
    const reason = why?.(move) ?? null;
    throw new GameError('ILLEGAL_MOVE', reason ?? `${ask.kind}: ${quote(move)} is not a legal answer now`);
  }
  return false;
}
