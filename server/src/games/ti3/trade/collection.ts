/**
 * Collecting trade agreements (Trade primary (a), the active player; Trade secondary, each follower): the
 * values of the partners' contracts one holds, then the Hacan's +1 per agreement, then Micro Technology's
 * (errata: +1 per agreement whenever one collects, through the modifier pipeline's `agreementBonus`), then
 * Free Trade's — each part from the 40-piece supply in that order, so what the supply lacks is lost from
 * the last parts. Agreements formed in the action going on yield nothing yet.
 */
import { gainTradeGoods } from '../gains';
import { modified } from '../modifiers';
import { active } from '../politics/effects';
import type { Ctx, Ti3State } from '../state';
import { at } from '../timing';
import { agreementsOf, heldValue, isHacan } from './agreements';

/** The parts of a collection, in the order they come from the supply. */
export function collectionParts(s: Ti3State, seat: number): { source: string; n: number }[] {
  const paying = agreementsOf(s, seat).filter((a) => !a.fresh);
  if (paying.length === 0) return [];
  const perAgreement = modified('agreementBonus', 0, { s, seat });
  return [
    { source: 'contracts', n: paying.reduce((n, a) => n + heldValue(s, a, seat), 0) },
    { source: 'Hacan', n: isHacan(s, seat) ? paying.length : 0 },
    { source: 'Micro Technology', n: perAgreement * paying.length },
    // RULE-READING (README): Free Trade's "one additional Trade Good" each time one receives from one's agreements is +1 per collection, not per agreement.
    { source: 'Free Trade', n: active(s, 'Free Trade', 'for') ? 1 : 0 },
  ].filter((p) => p.n > 0);
}

/** Collects the seat's agreements; returns the Trade Goods received. */
export function collect(ctx: Ctx, seat: number): number {
  let got = 0;
  for (const part of collectionParts(ctx.s, seat)) got += gainTradeGoods(ctx, seat, part.n);
  if (got > 0) ctx.ev.push({ type: 'trade-collected', text: `seat ${seat} collects ${got} Trade Good(s) from trade agreements`, data: { seat, n: got } });
  at(ctx, 'trade-collect', { seat, n: got });
  return got;
}
