/**
 * Research (TM-05), from generation 2: each player draws 4 cards and buys any
 * of them at 3 M€ each (up to what they can pay in M€), simultaneously and
 * hidden until all have chosen; unbought cards are discarded. With the
 * draft, the 4 cards are the ones kept from the packs (./draft.ts); which of
 * the two begins is decided in ./research-start.ts.
 *
 * RULE-AMBIGUITY: research purchases are paid in M€ only (the printed rule
 * says M€; we do not let Helion's heat or steel in).
 */
import { askPick } from '../prompts';
import { CARD_PRICE } from '../setup';
import type { Ctx, TmState } from '../state';

export const RESEARCH_CARDS = 4;

export function askResearchBuys(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'research';
  s.players.forEach((p, seat) => {
    p.bought = null;
    const max = Math.min(p.offer.length, Math.floor(p.res.mc / CARD_PRICE));
    askPick(ctx, seat, 'research-buy', `Research: buy any of ${p.offer.length} cards at ${CARD_PRICE} M€ each`, [...p.offer], 0, max, { kind: 'research-buy' });
  });
}

export function researchDone(s: TmState): boolean {
  return s.players.every((p) => p.bought !== null);
}

/** Everyone has bought: the number each bought becomes public (the M€ paid shows it), never which. */
export function finishResearch(ctx: Ctx): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    const bought = p.bought!;
    p.res.mc -= CARD_PRICE * bought.length;
    p.hand.push(...bought);
    s.discard.push(...p.offer.filter((c) => !bought.includes(c)));
    ctx.ev.push({ type: 'research', text: `${p.name} buys ${bought.length} card${bought.length === 1 ? '' : 's'}`, data: { seat, bought: bought.length } });
    ctx.ev.push({ type: 'kept', text: 'Your research', data: { seat, cards: [...bought] }, audience: [seat] });
    p.offer = [];
    p.bought = null;
  });
}
