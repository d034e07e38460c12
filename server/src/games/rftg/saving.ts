/**
 * BoW, Galactic Scavengers: cards saved face down under a world. At setup
 * one hand card goes under it (START_SAVE); when paying for a development or
 * a world, one card of the payment goes under it instead of the discard pile
 * (SAVE_COST, "after applying discounts"; never a card discarded for
 * military); in Produce the owner takes every saved card into hand
 * (TAKE_SAVED). If the world ever leaves the tableau, its saved cards are
 * discarded with it (piles.ts discardFromTableau; rules, "Comprar Cartas
 * Guardadas").
 *
 * Everyone sees how many cards lie under the world; only the owner knows
 * which (they came from the owner's hand).
 */
import { activePowers, cardName, hasPowerFlag } from './cardinfo';
import type { Ctx } from './state';
import { discardPileOf } from './piles';
import { choiceAsk } from './prompts';
import type { SettlePayment } from './questions';

/** The world whose SAVE_COST power applies to a payment made in `phase` (2 Develop, 3 Settle), if any. */
function saveWorld(ctx: Ctx, seat: number, phase: 2 | 3): number | null {
  const p = ctx.s.players[seat];
  const ap = activePowers(ctx.s, p, phase).find(({ power }) => hasPowerFlag(power, 'SAVE_COST'));
  // A power of a world that left the tableau mid-phase lasts the phase, but the cards need the world.
  return ap && p.tableau.includes(ap.card) ? ap.card : null;
}

/**
 * After a payment of `paid` hand cards (already in the discard pile), when the seat has a SAVE_COST power
 * for this phase: saves the only card paid, or asks which one to save and returns true. Saving one is not optional: the power
 * says to put one there, and the reference engine always asks for a card. A Settle payment passes what
 * follows the saving (`rest`).
 */
export function askSave(ctx: Ctx, seat: number, paid: number[], phase: 2 | 3, rest?: SettlePayment): boolean {
  if (paid.length === 0) return false;
  const world = saveWorld(ctx, seat, phase);
  if (world === null) return false;
  if (paid.length === 1) {
    // Nothing to choose: the single card paid is saved without a question (as the reference engine does).
    saveCard(ctx, seat, world, paid[0]);
    return false;
  }
  const p = ctx.s.players[seat];
  const text = `${cardName(ctx.s, world)}: choose one card of your payment to save under it`;
  p.ask = choiceAsk('save', text, [...paid], rest ? { world, shape: 'int', rest } : { world, shape: 'int' });
  return true;
}

/** Puts `card` under `world`, taking it from the hand (setup) or from the discard pile (a payment). */
export function saveCard(ctx: Ctx, seat: number, world: number, card: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  const inHand = p.hand.indexOf(card);
  if (inHand >= 0) p.hand.splice(inHand, 1);
  else {
    const pile = discardPileOf(s, seat);
    pile.splice(pile.lastIndexOf(card), 1);
  }
  (p.saved[world] ??= []).push(card);
  ctx.ev.push({ type: 'save', text: `${p.name} saves a card under ${cardName(s, world)}.`, data: { seat, world, count: p.saved[world].length } });
  ctx.ev.push({ type: 'saved-card', data: { seat, world, card }, audience: [seat] });
}

/** Setup: a start world with START_SAVE asks for one hand card to go under it. */
export function askStartSave(ctx: Ctx, seat: number, world: number): void {
  const p = ctx.s.players[seat];
  if (p.hand.length === 0) return;
  p.ask = choiceAsk('start-save', `${cardName(ctx.s, world)}: choose one card of your hand to save under it`, [...p.hand], { world, shape: 'int' });
}

/** Produce (TAKE_SAVED): every card under the world goes to its owner's hand. */
export function takeSaved(ctx: Ctx, seat: number, world: number): void {
  const p = ctx.s.players[seat];
  const cards = p.saved[world] ?? [];
  if (cards.length === 0) return;
  delete p.saved[world];
  p.hand.push(...cards);
  ctx.ev.push({
    type: 'take-saved',
    text: `${p.name} takes ${cards.length} card${cards.length === 1 ? '' : 's'} from under ${cardName(ctx.s, world)}.`,
    data: { seat, world, count: cards.length },
  });
  ctx.ev.push({ type: 'drew-cards', data: { seat, cards, reason: 'saved cards' }, audience: [seat] });
}
