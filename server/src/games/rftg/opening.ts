/**
 * The opening, once the start worlds are dealt (setup.ts) or drafted (draft.ts): the opening hand, the
 * start world placed, and the opening questions: the RvI start choice (keep one of two offered start
 * worlds and discard two cards) or the discard down to the opening hand. A player starting on Ancient
 * Race (STARTHAND_3) keeps 3 cards, not 4.
 */
import { designOf, hasCardFlag } from './cardinfo';
import { addGood } from './piles';
import { choiceAsk, pickAsk } from './prompts';
import { freshScratch, type Ctx, type RftgState } from './state';

export const OPENING_DEAL = 6;
export const OPENING_KEEP = 4;
/** RvI start choice: cards discarded along with choosing the start world. */
export const START_CHOICE_DISCARD = 2;

/** Opening hand size for a start world (Ancient Race keeps 3; only as a start world). */
export function openingKeep(s: RftgState, seat: number): number {
  const start = s.players[seat].tableau[0];
  return start !== undefined && hasCardFlag(s, start, 'STARTHAND_3') ? 3 : OPENING_KEEP;
}

function pairs(hand: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push([hand[i], hand[j]]);
  return out;
}

/** Puts a start world on the tableau (a windfall start world comes with its good). */
export function placeStartWorld(ctx: Ctx, seat: number, world: number): void {
  const p = ctx.s.players[seat];
  p.tableau.push(world);
  p.phase = freshScratch(p.tableau);
  ctx.ev.push({ type: 'start-world', text: `${p.name} starts with ${designOf(ctx.s.level, world).name}.`, data: { seat, card: world } });
  // RULE-AMBIGUITY: a windfall start world (Alpha Centauri, Ancient Race) comes with its good, as every placed
  // windfall world does; the reference engine draws it when the world is placed (before the deal in base/TGS).
  if (hasCardFlag(ctx.s, world, 'WINDFALL')) addGood(ctx, seat, world);
}

/** Asks the opening discard of every seat holding more than its opening hand; returns whether anyone was asked. */
export function askInitialDiscards(s: RftgState): boolean {
  let asked = false;
  s.players.forEach((p, seat) => {
    const n = p.hand.length - openingKeep(s, seat);
    if (n <= 0) return;
    p.ask = pickAsk('initial-discard', `Discard ${n} of your opening cards`, p.hand, n, n, { shape: 'int-list' });
    asked = true;
  });
  return asked;
}

/** Turn order: from the seat whose start world has the lowest card id, on in seat order. */
export function computeOrder(s: RftgState): void {
  const n = s.players.length;
  let first = 0;
  s.players.forEach((p, seat) => {
    if (p.tableau[0] < s.players[first].tableau[0]) first = seat;
  });
  s.order = Array.from({ length: n }, (_, i) => (first + i) % n);
}

/** RvI and later: every seat keeps one of its two offered start worlds and discards two of its six cards. */
export function askStartChoices(s: RftgState): void {
  s.players.forEach((p) => {
    const moves: number[][] = [];
    for (const w of p.startOffer!) for (const d of pairs(p.hand)) moves.push([w, ...d]);
    p.ask = choiceAsk('start-choice', `Keep one of your start worlds and discard ${START_CHOICE_DISCARD} cards: [world, card, card]`, moves, {
      shape: 'int-list',
    });
  });
}
