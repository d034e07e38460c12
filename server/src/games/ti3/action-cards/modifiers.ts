/**
 * Action cards' entries in the modifier pipeline (modifiers.ts) that last a round: War Footing and Grand
 * Armada raise the Fleet Supply limit in one system until the end of the status phase (orders.ts ends them
 * there, before the excess is removed).
 */
import type { Modifier } from '../modifier-types';
import { roundEffect } from '../state';

export const CARD_MODIFIERS: Modifier[] = [
  {
    id: 'war-footing',
    source: 'War Footing: Fleet Supply +2 in one system this round',
    value: 'fleetSupply',
    applies: (c) => c.pos !== undefined && roundEffect(c.s, 'War Footing', (e) => e.seat === c.seat && e.system === c.pos),
    apply: (v) => v + 2,
  },
  {
    id: 'grand-armada',
    source: 'Grand Armada: no Fleet Supply limit in the Home System this round',
    value: 'fleetSupply',
    applies: (c) => c.pos !== undefined && c.pos === c.s.players[c.seat].home && roundEffect(c.s, 'Grand Armada', (e) => e.seat === c.seat),
    apply: () => Infinity,
  },
];
