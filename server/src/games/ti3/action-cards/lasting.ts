/** Card effects that last until the round ends (`cardEffects` entries with `round`). */
import { activeSeats, type Ctx } from '../state';
import type { CardEffect } from './types';

/** A lasting effect of `card` for this round on `seat` (the system or planet it names, if any), announced. */
export function forTheRound(ctx: Ctx, card: string, seat: number, where: { system?: string; planet?: string; ability?: string } = {}): void {
  ctx.s.cardEffects.push({ card, seat, round: ctx.s.round, ...where });
  const named = where.system ?? where.planet ?? where.ability;
  ctx.ev.push({ type: 'card-effect', text: `${card}: seat ${seat}${named ? ` (${named})` : ''} this round`, data: { card, seat, ...where } });
}

/** A card whose player chooses any player (himself too) on whom it acts this round. */
export function onAPlayerForTheRound(card: string, ask: string): CardEffect {
  return {
    ask,
    choices: (s) => activeSeats(s),
    resolve: (ctx, _seat, _w, target) => forTheRound(ctx, card, Number(target)),
  };
}
