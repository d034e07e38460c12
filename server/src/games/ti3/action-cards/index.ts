/**
 * The action cards whose effects are implemented, by kind. A kind missing here is never offered in any
 * window (README, Twilight Imperium: the list of kinds not built), so it stays in hands until discarded.
 */
import { ANY_TIME_CARDS } from './any-time';
import { BOARD_CARDS } from './board';
import { COMBAT_CARDS } from './combat';
import { ECONOMY_CARDS } from './economy';
import { touchOfGenius } from './genius';
import { GENIUS, kindOf } from './kinds';
import { POLITICAL_ACTION_CARDS } from './politics';
import { SABOTAGE } from './sabotage';
import { STRATEGY_CARDS_EFFECTS } from './strategy';
import { TECHNOLOGY_CARDS } from './technology';
import type { CardEffect, CardEffects } from './types';

export type { CardEffect } from './types';

export { kindOf } from './kinds';

export const CARD_EFFECTS: CardEffects = {
  ...SABOTAGE,
  ...ECONOMY_CARDS,
  ...BOARD_CARDS,
  ...COMBAT_CARDS,
  ...STRATEGY_CARDS_EFFECTS,
  ...POLITICAL_ACTION_CARDS,
  ...ANY_TIME_CARDS,
  ...TECHNOLOGY_CARDS,
  [GENIUS]: touchOfGenius(() => CARD_EFFECTS),
};

export function effectOf(card: string): CardEffect | undefined {
  return CARD_EFFECTS[kindOf(card)];
}
