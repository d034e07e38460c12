/**
 * How long action cards' effects (`cardEffects` entries) last: the round (entries with `round`), one combat
 * round (Morale Boost, Fighter Prototype's first round, Letnev's bonus; entries with the battle's `pos`), or the rest of the
 * battle (Into the Breach).
 */
import { activeSeats, type CardEffectInPlay, type Ctx, type Ti3State } from '../state';
import type { CardEffect } from './types';
import { LETNEV_GROUND, LETNEV_SHIPS } from '../races/modifiers';

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

/** Letnev's bought bonus (a racial ability kept with the cards' effects) lasts a round too. */
const ONE_ROUND = new Set(['Morale Boost', 'Fighter Prototype', LETNEV_SHIPS, LETNEV_GROUND]);
const ONE_BATTLE = new Set(['Into the Breach']);

/** The round's dice are rolled: the one-round effects in `pos` end. */
export function endRoundEffects(s: Ti3State, pos: string): void {
  s.cardEffects = s.cardEffects.filter((e) => !(e.pos === pos && ONE_ROUND.has(e.card)));
}

/** The space battle in `pos` is over: its effects end. */
export function endBattleEffects(s: Ti3State, pos: string): void {
  s.cardEffects = s.cardEffects.filter((e) => !(e.pos === pos && (ONE_ROUND.has(e.card) || ONE_BATTLE.has(e.card))));
}

/** Into the Breach in play for the seat's fleet in `pos` with hits its Dreadnought must still take. */
export function breachOn(s: Ti3State, pos: string, seat: number): CardEffectInPlay | undefined {
  return s.cardEffects.find((e) => e.card === 'Into the Breach' && e.seat === seat && e.pos === pos && (e.n ?? 0) > 0);
}
