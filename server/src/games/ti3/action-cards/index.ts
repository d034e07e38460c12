/**
 * The action cards whose effects are implemented, by kind. A kind missing here is never offered in any
 * window (README, Twilight Imperium: the list of kinds not built), so it stays in hands until discarded.
 */
import { BOARD_CARDS } from './board';
import { COMBAT_CARDS } from './combat';
import { ECONOMY_CARDS } from './economy';
import { SABOTAGE } from './sabotage';
import { STRATEGY_CARDS_EFFECTS } from './strategy';
import type { CardEffect, CardEffects } from './types';
import { TRADE_CARDS } from '../trade/cards';

export type { CardEffect } from './types';

export const CARD_EFFECTS: CardEffects = { ...SABOTAGE, ...ECONOMY_CARDS, ...BOARD_CARDS, ...COMBAT_CARDS, ...STRATEGY_CARDS_EFFECTS, ...TRADE_CARDS };

/** The kind of a card id ("Sabotage#2" → "Sabotage"). */
export function kindOf(card: string): string {
  const i = card.lastIndexOf('#');
  return i < 0 ? card : card.slice(0, i);
}

export function effectOf(card: string): CardEffect | undefined {
  return CARD_EFFECTS[kindOf(card)];
}
