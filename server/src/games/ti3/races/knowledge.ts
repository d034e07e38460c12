/**
 * The Yssaril look at a hand. What it shows is kept with every other seen card (knowledge.ts) for the leak
 * fuzzer's hidden hook. RULE-READING (README): the knowledge is "card X is in seat Y's hand" while X stays
 * there (cards drawn later are unknown and re-dealt; a card played or discarded is public anyway).
 */
import { learnHeld } from '../knowledge';
import type { Ctx } from '../state';

/** The hand named to the looker alone; that the look happened, and at whom, to everyone. */
export function lookAtHand(ctx: Ctx, seat: number, target: number): void {
  const s = ctx.s;
  const cards = [...s.players[target].hand];
  s.races.looked[seat] = s.round;
  learnHeld(s, seat, target, cards);
  ctx.ev.push({ type: 'hand-looked-at', text: `seat ${seat} (Yssaril) looks at seat ${target}'s action cards`, data: { seat, target, n: cards.length } });
  ctx.ev.push({ type: 'hand-seen', data: { seat, target, cards }, audience: [seat] });
}
