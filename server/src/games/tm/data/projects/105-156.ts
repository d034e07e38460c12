/**
 * Project cards 105-156: printed facts (built once from the shared reference
 * files, checked against them by test/tm/data.test.ts) and behaviour in the
 * behaviour language (../../dsl/language.ts).
 */
import type { ProjectCard } from '../types';

export const CARDS_105: ProjectCard[] = [
  {
    id: '105', name: 'Earth Office', set: 'corpera', type: 'active', cost: 1, tags: ['earth'], vp: 0,
    requirements: [],
    passive: { discount: { tag: 'earth', n: 3 } },
  },
  {
    id: '106', name: 'Acquired Company', set: 'corpera', type: 'automated', cost: 10, tags: ['earth'], vp: 0,
    requirements: [],
    production: { mc: 3 },
  },
  {
    id: '107', name: 'Media Archives', set: 'corpera', type: 'automated', cost: 8, tags: ['earth'], vp: 0,
    requirements: [],
    play: [{ gain: { mc: { count: { events: 'all' } } } }],
  },
  {
    id: '108', name: 'Open City', set: 'base', type: 'automated', cost: 23, tags: ['city', 'building'], vp: 1,
    requirements: [{ kind: 'oxygen', min: 12 }],
    production: { energy: -1, mc: 4 }, play: [{ gain: { plants: 2 } }, { place: 'city' }],
  },
  {
    id: '109', name: 'Media Group', set: 'corpera', type: 'active', cost: 6, tags: ['earth'], vp: 0,
    requirements: [],
    effects: [{ on: { cardPlayed: 'you', event: true }, do: [{ gain: { mc: 3 } }] }],
  },
  {
    id: '110', name: 'Business Network', set: 'corpera', type: 'active', cost: 4, tags: ['earth'], vp: 0,
    requirements: [],
    production: { mc: -1 }, action: { do: [{ lookBuy: 3 }] },
  },
  {
    id: '111', name: 'Business Contacts', set: 'corpera', type: 'event', cost: 7, tags: ['earth', 'event'], vp: 0,
    requirements: [],
    play: [{ look: 4, keep: 2 }],
  },
  {
    id: '112', name: 'Bribed Committee', set: 'corpera', type: 'event', cost: 7, tags: ['earth', 'event'], vp: -2,
    requirements: [],
    play: [{ tr: 2 }],
  },
  {
    id: '113', name: 'Solar Power', set: 'base', type: 'automated', cost: 11, tags: ['power', 'building'], vp: 1,
    requirements: [],
    production: { energy: 1 },
  },
  {
    id: '114', name: 'Breathing Filters', set: 'base', type: 'automated', cost: 11, tags: ['science'], vp: 2,
    requirements: [{ kind: 'oxygen', min: 7 }],
  },
  {
    id: '115', name: 'Artificial Photosynthesis', set: 'base', type: 'automated', cost: 12, tags: ['science'], vp: 0,
    requirements: [],
    play: [{ choose: [[{ prod: { plants: 1 } }], [{ prod: { energy: 2 } }]] }],
  },
  {
    id: '116', name: 'Artificial Lake', set: 'base', type: 'automated', cost: 15, tags: ['building'], vp: 1,
    requirements: [{ kind: 'temperature', min: -6 }],
    play: [{ place: 'ocean', rule: ['land'] }],
  },
  {
    id: '117', name: 'Geothermal Power', set: 'base', type: 'automated', cost: 11, tags: ['power', 'building'], vp: 0,
    requirements: [],
    production: { energy: 2 },
  },
  {
    id: '118', name: 'Farming', set: 'base', type: 'automated', cost: 16, tags: ['plant'], vp: 2,
    requirements: [{ kind: 'temperature', min: 4 }],
    production: { mc: 2, plants: 2 }, play: [{ gain: { plants: 2 } }],
  },
  {
    id: '119', name: 'Dust Seals', set: 'base', type: 'automated', cost: 2, tags: [], vp: 1,
    requirements: [{ kind: 'oceans', max: 3 }],
  },
  {
    id: '120', name: 'Urbanized Area', set: 'base', type: 'automated', cost: 10, tags: ['city', 'building'], vp: 0,
    requirements: [],
    production: { energy: -1, mc: 2 }, play: [{ place: 'city', rule: ['nextToCities:2'] }],
  },
  {
    id: '121', name: 'Sabotage', set: 'corpera', type: 'event', cost: 1, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ choose: [[{ removeAny: { titanium: 3 } }], [{ removeAny: { steel: 4 } }], [{ removeAny: { mc: 7 } }]] }],
  },
  {
    id: '122', name: 'Moss', set: 'base', type: 'automated', cost: 4, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'oceans', min: 3 }],
    production: { plants: 1 }, play: [{ lose: { plants: 1 } }],
  },
  {
    id: '123', name: 'Industrial Center', set: 'corpera', type: 'active', cost: 4, tags: ['building'], vp: 0,
    requirements: [],
    play: [{ place: 'special', rule: ['nextToCity'] }], action: { cost: [{ pay: 7 }], do: [{ prod: { steel: 1 } }] },
  },
  {
    id: '124', name: 'Hired Raiders', set: 'corpera', type: 'event', cost: 1, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ choose: [[{ steal: { steel: 2 } }], [{ steal: { mc: 3 } }]] }],
  },
  {
    id: '125', name: 'Hackers', set: 'corpera', type: 'automated', cost: 3, tags: [], vp: -1,
    requirements: [],
    production: { energy: -1, mc: 2, any: { mc: 2 } },
  },
  {
    id: '126', name: 'GHG Factories', set: 'base', type: 'automated', cost: 11, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -1, heat: 4 },
  },
  {
    id: '127', name: 'Subterranean Reservoir', set: 'base', type: 'event', cost: 11, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ place: 'ocean' }],
  },
  {
    id: '128', name: 'Ecological Zone', set: 'base', type: 'active', cost: 12, tags: ['animal', 'plant'], vp: { resources: { per: 2 } },
    requirements: [{ kind: 'greeneries', owner: 'own', min: 1 }], resource: 'animal',
    play: [{ place: 'special', rule: ['nextToGreenery'] }], effects: [{ on: { cardPlayed: 'you', tags: ['animal', 'plant'] }, do: [{ addHere: 1 }] }],
  },
  {
    id: '129', name: 'Zeppelins', set: 'base', type: 'automated', cost: 13, tags: [], vp: 1,
    requirements: [{ kind: 'oxygen', min: 5 }],
    production: { mc: { count: { cities: 'mars' } } },
  },
  {
    id: '130', name: 'Worms', set: 'base', type: 'automated', cost: 8, tags: ['microbe'], vp: 0,
    requirements: [{ kind: 'oxygen', min: 4 }],
    production: { plants: { count: { tag: 'microbe' }, per: 2 } },
  },
  {
    id: '131', name: 'Decomposers', set: 'base', type: 'active', cost: 5, tags: ['microbe'], vp: { resources: { per: 3 } },
    requirements: [{ kind: 'oxygen', min: 3 }], resource: 'microbe',
    effects: [{ on: { cardPlayed: 'you', tags: ['animal', 'plant', 'microbe'] }, do: [{ addHere: 1 }] }],
  },
  {
    id: '132', name: 'Fusion Power', set: 'base', type: 'automated', cost: 14, tags: ['science', 'power', 'building'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'power', count: 2 }],
    production: { energy: 3 },
  },
  {
    id: '133', name: 'Symbiotic Fungus', set: 'base', type: 'active', cost: 4, tags: ['microbe'], vp: 0,
    requirements: [{ kind: 'temperature', min: -14 }],
    action: { do: [{ addTo: 'microbe', n: 1, other: true }] },
  },
  {
    id: '134', name: 'Extreme-Cold Fungus', set: 'base', type: 'active', cost: 13, tags: ['microbe'], vp: 0,
    requirements: [{ kind: 'temperature', max: -10 }],
    action: [{ do: [{ gain: { plants: 1 } }] }, { do: [{ addTo: 'microbe', n: 2, other: true }] }],
  },
  {
    id: '135', name: 'Advanced Ecosystems', set: 'base', type: 'automated', cost: 11, tags: ['plant', 'microbe', 'animal'], vp: 3,
    requirements: [{ kind: 'tag', tag: 'plant', count: 1 }, { kind: 'tag', tag: 'animal', count: 1 }, { kind: 'tag', tag: 'microbe', count: 1 }],
  },
  {
    id: '136', name: 'Great Dam', set: 'base', type: 'automated', cost: 12, tags: ['power', 'building'], vp: 1,
    requirements: [{ kind: 'oceans', min: 4 }],
    production: { energy: 2 },
  },
  {
    id: '137', name: 'Cartel', set: 'corpera', type: 'automated', cost: 8, tags: ['earth'], vp: 0,
    requirements: [],
    production: { mc: { count: { tag: 'earth' } } },
  },
  {
    id: '138', name: 'Strip Mine', set: 'base', type: 'automated', cost: 25, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -2, steel: 2, titanium: 1 }, play: [{ raise: 'oxygen', steps: 2 }],
  },
  {
    id: '139', name: 'Wave Power', set: 'base', type: 'automated', cost: 8, tags: ['power'], vp: 1,
    requirements: [{ kind: 'oceans', min: 3 }],
    production: { energy: 1 },
  },
  {
    id: '140', name: 'Lava Flows', set: 'base', type: 'event', cost: 18, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ raise: 'temperature', steps: 2 }, { place: 'special', rule: ['volcanic'] }],
  },
  {
    id: '141', name: 'Power Plant', set: 'base', type: 'automated', cost: 4, tags: ['power', 'building'], vp: 0,
    requirements: [],
    production: { energy: 1 },
  },
  {
    id: '142', name: 'Mohole Area', set: 'base', type: 'automated', cost: 20, tags: ['building'], vp: 0,
    requirements: [],
    production: { heat: 4 }, play: [{ place: 'special', rule: ['oceanSpace'] }],
  },
  {
    id: '143', name: 'Large Convoy', set: 'base', type: 'event', cost: 36, tags: ['earth', 'space', 'event'], vp: 2,
    requirements: [],
    play: [{ place: 'ocean' }, { draw: 2 }, { choose: [[{ gain: { plants: 5 } }], [{ addTo: 'animal', n: 4, other: true }]] }],
  },
  {
    id: '144', name: 'Titanium Mine', set: 'corpera', type: 'automated', cost: 7, tags: ['building'], vp: 0,
    requirements: [],
    production: { titanium: 1 },
  },
  {
    id: '145', name: 'Tectonic Stress Power', set: 'base', type: 'automated', cost: 18, tags: ['power', 'building'], vp: 1,
    requirements: [{ kind: 'tag', tag: 'science', count: 2 }],
    production: { energy: 3 },
  },
  {
    id: '146', name: 'Nitrophilic Moss', set: 'base', type: 'automated', cost: 8, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'oceans', min: 3 }],
    production: { plants: 2 }, play: [{ lose: { plants: 2 } }],
  },
  {
    id: '147', name: 'Herbivores', set: 'base', type: 'active', cost: 12, tags: ['animal'], vp: { resources: { per: 2 } },
    requirements: [{ kind: 'oxygen', min: 8 }], resource: 'animal',
    production: { any: { plants: 1 } }, play: [{ addHere: 1 }], effects: [{ on: { tilePlaced: 'you', kind: 'greenery' }, do: [{ addHere: 1 }] }],
  },
  {
    id: '148', name: 'Insects', set: 'base', type: 'automated', cost: 9, tags: ['microbe'], vp: 0,
    requirements: [{ kind: 'oxygen', min: 6 }],
    production: { plants: { count: { tag: 'plant' } } },
  },
  {
    id: '149', name: "CEO's Favorite Project", set: 'corpera', type: 'event', cost: 1, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ addTo: 'any', n: 1 }],
  },
  {
    id: '150', name: 'Anti-Gravity Technology', set: 'corpera', type: 'active', cost: 14, tags: ['science'], vp: 3,
    requirements: [{ kind: 'tag', tag: 'science', count: 7 }],
    passive: { discount: { n: 2 } },
  },
  {
    id: '151', name: 'Investment Loan', set: 'corpera', type: 'event', cost: 3, tags: ['earth', 'event'], vp: 0,
    requirements: [],
    production: { mc: -1 }, play: [{ gain: { mc: 10 } }],
  },
  {
    id: '152', name: 'Insulation', set: 'base', type: 'automated', cost: 2, tags: [], vp: 0,
    requirements: [],
    play: [{ exchange: { from: 'heat', to: 'mc', production: true, min: 0 } }],
  },
  {
    id: '153', name: 'Adaptation Technology', set: 'base', type: 'active', cost: 12, tags: ['science'], vp: 1,
    requirements: [],
    passive: { allowance: 2 },
  },
  {
    id: '154', name: 'Caretaker Contract', set: 'corpera', type: 'active', cost: 3, tags: [], vp: 0,
    requirements: [{ kind: 'temperature', min: 0 }],
    action: { cost: [{ lose: { heat: 8 } }], do: [{ tr: 1 }] },
  },
  {
    id: '155', name: 'Designed Microorganisms', set: 'base', type: 'automated', cost: 16, tags: ['science', 'microbe'], vp: 0,
    requirements: [{ kind: 'temperature', max: -14 }],
    production: { plants: 2 },
  },
  {
    id: '156', name: 'Standard Technology', set: 'corpera', type: 'active', cost: 6, tags: ['science'], vp: 0,
    requirements: [],
    effects: [{ on: { standardProject: true }, do: [{ gain: { mc: 3 } }] }],
  },
];
