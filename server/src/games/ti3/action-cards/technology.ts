/**
 * Action cards of the Technology strategy card, folded into the prompts of the player deciding anyway:
 * Tech Bubble (`after-tech-primary`, the primary's prompt) and Corporate Sponsorship, Focused Research,
 * Opening the Black Box (`before-tech-purchase`, the secondary's purchase prompt). Each leaves a turn-scoped
 * `cardEffects` entry that strategy-cards/technology.ts reads (cost, prerequisites, the extra secondary).
 * RULE-READING (README): Tech Bubble is played from the primary's prompt (before the technology is chosen;
 * it acts once the primary is executed), the Technology holder's only question there.
 */
import { TECHNOLOGY } from '../strategy-cards/technology';
import type { Ctx } from '../state';
import type { CardEffect, CardEffects } from './types';

/** A card whose effect lasts the rest of the turn for its player. */
const forTheTurn = (card: string, eligible?: CardEffect['eligible']): CardEffect => ({
  eligible,
  resolve(ctx: Ctx, seat: number) {
    ctx.s.cardEffects.push({ card, seat });
    ctx.ev.push({ type: 'card-effect', data: { seat, card } });
  },
});

export const TECHNOLOGY_CARDS: CardEffects = {
  // Only for the player who chose Technology this round, with a Strategy Allocation counter to spend.
  'Tech Bubble': forTheTurn('Tech Bubble', (s, seat) => s.players[seat].cards.includes(TECHNOLOGY) && s.players[seat].strategy > 0),
  'Corporate Sponsorship': forTheTurn('Corporate Sponsorship'),
  'Focused Research': forTheTurn('Focused Research'),
  'Opening the Black Box': forTheTurn('Opening the Black Box'),
};
