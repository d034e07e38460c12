/**
 * Laws and lasting political results as entries of the modifier pipeline (modifiers.ts): each applies while
 * its card's result is active (effects.ts), to the seats and units the card names. Combat values: lower is
 * better, so "+1 on combat rolls" lowers the value by 1.
 */
import type { UnitId } from '../data';
import type { Modifier } from '../modifier-types';
import { active, isElected } from './effects';

/** "The elected player's <units> receive +1 on their combat rolls" (Crown of Thalnos, Prophecy of Ixth). */
function electedUnitsBonus(card: string, u: UnitId): Modifier {
  return {
    id: `${card.toLowerCase().replace(/ /g, '-')}-${u.toLowerCase().replace(/ /g, '-')}`,
    source: `${card}: the elected player ${u}s +1`,
    value: 'combat',
    applies: (c) => c.unit === u && isElected(c.s, card, c.seat),
    apply: (v) => v - 1,
  };
}

export const POLITICAL_MODIFIERS: Modifier[] = [
  electedUnitsBonus('Crown of Thalnos', 'Ground Force'),
  {
    id: 'unconventional-weapons',
    source: 'Unconventional Weapons: Dreadnoughts and War Suns -2',
    value: 'combat',
    applies: (c) => (c.unit === 'Dreadnought' || c.unit === 'War Sun') && active(c.s, 'Unconventional Weapons', 'for'),
    apply: (v) => v + 2,
  },
  {
    id: 'public-execution',
    source: 'Public Execution: the elected player units -1 this round',
    value: 'combat',
    applies: (c) => isElected(c.s, 'Public Execution', c.seat),
    apply: (v) => v + 1,
  },
  electedUnitsBonus('Prophecy of Ixth', 'Fighter'),
  {
    id: 'humane-labor',
    source: 'Humane Labor: Space Dock production limit 2',
    value: 'productionLimit',
    applies: (c) => active(c.s, 'Humane Labor', 'for'),
    apply: (v) => Math.min(v, 2),
  },
  {
    id: 'limits-to-individual-power',
    source: 'Limits to Individual Power: hand limit 3',
    value: 'handLimit',
    applies: (c) => active(c.s, 'Limits to Individual Power', 'for'),
    apply: (v) => Math.min(v, 3),
  },
];
