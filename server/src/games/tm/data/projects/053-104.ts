/**
 * Project cards 053-104: printed facts (built once from the shared reference
 * files, checked against them by test/tm/data.test.ts) and behaviour in the
 * behaviour language (../../dsl/language.ts).
 */
import type { ProjectCard } from '../types';

export const CARDS_053: ProjectCard[] = [
  {
    id: '053', name: 'Lake Marineris', set: 'base', type: 'automated', cost: 18, tags: [], vp: 2,
    requirements: [{ kind: 'temperature', min: 0 }],
    play: [{ place: 'ocean', times: 2 }],
  },
  {
    id: '054', name: 'Small Animals', set: 'base', type: 'active', cost: 6, tags: ['animal'], vp: { resources: { per: 2 } },
    requirements: [{ kind: 'oxygen', min: 6 }], resource: 'animal',
    production: { any: { plants: 1 } }, action: { do: [{ addHere: 1 }] },
  },
  {
    id: '055', name: 'Kelp Farming', set: 'base', type: 'automated', cost: 17, tags: ['plant'], vp: 1,
    requirements: [{ kind: 'oceans', min: 6 }],
    production: { mc: 2, plants: 3 }, play: [{ gain: { plants: 2 } }],
  },
  {
    id: '056', name: 'Mine', set: 'corpera', type: 'automated', cost: 4, tags: ['building'], vp: 0,
    requirements: [],
    production: { steel: 1 },
  },
  {
    id: '057', name: 'Vesta Shipyard', set: 'corpera', type: 'automated', cost: 15, tags: ['jovian', 'space'], vp: 1,
    requirements: [],
    production: { titanium: 1 },
  },
  {
    id: '058', name: 'Beam From A Thorium Asteroid', set: 'base', type: 'automated', cost: 32, tags: ['jovian', 'space', 'power'], vp: 1,
    requirements: [{ kind: 'tag', tag: 'jovian', count: 1 }],
    production: { heat: 3, energy: 3 },
  },
  {
    id: '059', name: 'Mangrove', set: 'base', type: 'automated', cost: 12, tags: ['plant'], vp: 1,
    requirements: [{ kind: 'temperature', min: 4 }],
    play: [{ place: 'greenery', rule: ['oceanSpace'] }],
  },
  {
    id: '060', name: 'Trees', set: 'base', type: 'automated', cost: 13, tags: ['plant'], vp: 1,
    requirements: [{ kind: 'temperature', min: -4 }],
    production: { plants: 3 }, play: [{ gain: { plants: 1 } }],
  },
  {
    id: '061', name: 'Great Escarpment Consortium', set: 'corpera', type: 'automated', cost: 6, tags: [], vp: 0,
    requirements: [{ kind: 'production', resource: 'steel', min: 1 }],
    production: { steel: 1, any: { steel: 1 } },
  },
  {
    id: '062', name: 'Mineral Deposit', set: 'corpera', type: 'event', cost: 5, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ gain: { steel: 5 } }],
  },
  {
    id: '063', name: 'Mining Expedition', set: 'base', type: 'event', cost: 12, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ raise: 'oxygen' }, { removeAny: { plants: 2 } }, { gain: { steel: 2 } }],
  },
  {
    id: '064', name: 'Mining Area', set: 'corpera', type: 'automated', cost: 4, tags: ['building'], vp: 0,
    requirements: [],
    production: { covered: 1 }, play: [{ place: 'special', rule: ['bonusSpace:steel|titanium', 'nextToOwn'] }],
  },
  {
    id: '065', name: 'Building Industries', set: 'corpera', type: 'automated', cost: 6, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -1, steel: 2 },
  },
  {
    id: '066', name: 'Land Claim', set: 'corpera', type: 'event', cost: 1, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ hook: 'land-claim' }],
  },
  {
    id: '067', name: 'Mining Rights', set: 'base', type: 'automated', cost: 9, tags: ['building'], vp: 0,
    requirements: [],
    production: { covered: 1 }, play: [{ place: 'special', rule: ['bonusSpace:steel|titanium'] }],
  },
  {
    id: '068', name: 'Sponsors', set: 'corpera', type: 'automated', cost: 6, tags: ['earth'], vp: 0,
    requirements: [],
    production: { mc: 2 },
  },
  {
    id: '069', name: 'Electro Catapult', set: 'corpera', type: 'active', cost: 17, tags: ['building'], vp: 1,
    requirements: [{ kind: 'oxygen', max: 8 }],
    production: { energy: -1 }, action: [{ cost: [{ lose: { plants: 1 } }], do: [{ gain: { mc: 7 } }] }, { cost: [{ lose: { steel: 1 } }], do: [{ gain: { mc: 7 } }] }],
  },
  {
    id: '070', name: 'Earth Catapult', set: 'corpera', type: 'active', cost: 23, tags: ['earth'], vp: 2,
    requirements: [],
    passive: { discount: { n: 2 } },
  },
  {
    id: '071', name: 'Advanced Alloys', set: 'corpera', type: 'active', cost: 9, tags: ['science'], vp: 0,
    requirements: [],
    passive: { steelValue: 1, titaniumValue: 1 },
  },
  {
    id: '072', name: 'Birds', set: 'base', type: 'active', cost: 10, tags: ['animal'], vp: { resources: { per: 1 } },
    requirements: [{ kind: 'oxygen', min: 13 }], resource: 'animal',
    production: { any: { plants: 2 } }, action: { do: [{ addHere: 1 }] },
  },
  {
    id: '073', name: 'Mars University', set: 'corpera', type: 'active', cost: 8, tags: ['science', 'building'], vp: 1,
    requirements: [],
    effects: [{ on: { cardPlayed: 'you', tags: ['science'] }, do: [{ choose: [[], [{ discard: 1 }, { draw: 1 }]] }] }],
  },
  {
    id: '074', name: 'Viral Enhancers', set: 'corpera', type: 'active', cost: 9, tags: ['science', 'microbe'], vp: 0,
    requirements: [],
    effects: [{ on: { cardPlayed: 'you', tags: ['plant', 'microbe', 'animal'] }, do: [{ choose: [[{ gain: { plants: 1 } }], [{ addThere: 1 }]] }] }],
  },
  {
    id: '075', name: 'Towing A Comet', set: 'base', type: 'event', cost: 23, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ gain: { plants: 2 } }, { raise: 'oxygen' }, { place: 'ocean' }],
  },
  {
    id: '076', name: 'Space Mirrors', set: 'base', type: 'active', cost: 3, tags: ['power', 'space'], vp: 0,
    requirements: [],
    action: { cost: [{ pay: 7 }], do: [{ prod: { energy: 1 } }] },
  },
  {
    id: '077', name: 'Solar Wind Power', set: 'base', type: 'automated', cost: 11, tags: ['science', 'space', 'power'], vp: 0,
    requirements: [],
    production: { energy: 1 }, play: [{ gain: { titanium: 2 } }],
  },
  {
    id: '078', name: 'Ice Asteroid', set: 'base', type: 'event', cost: 23, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ place: 'ocean', times: 2 }],
  },
  {
    id: '079', name: 'Quantum Extractor', set: 'corpera', type: 'active', cost: 13, tags: ['science', 'power'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'science', count: 4 }],
    production: { energy: 4 }, passive: { discount: { tag: 'space', n: 2 } },
  },
  {
    id: '080', name: 'Giant Ice Asteroid', set: 'base', type: 'event', cost: 36, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ raise: 'temperature', steps: 2 }, { place: 'ocean', times: 2 }, { removeAny: { plants: 6 } }],
  },
  {
    id: '081', name: 'Ganymede Colony', set: 'base', type: 'automated', cost: 20, tags: ['jovian', 'space', 'city'], vp: { tag: 'jovian' },
    requirements: [],
    play: [{ place: 'city', rule: ['offMap:01'] }],
  },
  {
    id: '082', name: 'Callisto Penal Mines', set: 'corpera', type: 'automated', cost: 24, tags: ['jovian', 'space'], vp: 2,
    requirements: [],
    production: { mc: 3 },
  },
  {
    id: '083', name: 'Giant Space Mirror', set: 'base', type: 'automated', cost: 17, tags: ['power', 'space'], vp: 0,
    requirements: [],
    production: { energy: 3 },
  },
  {
    id: '084', name: 'Trans-Neptune Probe', set: 'corpera', type: 'automated', cost: 6, tags: ['science', 'space'], vp: 1,
    requirements: [],
  },
  {
    id: '085', name: 'Commercial District', set: 'corpera', type: 'automated', cost: 16, tags: ['building'], vp: { adjacent: 'city' },
    requirements: [],
    production: { energy: -1, mc: 4 }, play: [{ place: 'special' }],
  },
  {
    id: '086', name: 'Robotic Workforce', set: 'corpera', type: 'automated', cost: 9, tags: ['science'], vp: 0,
    requirements: [],
    play: [{ hook: 'robotic-workforce' }],
  },
  {
    id: '087', name: 'Grass', set: 'base', type: 'automated', cost: 11, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'temperature', min: -16 }],
    production: { plants: 1 }, play: [{ gain: { plants: 3 } }],
  },
  {
    id: '088', name: 'Heather', set: 'base', type: 'automated', cost: 6, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'temperature', min: -14 }],
    production: { plants: 1 }, play: [{ gain: { plants: 1 } }],
  },
  {
    id: '089', name: 'Peroxide Power', set: 'base', type: 'automated', cost: 7, tags: ['power', 'building'], vp: 0,
    requirements: [],
    production: { mc: -1, energy: 2 },
  },
  {
    id: '090', name: 'Research', set: 'corpera', type: 'automated', cost: 11, tags: ['science', 'science'], vp: 1,
    requirements: [],
    play: [{ draw: 2 }],
  },
  {
    id: '091', name: 'Gene Repair', set: 'corpera', type: 'automated', cost: 12, tags: ['science'], vp: 2,
    requirements: [{ kind: 'tag', tag: 'science', count: 3 }],
    production: { mc: 2 },
  },
  {
    id: '092', name: 'Io Mining Industries', set: 'corpera', type: 'automated', cost: 41, tags: ['jovian', 'space'], vp: { tag: 'jovian' },
    requirements: [],
    production: { titanium: 2, mc: 2 },
  },
  {
    id: '093', name: 'Bushes', set: 'base', type: 'automated', cost: 10, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'temperature', min: -10 }],
    production: { plants: 2 }, play: [{ gain: { plants: 2 } }],
  },
  {
    id: '094', name: 'Mass Converter', set: 'corpera', type: 'active', cost: 8, tags: ['science', 'power'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'science', count: 5 }],
    production: { energy: 6 }, passive: { discount: { tag: 'space', n: 2 } },
  },
  {
    id: '095', name: 'Physics Complex', set: 'corpera', type: 'active', cost: 12, tags: ['science', 'building'], vp: { resources: { per: 1, each: 2 } },
    requirements: [], resource: 'science',
    action: { cost: [{ lose: { energy: 6 } }], do: [{ addHere: 1 }] },
  },
  {
    id: '096', name: 'Greenhouses', set: 'base', type: 'automated', cost: 6, tags: ['plant', 'building'], vp: 0,
    requirements: [],
    play: [{ gain: { plants: { count: { cities: 'anywhere' } } } }],
  },
  {
    id: '097', name: 'Nuclear Zone', set: 'base', type: 'automated', cost: 10, tags: ['earth'], vp: -2,
    requirements: [],
    play: [{ place: 'special' }, { raise: 'temperature', steps: 2 }],
  },
  {
    id: '098', name: 'Tropical Resort', set: 'corpera', type: 'automated', cost: 13, tags: ['building'], vp: 2,
    requirements: [],
    production: { heat: -2, mc: 3 },
  },
  {
    id: '099', name: 'Toll Station', set: 'corpera', type: 'automated', cost: 12, tags: ['space'], vp: 0,
    requirements: [],
    production: { mc: { count: { tag: 'space', of: 'others' } } },
  },
  {
    id: '100', name: 'Fueled Generators', set: 'base', type: 'automated', cost: 1, tags: ['power', 'building'], vp: 0,
    requirements: [],
    production: { mc: -1, energy: 1 },
  },
  {
    id: '101', name: 'Ironworks', set: 'base', type: 'active', cost: 11, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ lose: { energy: 4 } }], do: [{ gain: { steel: 1 } }, { raise: 'oxygen' }] },
  },
  {
    id: '102', name: 'Power Grid', set: 'base', type: 'automated', cost: 18, tags: ['power'], vp: 0,
    requirements: [],
    production: { energy: { count: { tag: 'power' } } },
  },
  {
    id: '103', name: 'Steelworks', set: 'base', type: 'active', cost: 15, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ lose: { energy: 4 } }], do: [{ gain: { steel: 2 } }, { raise: 'oxygen' }] },
  },
  {
    id: '104', name: 'Ore Processor', set: 'base', type: 'active', cost: 13, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ lose: { energy: 4 } }], do: [{ gain: { titanium: 1 } }, { raise: 'oxygen' }] },
  },
];
