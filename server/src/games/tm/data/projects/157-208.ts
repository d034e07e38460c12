/**
 * Project cards 157-208: printed facts (built once from the shared reference
 * files, checked against them by test/tm/data.test.ts) and behaviour in the
 * behaviour language (../../dsl/language.ts).
 */
import type { ProjectCard } from '../types';

export const CARDS_157: ProjectCard[] = [
  {
    id: '157', name: 'Nitrite Reducing Bacteria', set: 'base', type: 'active', cost: 11, tags: ['microbe'], vp: 0,
    requirements: [], resource: 'microbe',
    play: [{ addHere: 3 }], action: [{ do: [{ addHere: 1 }] }, { cost: [{ removeHere: 3 }], do: [{ tr: 1 }] }],
  },
  {
    id: '158', name: 'Industrial Microbes', set: 'base', type: 'automated', cost: 12, tags: ['microbe', 'building'], vp: 0,
    requirements: [],
    production: { energy: 1, steel: 1 },
  },
  {
    id: '159', name: 'Lichen', set: 'base', type: 'automated', cost: 7, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'temperature', min: -24 }],
    production: { plants: 1 },
  },
  {
    id: '160', name: 'Power Supply Consortium', set: 'corpera', type: 'automated', cost: 5, tags: ['power'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'power', count: 2 }],
    production: { energy: 1, any: { energy: 1 } },
  },
  {
    id: '161', name: 'Convoy From Europa', set: 'base', type: 'event', cost: 15, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ place: 'ocean' }, { draw: 1 }],
  },
  {
    id: '162', name: 'Imported GHG', set: 'base', type: 'event', cost: 7, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
    production: { heat: 1 }, play: [{ gain: { heat: 3 } }],
  },
  {
    id: '163', name: 'Imported Nitrogen', set: 'base', type: 'event', cost: 23, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
    play: [{ tr: 1 }, { gain: { plants: 4 } }, { addTo: 'microbe', n: 3, other: true }, { addTo: 'animal', n: 2, other: true }],
  },
  {
    id: '164', name: 'Micro-Mills', set: 'base', type: 'automated', cost: 3, tags: [], vp: 0,
    requirements: [],
    production: { heat: 1 },
  },
  {
    id: '165', name: 'Magnetic Field Generators', set: 'base', type: 'automated', cost: 20, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -4, plants: 2 }, play: [{ tr: 3 }],
  },
  {
    id: '166', name: 'Shuttles', set: 'base', type: 'active', cost: 10, tags: ['space'], vp: 1,
    requirements: [{ kind: 'oxygen', min: 5 }],
    production: { energy: -1, mc: 2 }, passive: { discount: { tag: 'space', n: 2 } },
  },
  {
    id: '167', name: 'Import of Advanced GHG', set: 'base', type: 'event', cost: 9, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
    production: { heat: 2 },
  },
  {
    id: '168', name: 'Windmills', set: 'base', type: 'automated', cost: 6, tags: ['power', 'building'], vp: 1,
    requirements: [{ kind: 'oxygen', min: 7 }],
    production: { energy: 1 },
  },
  {
    id: '169', name: 'Tundra Farming', set: 'base', type: 'automated', cost: 16, tags: ['plant'], vp: 2,
    requirements: [{ kind: 'temperature', min: -6 }],
    production: { plants: 1, mc: 2 }, play: [{ gain: { plants: 1 } }],
  },
  {
    id: '170', name: 'Aerobraked Ammonia Asteroid', set: 'base', type: 'event', cost: 26, tags: ['space', 'event'], vp: 0,
    requirements: [],
    production: { heat: 3, plants: 1 }, play: [{ addTo: 'microbe', n: 2, other: true }],
  },
  {
    id: '171', name: 'Magnetic Field Dome', set: 'base', type: 'automated', cost: 5, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -2, plants: 1 }, play: [{ tr: 1 }],
  },
  {
    id: '172', name: 'Pets', set: 'base', type: 'active', cost: 10, tags: ['earth', 'animal'], vp: { resources: { per: 2 } },
    requirements: [], resource: 'animal',
    play: [{ addHere: 1 }], effects: [{ on: { tilePlaced: 'anyone', kind: 'city' }, do: [{ addHere: 1 }] }], passive: { keepsResources: true },
  },
  {
    id: '173', name: 'Protected Habitats', set: 'corpera', type: 'active', cost: 5, tags: [], vp: 0,
    requirements: [],
    passive: { protectedHabitats: true },
  },
  {
    id: '174', name: 'Protected Valley', set: 'base', type: 'automated', cost: 23, tags: ['plant', 'building'], vp: 0,
    requirements: [],
    production: { mc: 2 }, play: [{ place: 'greenery', rule: ['oceanSpace'] }],
  },
  {
    id: '175', name: 'Satellites', set: 'corpera', type: 'automated', cost: 10, tags: ['space'], vp: 0,
    requirements: [],
    production: { mc: { count: { tag: 'space' } } },
  },
  {
    id: '176', name: 'Noctis Farming', set: 'base', type: 'automated', cost: 10, tags: ['plant', 'building'], vp: 1,
    requirements: [{ kind: 'temperature', min: -20 }],
    production: { mc: 1 }, play: [{ gain: { plants: 2 } }],
  },
  {
    id: '177', name: 'Water Splitting Plant', set: 'base', type: 'active', cost: 12, tags: ['building'], vp: 0,
    requirements: [{ kind: 'oceans', min: 2 }],
    action: { cost: [{ lose: { energy: 3 } }], do: [{ raise: 'oxygen' }] },
  },
  {
    id: '178', name: 'Heat Trappers', set: 'base', type: 'automated', cost: 6, tags: ['power', 'building'], vp: -1,
    requirements: [],
    production: { energy: 1, any: { heat: 2 } },
  },
  {
    id: '179', name: 'Soil Factory', set: 'base', type: 'automated', cost: 9, tags: ['building'], vp: 1,
    requirements: [],
    production: { energy: -1, plants: 1 },
  },
  {
    id: '180', name: 'Fuel Factory', set: 'corpera', type: 'automated', cost: 6, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -1, titanium: 1, mc: 1 },
  },
  {
    id: '181', name: 'Ice Cap Melting', set: 'base', type: 'event', cost: 5, tags: ['event'], vp: 0,
    requirements: [{ kind: 'temperature', min: 2 }],
    play: [{ place: 'ocean' }],
  },
  {
    id: '182', name: 'Corporate Stronghold', set: 'corpera', type: 'automated', cost: 11, tags: ['city', 'building'], vp: -2,
    requirements: [],
    production: { energy: -1, mc: 3 }, play: [{ place: 'city' }],
  },
  {
    id: '183', name: 'Biomass Combustors', set: 'base', type: 'automated', cost: 4, tags: ['power', 'building'], vp: -1,
    requirements: [{ kind: 'oxygen', min: 6 }],
    production: { energy: 2, any: { plants: 1 } },
  },
  {
    id: '184', name: 'Livestock', set: 'base', type: 'active', cost: 13, tags: ['animal'], vp: { resources: { per: 1 } },
    requirements: [{ kind: 'oxygen', min: 9 }], resource: 'animal',
    production: { plants: -1, mc: 2 }, action: { do: [{ addHere: 1 }] },
  },
  {
    id: '185', name: 'Olympus Conference', set: 'corpera', type: 'active', cost: 10, tags: ['science', 'earth', 'building'], vp: 1,
    requirements: [], resource: 'science',
    effects: [{ on: { cardPlayed: 'you', tags: ['science'] }, do: [{ choose: [[{ addHere: 1 }], [{ removeHere: 1 }, { draw: 1 }]] }] }],
  },
  {
    id: '186', name: 'Rad-Suits', set: 'corpera', type: 'automated', cost: 6, tags: [], vp: 1,
    requirements: [{ kind: 'cities', owner: 'all', min: 2 }],
    production: { mc: 1 },
  },
  {
    id: '187', name: 'Aquifer Pumping', set: 'base', type: 'active', cost: 18, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ pay: 8, with: ['steel'] }], do: [{ place: 'ocean' }] },
  },
  {
    id: '188', name: 'Flooding', set: 'base', type: 'event', cost: 7, tags: ['event'], vp: -1,
    requirements: [],
    play: [{ hook: 'flooding' }],
  },
  {
    id: '189', name: 'Energy Saving', set: 'base', type: 'automated', cost: 15, tags: ['power'], vp: 0,
    requirements: [],
    production: { energy: { count: { cities: 'anywhere' } } },
  },
  {
    id: '190', name: 'Local Heat Trapping', set: 'base', type: 'event', cost: 1, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ lose: { heat: 5 } }, { choose: [[{ gain: { plants: 4 } }], [{ addTo: 'animal', n: 2, other: true }]] }],
  },
  {
    id: '191', name: 'Permafrost Extraction', set: 'base', type: 'event', cost: 8, tags: ['event'], vp: 0,
    requirements: [{ kind: 'temperature', min: -8 }],
    play: [{ place: 'ocean' }],
  },
  {
    id: '192', name: 'Invention Contest', set: 'corpera', type: 'event', cost: 2, tags: ['science', 'event'], vp: 0,
    requirements: [],
    play: [{ look: 3, keep: 1 }],
  },
  {
    id: '193', name: 'Plantation', set: 'base', type: 'automated', cost: 15, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'science', count: 2 }],
    play: [{ place: 'greenery' }],
  },
  {
    id: '194', name: 'Power Infrastructure', set: 'corpera', type: 'active', cost: 4, tags: ['power', 'building'], vp: 0,
    requirements: [],
    action: { do: [{ exchange: { from: 'energy', to: 'mc', production: false, min: 1 } }] },
  },
  {
    id: '195', name: 'Indentured Workers', set: 'corpera', type: 'event', cost: 0, tags: ['event'], vp: -1,
    requirements: [],
    play: [{ nextDiscount: 8 }],
  },
  {
    id: '196', name: 'Lagrange Observatory', set: 'corpera', type: 'automated', cost: 9, tags: ['science', 'space'], vp: 1,
    requirements: [],
    play: [{ draw: 1 }],
  },
  {
    id: '197', name: 'Terraforming Ganymede', set: 'corpera', type: 'automated', cost: 33, tags: ['jovian', 'space'], vp: 2,
    requirements: [],
    play: [{ tr: { count: { tag: 'jovian' } } }],
  },
  {
    id: '198', name: 'Immigration Shuttles', set: 'base', type: 'automated', cost: 31, tags: ['earth', 'space'], vp: { citiesInPlay: 3 },
    requirements: [],
    production: { mc: 5 },
  },
  {
    id: '199', name: 'Restricted Area', set: 'corpera', type: 'active', cost: 11, tags: ['science'], vp: 0,
    requirements: [],
    play: [{ place: 'special' }], action: { cost: [{ pay: 2 }], do: [{ draw: 1 }] },
  },
  {
    id: '200', name: 'Immigrant City', set: 'base', type: 'active', cost: 13, tags: ['city', 'building'], vp: 0,
    requirements: [],
    production: { energy: -1, mc: -2 }, play: [{ place: 'city' }], effects: [{ on: { tilePlaced: 'anyone', kind: 'city' }, do: [{ prod: { mc: 1 } }] }],
  },
  {
    id: '201', name: 'Energy Tapping', set: 'corpera', type: 'automated', cost: 3, tags: ['power'], vp: -1,
    requirements: [],
    production: { energy: 1, any: { energy: 1 } },
  },
  {
    id: '202', name: 'Underground Detonations', set: 'base', type: 'active', cost: 6, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ pay: 10 }], do: [{ prod: { heat: 2 } }] },
  },
  {
    id: '203', name: 'Soletta', set: 'base', type: 'automated', cost: 35, tags: ['space'], vp: 0,
    requirements: [],
    production: { heat: 7 },
  },
  {
    id: '204', name: 'Technology Demonstration', set: 'corpera', type: 'event', cost: 5, tags: ['science', 'space', 'event'], vp: 0,
    requirements: [],
    play: [{ draw: 2 }],
  },
  {
    id: '205', name: 'Rad-Chem Factory', set: 'base', type: 'automated', cost: 8, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -1 }, play: [{ tr: 2 }],
  },
  {
    id: '206', name: 'Special Design', set: 'base', type: 'event', cost: 4, tags: ['science', 'event'], vp: 0,
    requirements: [],
    play: [{ nextAllowance: 2 }],
  },
  {
    id: '207', name: 'Medical Lab', set: 'corpera', type: 'automated', cost: 13, tags: ['science', 'building'], vp: 1,
    requirements: [],
    production: { mc: { count: { tag: 'building' }, per: 2 } },
  },
  {
    id: '208', name: 'AI Central', set: 'corpera', type: 'active', cost: 21, tags: ['science', 'building'], vp: 1,
    requirements: [{ kind: 'tag', tag: 'science', count: 3 }],
    production: { energy: -1 }, action: { do: [{ draw: 2 }] },
  },
];
