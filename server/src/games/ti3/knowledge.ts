/**
 * What a seat has seen of hidden action cards (issue 24, "What a player learns, and the hidden hook"), kept
 * in the state so the leak fuzzer's worlds (secrets.ts) never re-deal it. Each choice errs towards
 * under-shuffling (the fuzzer then checks less), never over-shuffling:
 * - a card seen in another seat's hand (Successful Spy's victim) stays there in the viewer's worlds while
 *   it is in that hand; should it leave and come back there later, it is still kept (under-shuffling);
 * - the deck searched (Synchronicity) keeps its contents in the searcher's worlds (only their order is
 *   shuffled) while every card of the deck is one he saw, so while cards drawn since leave it he keeps the
 *   rest fixed although he no longer knows exactly which were drawn (under-shuffling); the next reshuffle
 *   brings in the discard pile, which holds that Synchronicity, and ends the knowledge. While the
 *   Synchronicity is being resolved its player sees the deck too (its question lists the cards).
 */
import { kindOf } from './action-cards/kinds';
import type { SeenCards, Ti3State } from './state';

function seenOf(s: Ti3State): SeenCards {
  return (s.seen ??= { held: [], deck: [] });
}

/** The cards of `holder`'s hand that `seat` knows are there. */
export function knownInHand(s: Ti3State, seat: number, holder: number): string[] {
  const hand = s.players[holder].hand;
  return (s.seen?.held ?? []).filter((k) => k.seat === seat && k.holder === holder && hand.includes(k.card)).map((k) => k.card);
}

/** `seat` has seen `cards` go into `holder`'s hand. Entries about cards gone from their hands are dropped. */
export function learnHeld(s: Ti3State, seat: number, holder: number, cards: string[]): void {
  const seen = seenOf(s);
  seen.held = seen.held.filter((k) => s.players[k.holder].hand.includes(k.card)).concat(cards.map((card) => ({ seat, holder, card })));
}

/** `seat` has seen the whole action deck as it is now. */
export function learnDeck(s: Ti3State, seat: number): void {
  const seen = seenOf(s);
  seen.deck = seen.deck.filter((k) => k.seat !== seat && stillKnown(s, k.cards)).concat({ seat, cards: [...s.actionDeck] });
}

const stillKnown = (s: Ti3State, cards: string[]) => s.actionDeck.every((c) => cards.includes(c));

/** Whether `seat` is searching the action deck now (its Synchronicity's question lists the cards). */
export function searchingDeck(s: Ti3State, seat: number): boolean {
  const task = s.tasks[0];
  return task?.t === 'card-effect' && task.seat === seat && kindOf(task.card) === 'Synchronicity';
}

/** Whether `seat` knows the action deck's contents (not their order). */
export function knowsDeck(s: Ti3State, seat: number): boolean {
  return searchingDeck(s, seat) || (s.seen?.deck ?? []).some((k) => k.seat === seat && stillKnown(s, k.cards));
}

/**
 * Cards an open question names in a hand (a Hacan trade offer's card, which the offerer must still hold
 * when it is answered): they stay in that hand in every world, so the question is the same in all of them
 * (under-shuffling for the seats that do not know the card: the fuzzer checks less, never reports a leak
 * that is not there). They stay secrets for those seats (secrets.ts lists them).
 */
export function namedInQuestions(s: Ti3State, holder: number): string[] {
  const out: string[] = [];
  for (const t of s.tasks) if (t.t === 'hacan-trade' && t.from === holder && t.offer.give !== null && 'card' in t.offer.give) out.push(t.offer.give.card);
  return out;
}
