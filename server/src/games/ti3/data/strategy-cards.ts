/** The 8 strategy cards (strategy_cards_base.csv); their primaries and secondaries are strategy-cards/. */
import type { StrategyCard } from './types';

export const STRATEGY_CARDS: readonly StrategyCard[] = [
  { initiative: 1, name: 'Initiative' },
  { initiative: 2, name: 'Diplomacy' },
  { initiative: 3, name: 'Political' },
  { initiative: 4, name: 'Logistics' },
  { initiative: 5, name: 'Trade' },
  { initiative: 6, name: 'Warfare' },
  { initiative: 7, name: 'Technology' },
  { initiative: 8, name: 'Imperial' },
];
