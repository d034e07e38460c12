/**
 * The action cards whose effects are implemented, by kind. A kind missing here is never offered in any
 * window (README, Twilight Imperium: the list of kinds not built), so it stays in hands until discarded.
 */
import { BATTLE_CARDS } from './battle';
import { ANY_TIME_CARDS } from './any-time';
import { BOARD_CARDS } from './board';
import { COMBAT_CARDS } from './combat';
import { ECONOMY_CARDS } from './economy';
import { touchOfGenius } from './genius';
import { GENIUS, kindOf } from './kinds';
import { POLITICAL_ACTION_CARDS } from './politics';
import { SABOTAGE } from './sabotage';
import { STRATEGY_CARDS_EFFECTS } from './strategy';
import { CULTURE_CARDS, CULTURE_HANDLERS } from './culture';
import { INTELLIGENCE_CARDS } from './intelligence';
import { LOGISTICS_CARDS } from './logistics';
import { ORDER_CARDS, ORDER_HANDLERS } from './orders';
import type { TimingEntry } from '../timing-types';
import { TACTICAL_CARDS } from './tactical';
import { TECHNOLOGY_CARDS } from './technology';
import type { CardEffect, CardEffects } from './types';
import { TRADE_CARDS } from '../trade/cards';

export type { CardEffect, CardFate } from './types';
export { kindOf } from './kinds';

export const CARD_EFFECTS: CardEffects = {
  ...SABOTAGE,
  ...ECONOMY_CARDS,
  ...BOARD_CARDS,
  ...COMBAT_CARDS,
  ...STRATEGY_CARDS_EFFECTS,
  ...ORDER_CARDS,
  ...LOGISTICS_CARDS,
  ...INTELLIGENCE_CARDS,
  ...CULTURE_CARDS,
  ...BATTLE_CARDS,
  ...TACTICAL_CARDS,
  ...TRADE_CARDS,
  ...POLITICAL_ACTION_CARDS,
  ...ANY_TIME_CARDS,
  ...TECHNOLOGY_CARDS,
  [GENIUS]: touchOfGenius(() => CARD_EFFECTS),
};

/** The cards' timing handlers (windows.ts registers them): what ends or discards a card in play. */
export const CARD_HANDLERS: TimingEntry[] = [...ORDER_HANDLERS, ...CULTURE_HANDLERS];

export function effectOf(card: string): CardEffect | undefined {
  return CARD_EFFECTS[kindOf(card)];
}
