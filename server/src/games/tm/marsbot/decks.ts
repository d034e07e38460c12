/**
 * MarsBot's decks: the bonus deck (B01-B08, MB-03), its reshuffle (MB-08),
 * and the action deck built at setup and at each research (MB-04, MB-07,
 * MB-09, MB-55): its project cards and 1 bonus card, shuffled face down.
 * With the test-only `bonusDeck` option nothing of MarsBot's is shuffled
 * (options.ts says in which order the cards then come).
 */
import { shuffle } from '../../../engine';
import { drawCards } from '../deck';
import type { Ctx, TmState } from '../state';
import { BONUS_IDS } from './cards';
import { bot, on, say } from './robot';

export const PROJECT_CARDS_IN_DECK = 3;
export const BRUTAL_PROJECT_CARDS = 4;

/** A scripted MarsBot (test-only `bonusDeck`): its decks keep the order they are built in. */
export function scripted(s: TmState): boolean {
  return s.options.bonusDeck !== undefined;
}

/** MB-03: the bonus deck, top card last. */
export function newBonusDeck(s: TmState): string[] {
  return s.options.bonusDeck ? [...s.options.bonusDeck].reverse() : shuffle(s.rng, [...BONUS_IDS]);
}

/** How many project cards MarsBot's action deck gets (MB-04, MB-55). */
export function projectCardsForDeck(s: TmState): number {
  return on(s, 'brutalFourCards') ? BRUTAL_PROJECT_CARDS : PROJECT_CARDS_IN_DECK;
}

/**
 * MB-08: the top bonus card; when the bonus deck is empty, the bonus discard pile (never a destroyed card,
 * never one in the action deck or being resolved) is shuffled into a new deck; with nothing to shuffle, null.
 */
export function drawBonus(ctx: Ctx): string | null {
  const m = bot(ctx.s);
  if (m.bonusDeck.length === 0) {
    if (m.bonusDiscard.length === 0) return null;
    m.bonusDeck = shuffle(ctx.s.rng, m.bonusDiscard);
    m.bonusDiscard = [];
    say(ctx, 'marsbot-reshuffle', `its bonus discard pile becomes a new bonus deck (${m.bonusDeck.length} cards)`, { count: m.bonusDeck.length });
  }
  return m.bonusDeck.pop()!;
}

/** A new action deck: these project cards and 1 bonus card, shuffled (MB-04, MB-07, MB-09). */
export function buildActionDeck(ctx: Ctx, projects: string[]): void {
  const { s } = ctx;
  const m = bot(s);
  const bonus = drawBonus(ctx);
  const cards = [...projects, ...(bonus === null ? [] : [bonus])];
  // Scripted: the bonus card is resolved first, then the project cards in the order given (top card last).
  m.actionDeck = scripted(s) ? [...projects].reverse().concat(bonus === null ? [] : [bonus]) : shuffle(s.rng, cards);
  say(ctx, 'marsbot-deck', `a new action deck of ${m.actionDeck.length} cards`, { count: m.actionDeck.length });
}

/** Setup (MB-04): the project cards MarsBot gets instead of a hand. */
export function setupActionDeck(ctx: Ctx): void {
  buildActionDeck(ctx, drawCards(ctx.s, projectCardsForDeck(ctx.s)));
}
