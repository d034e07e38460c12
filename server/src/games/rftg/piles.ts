/**
 * Moving cards between the draw pile, the discard pile, hands and goods, and
 * VP chips out of the pool. Every draw goes through `drawOne`, so scripted
 * draws and reshuffles behave the same for every reason a card is drawn.
 */
import { GameError, randInt, type GameEvent } from '../../engine';
import { cardName } from './cardinfo';
import { checkGoalLoss } from './goals';
import type { PlayerState, RftgState } from './state';

export interface Ctx {
  s: RftgState;
  ev: GameEvent[];
}

function insertSorted(pile: number[], card: number): void {
  let lo = 0;
  let hi = pile.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pile[mid] < card) lo = mid + 1;
    else hi = mid;
  }
  pile.splice(lo, 0, card);
}

function reshuffle(ctx: Ctx): void {
  const { s } = ctx;
  if (s.discard.length === 0) return;
  const moved = s.discard;
  s.discard = [];
  for (const c of moved) insertSorted(s.drawPile, c);
  ctx.ev.push({ type: 'reshuffle', text: `The discard pile (${moved.length} cards) is reshuffled into the draw pile.`, data: { count: moved.length } });
}

/**
 * Takes one card out of the draw pile for `seat` (who receives it, or whose
 * power flips it), or null when both piles are empty.
 * The draw pile is an unordered set, as in the reference engine: a draw picks
 * uniformly among its cards (or the next scripted card). As in that engine,
 * the discard pile is reshuffled in as soon as the pile runs empty, before the
 * drawn card lands anywhere, so the drawn card never joins that reshuffle.
 */
export function drawOne(ctx: Ctx, seat: number): number | null {
  const { s } = ctx;
  if (s.drawPile.length === 0) reshuffle(ctx);
  if (s.drawPile.length === 0) {
    ctx.ev.push({ type: 'draw-failed', text: 'No card left to draw.' });
    return null;
  }
  let idx: number;
  const seatScript = s.seatScripts[seat];
  if (seatScript && seatScript.length > 0) {
    const want = seatScript.shift()!;
    idx = s.drawPile.indexOf(want);
    if (idx < 0) {
      const d = s.discard.indexOf(want);
      if (d < 0) throw new GameError('INTERNAL', `scripted draw ${want} for seat ${seat} is in neither pile`);
      // Interleaving moved a reshuffle: take the card where it is (see RftgOptions.drawsBySeat).
      s.discard.splice(d, 1);
      return want;
    }
  } else if (s.script.length > 0) {
    const want = s.script.shift()!;
    idx = s.drawPile.indexOf(want);
    if (idx < 0) throw new GameError('INTERNAL', `scripted draw ${want} is not in the draw pile`);
  } else {
    idx = randInt(s.rng, s.drawPile.length);
  }
  const [card] = s.drawPile.splice(idx, 1);
  if (s.drawPile.length === 0) reshuffle(ctx);
  return card;
}

/** Draws `n` cards into a hand; the cards are told only to their owner. Returns the cards drawn. */
export function drawToHand(ctx: Ctx, seat: number, n: number, reason: string): number[] {
  const p = ctx.s.players[seat];
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(ctx, seat);
    if (c === null) break;
    p.hand.push(c);
    got.push(c);
  }
  if (got.length > 0) {
    ctx.ev.push({ type: 'draw', text: `${p.name} draws ${got.length} card${got.length === 1 ? '' : 's'} (${reason}).`, data: { seat, count: got.length, reason } });
    ctx.ev.push({ type: 'drew-cards', data: { seat, cards: got, reason }, audience: [seat] });
  }
  return got;
}

/** Puts a face-down good on a world. The good's identity is never announced. */
export function addGood(ctx: Ctx, seat: number, world: number): boolean {
  const c = drawOne(ctx, seat);
  if (c === null) return false;
  const p = ctx.s.players[seat];
  (p.goods[world] ??= []).push(c);
  ctx.ev.push({ type: 'good', text: `${p.name} places a good on ${cardName(ctx.s, world)}.`, data: { seat, world } });
  return true;
}

export function goodCount(p: PlayerState, world: number): number {
  return p.goods[world]?.length ?? 0;
}

/** Removes one good from a world to the discard pile. */
export function removeGood(ctx: Ctx, seat: number, world: number): void {
  const p = ctx.s.players[seat];
  const list = p.goods[world];
  if (!list || list.length === 0) throw new GameError('INTERNAL', `no good on ${world}`);
  ctx.s.discard.push(list.shift()!);
  if (list.length === 0) delete p.goods[world];
}

/** Hand cards to the discard pile; `cards` must all be in the hand. */
export function discardFromHand(ctx: Ctx, seat: number, cards: number[], why: string): void {
  const p = ctx.s.players[seat];
  for (const c of cards) {
    const i = p.hand.indexOf(c);
    if (i < 0) throw new GameError('INTERNAL', `card ${c} not in hand of seat ${seat}`);
    p.hand.splice(i, 1);
    ctx.s.discard.push(c);
  }
  if (cards.length > 0) {
    ctx.ev.push({ type: 'discard', text: `${p.name} discards ${cards.length} card${cards.length === 1 ? '' : 's'} (${why}).`, data: { seat, count: cards.length, reason: why } });
  }
}

/** A tableau card (Colony Ship, New Military Tactics) discarded to use its power; its goods go with it. */
export function discardFromTableau(ctx: Ctx, seat: number, card: number): void {
  const p = ctx.s.players[seat];
  p.tableau = p.tableau.filter((c) => c !== card);
  ctx.s.discard.push(card);
  for (const g of p.goods[card] ?? []) ctx.s.discard.push(g);
  delete p.goods[card];
  ctx.ev.push({ type: 'discard-tableau', text: `${p.name} discards ${cardName(ctx.s, card)} from the tableau.`, data: { seat, card } });
  // A most goal can be lost on the spot (the reference engine re-checks Greatest Infrastructure here).
  checkGoalLoss(ctx, seat, 'MOST_DEVEL');
}

/** VP chips from the pool; the pool may go negative (chips keep coming in the last round). */
export function gainVp(ctx: Ctx, seat: number, n: number, why: string): void {
  if (n <= 0) return;
  const p = ctx.s.players[seat];
  p.vp += n;
  ctx.s.vpPool -= n;
  ctx.ev.push({ type: 'vp', text: `${p.name} gains ${n} VP (${why}).`, data: { seat, vp: n } });
}
