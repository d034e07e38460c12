/**
 * Action cards: drawn one at a time from the shuffled deck (the discards reshuffled when it runs out),
 * held, discarded. A player over the hand limit of 7 discards at once. Drawing names the card to the drawer
 * only. Their texts are the second issue's.
 */
import { shuffle } from '../../engine';
import { handLimit } from './modifiers';
import { actionCardDrawBan } from './politics/rules';
import type { Ctx } from './state';

/** The top card of the action deck (the discards reshuffled into a new deck when it is empty), or null. */
export function takeActionCard(ctx: Ctx): string | null {
  const s = ctx.s;
  if (s.actionDeck.length === 0) {
    if (s.actionDiscard.length === 0) return null;
    s.actionDeck = shuffle(s.rng, s.actionDiscard);
    s.actionDiscard = [];
    ctx.ev.push({ type: 'reshuffle', data: { deck: 'action' } });
  }
  return s.actionDeck.shift()!;
}

export function drawActionCards(ctx: Ctx, seat: number, n: number): void {
  const s = ctx.s;
  if (actionCardDrawBan(s)) return;
  for (let i = 0; i < n; i++) {
    const card = takeActionCard(ctx);
    if (card === null) return;
    addToHand(ctx, seat, card);
  }
}

/** A card into a hand: named to its holder only; over the hand limit, a discard at once. */
export function addToHand(ctx: Ctx, seat: number, card: string): void {
  const s = ctx.s;
  s.players[seat].hand.push(card);
  ctx.ev.push({ type: 'draw', data: { seat, card }, audience: [seat] });
  ctx.ev.push({ type: 'draws', data: { seat, n: 1 }, audience: s.players.map((_, k) => k).filter((k) => k !== seat) });
  // Over the limit: discard at once (hand sizes are public, so the question leaks nothing).
  if (s.players[seat].hand.length > handLimit(s, seat)) s.tasks.unshift({ t: 'discard', seat });
}

export function discardActionCard(ctx: Ctx, seat: number, card: string): void {
  const p = ctx.s.players[seat];
  p.hand = p.hand.filter((c) => c !== card);
  ctx.s.actionDiscard.push(card);
  ctx.ev.push({ type: 'discard', data: { seat, card } });
}
