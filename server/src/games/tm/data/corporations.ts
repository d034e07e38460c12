/**
 * The corporations: the 10 of the base game, the 2 of Corporate Era and the
 * Beginner Corporation. Starts (M€, resources, production) from the shared
 * reference; behaviour in the behaviour language.
 */
import type { Corporation } from './types';

export const CORPORATIONS: Corporation[] = [
  {
    id: 'beginner-corporation', name: 'Beginner Corporation', set: 'base', tags: [],
    start: { mc: 42, stock: {}, production: {} },
    passive: { freeInitialCards: true },
  },
  {
    id: 'credicor', name: 'CrediCor', set: 'base', tags: [],
    start: { mc: 57, stock: {}, production: {} },
    effects: [{ on: { paidBaseCost: 20 }, do: [{ gain: { mc: 4 } }] }],
  },
  {
    id: 'ecoline', name: 'Ecoline', set: 'base', tags: ['plant'],
    start: { mc: 36, stock: { plants: 3 }, production: { plants: 2 } },
    passive: { greeneryPlants: 7 },
  },
  {
    id: 'helion', name: 'Helion', set: 'base', tags: ['space'],
    start: { mc: 42, stock: {}, production: { heat: 3 } },
    passive: { heatAsMc: true },
  },
  {
    id: 'interplanetary-cinematics', name: 'Interplanetary Cinematics', set: 'base', tags: ['building'],
    start: { mc: 30, stock: { steel: 20 }, production: {} },
    effects: [{ on: { cardPlayed: 'you', event: true }, do: [{ gain: { mc: 2 } }] }],
  },
  {
    id: 'inventrix', name: 'Inventrix', set: 'base', tags: ['science'],
    start: { mc: 45, stock: {}, production: {} },
    firstAction: [{ draw: 3 }], passive: { allowance: 2 },
  },
  {
    id: 'mining-guild', name: 'Mining Guild', set: 'base', tags: ['building', 'building'],
    start: { mc: 30, stock: { steel: 5 }, production: { steel: 1 } },
    effects: [{ on: { tilePlaced: 'you', kind: 'any', mars: true, bonus: ['steel', 'titanium'] }, do: [{ prod: { steel: 1 } }] }],
  },
  {
    id: 'phobolog', name: 'PhoboLog', set: 'base', tags: ['space'],
    start: { mc: 23, stock: { titanium: 10 }, production: {} },
    passive: { titaniumValue: 1 },
  },
  {
    id: 'tharsis-republic', name: 'Tharsis Republic', set: 'base', tags: ['building'],
    start: { mc: 40, stock: {}, production: {} },
    firstAction: [{ place: 'city' }], effects: [{ on: { tilePlaced: 'anyone', kind: 'city', mars: true }, do: [{ prod: { mc: 1 } }] }, { on: { tilePlaced: 'you', kind: 'city' }, do: [{ gain: { mc: 3 } }] }],
  },
  {
    id: 'thorgate', name: 'ThorGate', set: 'base', tags: ['power'],
    start: { mc: 48, stock: {}, production: { energy: 1 } },
    passive: { discount: { tag: 'power', n: 3 }, spDiscount: { sp: 'power-plant', n: 3 } },
  },
  {
    id: 'united-nations-mars-initiative', name: 'United Nations Mars Initiative', set: 'base', tags: ['earth'],
    start: { mc: 40, stock: {}, production: {} },
    action: { when: 'trRaisedThisGeneration', cost: [{ pay: 3 }], do: [{ tr: 1 }] },
  },
  {
    id: 'saturn-systems', name: 'Saturn Systems', set: 'corpera', tags: ['jovian'],
    start: { mc: 42, stock: {}, production: { titanium: 1 } },
    effects: [{ on: { cardPlayed: 'anyone', tags: ['jovian'] }, do: [{ prod: { mc: 1 } }] }],
  },
  {
    id: 'teractor', name: 'Teractor', set: 'corpera', tags: ['earth'],
    start: { mc: 60, stock: {}, production: {} },
    passive: { discount: { tag: 'earth', n: 3 } },
  },
];
