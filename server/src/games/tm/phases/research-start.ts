/**
 * The start of research (TM-05, TM-06): 4 cards dealt to buy from, or the
 * draft that ends in the same purchase. Above both ./research.ts and
 * ./draft.ts, which it chooses between.
 */
import { drawCards } from '../deck';
import type { Ctx } from '../state';
import { marsbotResearch } from '../marsbot/research';
import { startDraft } from './draft';
import { askResearchBuys, RESEARCH_CARDS } from './research';

export function startResearch(ctx: Ctx): void {
  const { s } = ctx;
  // RULE-AMBIGUITY: when deck and discard pile together cannot give everyone 4 cards, there is no draft
  // this generation (packs of unequal size cannot go round); research deals what is left.
  // Against MarsBot (MB-07, MB-09) it is one of the two: the player's cards are drawn first, then its own.
  const actors = s.players.length + (s.marsbot ? 1 : 0);
  if (s.options.draft && actors > 1 && s.deck.length + s.discard.length >= RESEARCH_CARDS * actors) return startDraft(ctx);
  s.phase = 'research';
  for (const p of s.players) p.offer = drawCards(s, RESEARCH_CARDS);
  if (s.marsbot) marsbotResearch(ctx);
  askResearchBuys(ctx);
}
