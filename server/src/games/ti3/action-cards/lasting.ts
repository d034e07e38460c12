/**
 * How long the combat cards' effects (`cardEffects` entries with the battle's `pos`) last: one combat round
 * (Morale Boost, Fighter Prototype's first round), or the rest of the battle (Into the Breach).
 */
import type { CardEffectInPlay, Ti3State } from '../state';

const ONE_ROUND = new Set(['Morale Boost', 'Fighter Prototype']);
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
