/**
 * What the Yssaril learn by looking at a hand, kept in the state (`races.seen`) for the leak fuzzer's hidden
 * hook (secrets.ts): when the worlds a seat cannot tell apart are re-dealt, the cards it has seen in another
 * hand stay there. RULE-READING (README): the knowledge is "card X is in seat Y's hand"; it holds while X stays
 * in that hand (cards drawn later are unknown and re-dealt; a card played or discarded is public anyway).
 * A seen card that leaves the hand and later comes back to it is kept in place although the looker cannot
 * know it: under-shuffling (the fuzzer checks less), never over-shuffling.
 */
import type { Ctx, Ti3State } from '../state';

/** The Yssaril look: the hand named to the looker alone; that the look happened, and at whom, to everyone. */
export function lookAtHand(ctx: Ctx, seat: number, target: number): void {
  const s = ctx.s;
  const cards = [...s.players[target].hand];
  s.races.looked[seat] = s.round;
  s.races.seen = [...s.races.seen.filter((x) => !(x.seat === seat && x.target === target)), { seat, target, cards }];
  ctx.ev.push({ type: 'hand-looked-at', text: `seat ${seat} (Yssaril) looks at seat ${target}'s action cards`, data: { seat, target, n: cards.length } });
  ctx.ev.push({ type: 'hand-seen', data: { seat, target, cards }, audience: [seat] });
}

/** The cards of `target`'s hand that `viewer` knows are there. */
export function knownInHand(s: Ti3State, viewer: number | null, target: number): Set<string> {
  const hand = s.players[target].hand;
  const seen = s.races.seen.filter((x) => x.seat === viewer && x.target === target).flatMap((x) => x.cards);
  return new Set(seen.filter((c) => hand.includes(c)));
}
