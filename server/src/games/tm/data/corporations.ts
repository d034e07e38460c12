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
  },
  {
    id: 'credicor', name: 'CrediCor', set: 'base', tags: [],
    start: { mc: 57, stock: {}, production: {} },
  },
  {
    id: 'ecoline', name: 'Ecoline', set: 'base', tags: ['plant'],
    start: { mc: 36, stock: { plants: 3 }, production: { plants: 2 } },
  },
  {
    id: 'helion', name: 'Helion', set: 'base', tags: ['space'],
    start: { mc: 42, stock: {}, production: { heat: 3 } },
  },
  {
    id: 'interplanetary-cinematics', name: 'Interplanetary Cinematics', set: 'base', tags: ['building'],
    start: { mc: 30, stock: { steel: 20 }, production: {} },
  },
  {
    id: 'inventrix', name: 'Inventrix', set: 'base', tags: ['science'],
    start: { mc: 45, stock: {}, production: {} },
  },
  {
    id: 'mining-guild', name: 'Mining Guild', set: 'base', tags: ['building', 'building'],
    start: { mc: 30, stock: { steel: 5 }, production: { steel: 1 } },
  },
  {
    id: 'phobolog', name: 'PhoboLog', set: 'base', tags: ['space'],
    start: { mc: 23, stock: { titanium: 10 }, production: {} },
  },
  {
    id: 'tharsis-republic', name: 'Tharsis Republic', set: 'base', tags: ['building'],
    start: { mc: 40, stock: {}, production: {} },
  },
  {
    id: 'thorgate', name: 'ThorGate', set: 'base', tags: ['power'],
    start: { mc: 48, stock: {}, production: { energy: 1 } },
  },
  {
    id: 'united-nations-mars-initiative', name: 'United Nations Mars Initiative', set: 'base', tags: ['earth'],
    start: { mc: 40, stock: {}, production: {} },
  },
  {
    id: 'saturn-systems', name: 'Saturn Systems', set: 'corpera', tags: ['jovian'],
    start: { mc: 42, stock: {}, production: { titanium: 1 } },
  },
  {
    id: 'teractor', name: 'Teractor', set: 'corpera', tags: ['earth'],
    start: { mc: 60, stock: {}, production: {} },
  },
];
