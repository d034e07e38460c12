/**
 * Building questions (asks) and checking answers against them. Every answer
 * is checked here first, generically: a move of the wrong JSON shape is
 * BAD_MOVE, a well-formed move that is not among the legal ones is
 * ILLEGAL_MOVE. Handlers then only see legal moves.
 */
import { GameError, quote, sameJson, type Json, type Prompt } from '../../engine';
import type { Ask, RftgState } from './state';

/** What JSON shape an answer must have; checked before legality. */
export type AnswerShape = 'int' | 'int-or-null' | 'string' | 'int-list' | 'int-list-or-null' | 'pair-or-null' | 'power-or-null' | 'int-list-list';

export function choiceAsk(kind: string, text: string, choices: Json[], shape: AnswerShape, data?: Ask['data']): Ask {
  return { kind, text, choices, data: { ...(data ?? {}), shape } };
}

export function pickAsk(kind: string, text: string, from: number[], min: number, max: number, data?: Ask['data']): Ask {
  return { kind, text, pick: { from: [...from], min, max }, data: { ...(data ?? {}), shape: 'int-list' } };
}

export function pendingPrompts(s: RftgState): Prompt[] {
  const out: Prompt[] = [];
  s.players.forEach((p, seat) => {
    if (!p.ask) return;
    const { kind, text, choices, pick, data } = p.ask;
    if (pick) out.push({ seat, kind, text, pick });
    else out.push({ seat, kind, text, choices: choices ?? [], ...(data?.unordered ? { unordered: true } : {}) });
  });
  return out;
}

const isInt = (x: Json): boolean => typeof x === 'number' && Number.isInteger(x);

function shapeOk(shape: AnswerShape, move: Json): boolean {
  switch (shape) {
    case 'int':
      return isInt(move);
    case 'int-or-null':
      return move === null || isInt(move);
    case 'string':
      return typeof move === 'string';
    case 'int-list':
      return Array.isArray(move) && move.every(isInt);
    case 'int-list-or-null':
      return move === null || (Array.isArray(move) && move.every(isInt));
    case 'pair-or-null':
      return move === null || (Array.isArray(move) && move.length === 2 && move.every(isInt));
    case 'power-or-null':
      // A card power [card, powerIndex], a named pseudo-power (a phase bonus offered like a power), or null.
      return move === null || typeof move === 'string' || (Array.isArray(move) && move.length === 2 && move.every(isInt));
    case 'int-list-list':
      return Array.isArray(move) && move.every((x) => Array.isArray(x) && x.every(isInt));
  }
}

/** Throws BAD_MOVE / ILLEGAL_MOVE unless `move` answers `ask`. */
export function checkAnswer(ask: Ask, move: Json): void {
  const shape = (ask.data?.shape ?? 'int') as AnswerShape;
  if (move === undefined || !shapeOk(shape, move)) {
    throw new GameError('BAD_MOVE', `${ask.kind}: expected ${shape}, got ${quote(move)}`);
  }
  if (ask.choices) {
    if (!ask.data?.unordered && ask.choices.some((c) => sameJson(c, move))) return;
    // A set-valued answer (goods of different kinds) may list its items in any order.
    const canon = (x: Json): string => JSON.stringify(ask.data?.unordered && Array.isArray(x) ? [...(x as number[])].sort((a, b) => a - b) : x);
    const key = canon(move);
    if (!ask.choices.some((c) => canon(c) === key)) {
      throw new GameError('ILLEGAL_MOVE', `${ask.kind}: ${quote(move)} is not a legal answer`);
    }
    return;
  }
  if (ask.pick) {
    const picked = move as number[];
    const { from, min, max } = ask.pick;
    if (picked.length < min || picked.length > max) {
      throw new GameError('ILLEGAL_MOVE', `${ask.kind}: choose between ${min} and ${max} items, not ${picked.length}`);
    }
    // `from` may repeat an item (several goods on one world): each copy can be picked once.
    const left = [...(from as number[])];
    for (const x of picked) {
      const i = left.indexOf(x);
      if (i < 0) throw new GameError('ILLEGAL_MOVE', `${ask.kind}: ${x} is not available to pick`);
      left.splice(i, 1);
    }
  }
}
