/**
 * Robotic Workforce (086): duplicate only the production box of one of your
 * building cards — exactly the card data's `production` field (its "any
 * player" decrease and covered-bonus production included), which is why
 * production is a field of its own.
 */
import { projectCard } from '../data';
import { productionPossible } from '../dsl/check';
import { applyProduction } from '../dsl/effects';
import { askChoices } from '../prompts';
import type { Ctx, TmState } from '../state';

export function copyableCards(s: TmState, seat: number): string[] {
  return s.players[seat].played
    .map((c) => c.id)
    .filter((id) => {
      const card = projectCard(id);
      return card.tags.includes('building') && card.production !== undefined && productionPossible(s, seat, id, card.production);
    });
}

export function roboticWorkforcePossible(s: TmState, seat: number): boolean {
  return copyableCards(s, seat).length > 0;
}

export function roboticWorkforce(ctx: Ctx, seat: number, card: string | null): void {
  const cards = copyableCards(ctx.s, seat);
  if (cards.length === 1) return applyProduction(ctx, seat, cards[0], projectCard(cards[0]).production, true);
  if (cards.length > 1)
    askChoices(ctx, seat, 'card-target', 'Copy the production box of…', cards, {
      kind: 'card-target',
      card,
      resource: 'production',
      effect: { copyProduction: true },
    });
}
