/**
 * Action cards that see or take hidden cards, or stop research: Successful Spy (as an action),
 * Synchronicity and Scientist Assassination (in the strategy phase). What a player sees is kept in the
 * state (knowledge.ts) so the leak fuzzer's worlds keep it.
 */
import { shuffle } from '../../../engine';
import { addToHand } from '../cards';
import { learnDeck, learnHeld } from '../knowledge';
import { handLimit } from '../modifiers';
import { activeSeats, type Ti3State } from '../state';
import { kindOf } from './kinds';
import { onAPlayerForTheRound } from './lasting';
import type { CardEffects } from './types';

const SPY_TAKES = 2;

/** One copy of each kind in the deck, by name (the deck's order stays hidden). */
function searchable(s: Ti3State): string[] {
  const byKind = new Map<string, string>();
  for (const card of [...s.actionDeck].sort()) if (!byKind.has(kindOf(card))) byKind.set(kindOf(card), card);
  return [...byKind.values()];
}

export const INTELLIGENCE_CARDS: CardEffects = {
  // Two cards of an opponent's hand at random: named to the taker and the victim only, counted to all.
  'Successful Spy': {
    ask: 'choose an opponent whose action cards you take two of at random',
    choices: (s, seat) => activeSeats(s).filter((x) => x !== seat && s.players[x].hand.length > 0),
    resolve(ctx, seat, _w, victim) {
      const s = ctx.s;
      const from = Number(victim);
      const taken = shuffle(s.rng, [...s.players[from].hand]).slice(0, SPY_TAKES);
      s.players[from].hand = s.players[from].hand.filter((c) => !taken.includes(c));
      s.players[seat].hand.push(...taken);
      const others = activeSeats(s).filter((x) => x !== seat && x !== from);
      ctx.ev.push({
        type: 'cards-taken',
        text: `seat ${seat} takes ${taken.join(', ')} from seat ${from}`,
        data: { seat, from, cards: taken },
        audience: [seat, from],
      });
      ctx.ev.push({
        type: 'cards-taken',
        text: `seat ${seat} takes ${taken.length} action cards from seat ${from}`,
        data: { seat, from, n: taken.length },
        audience: others,
      });
      // The victim knows where his two cards are now.
      learnHeld(s, from, seat, taken);
      if (s.players[seat].hand.length > handLimit(s, seat)) s.tasks.unshift({ t: 'discard', seat });
    },
  },
  // The player searches the deck (the question lists its kinds), takes one, then the deck is shuffled.
  Synchronicity: {
    ask: 'choose the action card you take from the deck',
    choices: searchable,
    resolve(ctx, seat, _w, card) {
      const s = ctx.s;
      s.actionDeck = s.actionDeck.filter((c) => c !== card);
      s.actionDeck = shuffle(s.rng, s.actionDeck);
      learnDeck(s, seat);
      addToHand(ctx, seat, String(card));
      ctx.ev.push({ type: 'reshuffle', data: { deck: 'action', by: seat } });
    },
  },
  // RULE-READING: "this turn" is this game round (the card is played in the strategy phase).
  'Scientist Assassination': onAPlayerForTheRound('Scientist Assassination', 'choose the player who may not gain a technology this round'),
};
