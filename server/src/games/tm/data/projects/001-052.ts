/**
 * Project cards 001-052: printed facts (built once from the shared reference
 * files, checked against them by test/tm/data.test.ts) and behaviour in the
 * behaviour language (../../dsl/language.ts).
 */
import type { ProjectCard } from '../types';

export const CARDS_001: ProjectCard[] = [
  {
    id: '001', name: 'Colonizer Training Camp', set: 'base', type: 'automated', cost: 8, tags: ['jovian', 'building'], vp: 2,
    requirements: [{ kind: 'oxygen', max: 5 }],
  },
  {
    id: '002', name: 'Asteroid Mining Consortium', set: 'corpera', type: 'automated', cost: 13, tags: ['jovian'], vp: 1,
    requirements: [{ kind: 'production', resource: 'titanium', min: 1 }],
    production: { titanium: 1, any: { titanium: 1 } },
  },
  {
    id: '003', name: 'Deep Well Heating', set: 'base', type: 'automated', cost: 13, tags: ['power', 'building'], vp: 0,
    requirements: [],
    production: { energy: 1 }, play: [{ raise: 'temperature' }],
  },
  {
    id: '004', name: 'Cloud Seeding', set: 'base', type: 'automated', cost: 11, tags: [], vp: 0,
    requirements: [{ kind: 'oceans', min: 3 }],
    production: { mc: -1, plants: 2, any: { heat: 1 } },
  },
  {
    id: '005', name: 'Search For Life', set: 'base', type: 'active', cost: 3, tags: ['science'], vp: { anyResource: 3 },
    requirements: [{ kind: 'oxygen', max: 6 }], resource: 'science',
    action: { cost: [{ pay: 1 }], do: [{ hook: 'search-for-life' }] },
  },
  {
    id: '006', name: "Inventors' Guild", set: 'corpera', type: 'active', cost: 9, tags: ['science'], vp: 0,
    requirements: [],
    action: { do: [{ lookBuy: 3 }] },
  },
  {
    id: '007', name: 'Martian Rails', set: 'base', type: 'active', cost: 13, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ lose: { energy: 1 } }], do: [{ gain: { mc: { count: { cities: 'mars' } } } }] },
  },
  {
    id: '008', name: 'Capital', set: 'base', type: 'automated', cost: 26, tags: ['city', 'building'], vp: { adjacent: 'ocean' },
    requirements: [{ kind: 'oceans', min: 4 }],
    production: { energy: -2, mc: 5 }, play: [{ place: 'city' }],
  },
  {
    id: '009', name: 'Asteroid', set: 'base', type: 'event', cost: 14, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ raise: 'temperature' }, { gain: { titanium: 2 } }, { removeAny: { plants: 3 } }],
  },
  {
    id: '010', name: 'Comet', set: 'base', type: 'event', cost: 21, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ raise: 'temperature' }, { place: 'ocean' }, { removeAny: { plants: 3 } }],
  },
  {
    id: '011', name: 'Big Asteroid', set: 'base', type: 'event', cost: 27, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ raise: 'temperature', steps: 2 }, { gain: { titanium: 4 } }, { removeAny: { plants: 4 } }],
  },
  {
    id: '012', name: 'Water Import From Europa', set: 'base', type: 'active', cost: 25, tags: ['jovian', 'space'], vp: { tag: 'jovian' },
    requirements: [],
    action: { cost: [{ pay: 12, with: ['titanium'] }], do: [{ place: 'ocean' }] },
  },
  {
    id: '013', name: 'Space Elevator', set: 'corpera', type: 'active', cost: 27, tags: ['space', 'building'], vp: 2,
    requirements: [],
    production: { titanium: 1 }, action: { cost: [{ lose: { steel: 1 } }], do: [{ gain: { mc: 5 } }] },
  },
  {
    id: '014', name: 'Development Center', set: 'corpera', type: 'active', cost: 11, tags: ['science', 'building'], vp: 0,
    requirements: [],
    action: { cost: [{ lose: { energy: 1 } }], do: [{ draw: 1 }] },
  },
  {
    id: '015', name: 'Equatorial Magnetizer', set: 'base', type: 'active', cost: 11, tags: ['building'], vp: 0,
    requirements: [],
    action: { cost: [{ prod: { energy: -1 } }], do: [{ tr: 1 }] },
  },
  {
    id: '016', name: 'Domed Crater', set: 'base', type: 'automated', cost: 24, tags: ['city', 'building'], vp: 1,
    requirements: [{ kind: 'oxygen', max: 7 }],
    production: { energy: -1, mc: 3 }, play: [{ gain: { plants: 3 } }, { place: 'city' }],
  },
  {
    id: '017', name: 'Noctis City', set: 'base', type: 'automated', cost: 18, tags: ['city', 'building'], vp: 0,
    requirements: [],
    production: { energy: -1, mc: 3 }, play: [{ place: 'city', rule: ['reserved:noctis'] }],
  },
  {
    id: '018', name: 'Methane From Titan', set: 'base', type: 'automated', cost: 28, tags: ['jovian', 'space'], vp: 2,
    requirements: [{ kind: 'oxygen', min: 2 }],
    production: { heat: 2, plants: 2 },
  },
  {
    id: '019', name: 'Imported Hydrogen', set: 'base', type: 'event', cost: 16, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
    play: [{ choose: [[{ gain: { plants: 3 } }], [{ addTo: 'microbe', n: 3, other: true }], [{ addTo: 'animal', n: 2, other: true }]] }, { place: 'ocean' }],
  },
  {
    id: '020', name: 'Research Outpost', set: 'base', type: 'active', cost: 18, tags: ['science', 'city', 'building'], vp: 0,
    requirements: [],
    play: [{ place: 'city', rule: ['isolated'] }], passive: { discount: { n: 1 } },
  },
  {
    id: '021', name: 'Phobos Space Haven', set: 'base', type: 'automated', cost: 25, tags: ['space', 'city'], vp: 3,
    requirements: [],
    production: { titanium: 1 }, play: [{ place: 'city', rule: ['offMap:02'] }],
  },
  {
    id: '022', name: 'Black Polar Dust', set: 'base', type: 'automated', cost: 15, tags: [], vp: 0,
    requirements: [],
    production: { mc: -2, heat: 3 }, play: [{ place: 'ocean' }],
  },
  {
    id: '023', name: 'Arctic Algae', set: 'base', type: 'active', cost: 12, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'temperature', max: -12 }],
    play: [{ gain: { plants: 1 } }], effects: [{ on: { tilePlaced: 'anyone', kind: 'ocean' }, do: [{ gain: { plants: 2 } }] }],
  },
  {
    id: '024', name: 'Predators', set: 'base', type: 'active', cost: 14, tags: ['animal'], vp: { resources: { per: 1 } },
    requirements: [{ kind: 'oxygen', min: 11 }], resource: 'animal',
    action: { do: [{ takeToHere: 'animal' }] },
  },
  {
    id: '025', name: 'Space Station', set: 'corpera', type: 'active', cost: 10, tags: ['space'], vp: 1,
    requirements: [],
    passive: { discount: { tag: 'space', n: 2 } },
  },
  {
    id: '026', name: 'Eos Chasma National Park', set: 'base', type: 'automated', cost: 16, tags: ['plant', 'building'], vp: 1,
    requirements: [{ kind: 'temperature', min: -12 }],
    production: { mc: 2 }, play: [{ addTo: 'animal', n: 1 }, { gain: { plants: 3 } }],
  },
  {
    id: '027', name: 'Interstellar Colony Ship', set: 'corpera', type: 'event', cost: 24, tags: ['earth', 'space', 'event'], vp: 4,
    requirements: [{ kind: 'tag', tag: 'science', count: 5 }],
  },
  {
    id: '028', name: 'Security Fleet', set: 'corpera', type: 'active', cost: 12, tags: ['space'], vp: { resources: { per: 1 } },
    requirements: [], resource: 'fighter',
    action: { cost: [{ lose: { titanium: 1 } }], do: [{ addHere: 1 }] },
  },
  {
    id: '029', name: 'Cupola City', set: 'base', type: 'automated', cost: 16, tags: ['city', 'building'], vp: 0,
    requirements: [{ kind: 'oxygen', max: 9 }],
    production: { energy: -1, mc: 3 }, play: [{ place: 'city' }],
  },
  {
    id: '030', name: 'Lunar Beam', set: 'base', type: 'automated', cost: 13, tags: ['earth', 'power'], vp: 0,
    requirements: [],
    production: { mc: -2, heat: 2, energy: 2 },
  },
  {
    id: '031', name: 'Optimal Aerobraking', set: 'base', type: 'active', cost: 7, tags: ['space'], vp: 0,
    requirements: [],
    effects: [{ on: { cardPlayed: 'you', event: true, space: true }, do: [{ gain: { mc: 3, heat: 3 } }] }],
  },
  {
    id: '032', name: 'Underground City', set: 'base', type: 'automated', cost: 18, tags: ['city', 'building'], vp: 0,
    requirements: [],
    production: { energy: -2, steel: 2 }, play: [{ place: 'city' }],
  },
  {
    id: '033', name: 'Regolith Eaters', set: 'base', type: 'active', cost: 13, tags: ['science', 'microbe'], vp: 0,
    requirements: [], resource: 'microbe',
    action: [{ do: [{ addHere: 1 }] }, { cost: [{ removeHere: 2 }], do: [{ raise: 'oxygen' }] }],
  },
  {
    id: '034', name: 'GHG Producing Bacteria', set: 'base', type: 'active', cost: 8, tags: ['science', 'microbe'], vp: 0,
    requirements: [{ kind: 'oxygen', min: 4 }], resource: 'microbe',
    action: [{ do: [{ addHere: 1 }] }, { cost: [{ removeHere: 2 }], do: [{ raise: 'temperature' }] }],
  },
  {
    id: '035', name: 'Ants', set: 'base', type: 'active', cost: 9, tags: ['microbe'], vp: { resources: { per: 2 } },
    requirements: [{ kind: 'oxygen', min: 4 }], resource: 'microbe',
    action: { do: [{ takeToHere: 'microbe' }] },
  },
  {
    id: '036', name: 'Release of Inert Gases', set: 'base', type: 'event', cost: 14, tags: ['event'], vp: 0,
    requirements: [],
    play: [{ tr: 2 }],
  },
  {
    id: '037', name: 'Nitrogen-Rich Asteroid', set: 'base', type: 'event', cost: 31, tags: ['space', 'event'], vp: 0,
    requirements: [],
    production: { plants: { ifAtLeast: { count: { tag: 'plant' }, n: 3 }, then: 4, else: 1 } }, play: [{ tr: 2 }, { raise: 'temperature' }],
  },
  {
    id: '038', name: 'Rover Construction', set: 'base', type: 'active', cost: 8, tags: ['building'], vp: 1,
    requirements: [],
    effects: [{ on: { tilePlaced: 'anyone', kind: 'city' }, do: [{ gain: { mc: 2 } }] }],
  },
  {
    id: '039', name: 'Deimos Down', set: 'base', type: 'event', cost: 31, tags: ['space', 'event'], vp: 0,
    requirements: [],
    play: [{ raise: 'temperature', steps: 3 }, { gain: { steel: 4 } }, { removeAny: { plants: 8 } }],
  },
  {
    id: '040', name: 'Asteroid Mining', set: 'base', type: 'automated', cost: 30, tags: ['jovian', 'space'], vp: 2,
    requirements: [],
    production: { titanium: 2 },
  },
  {
    id: '041', name: 'Food Factory', set: 'base', type: 'automated', cost: 12, tags: ['building'], vp: 1,
    requirements: [],
    production: { plants: -1, mc: 4 },
  },
  {
    id: '042', name: 'ArchaeBacteria', set: 'base', type: 'automated', cost: 6, tags: ['microbe'], vp: 0,
    requirements: [{ kind: 'temperature', max: -18 }],
    production: { plants: 1 },
  },
  {
    id: '043', name: 'Carbonate Processing', set: 'base', type: 'automated', cost: 6, tags: ['building'], vp: 0,
    requirements: [],
    production: { energy: -1, heat: 3 },
  },
  {
    id: '044', name: 'Natural Preserve', set: 'base', type: 'automated', cost: 9, tags: ['science', 'building'], vp: 1,
    requirements: [{ kind: 'oxygen', max: 4 }],
    production: { mc: 1 }, play: [{ place: 'special', rule: ['isolated'] }],
  },
  {
    id: '045', name: 'Nuclear Power', set: 'base', type: 'automated', cost: 10, tags: ['power', 'building'], vp: 0,
    requirements: [],
    production: { mc: -2, energy: 3 },
  },
  {
    id: '046', name: 'Lightning Harvest', set: 'corpera', type: 'automated', cost: 8, tags: ['power'], vp: 1,
    requirements: [{ kind: 'tag', tag: 'science', count: 3 }],
    production: { energy: 1, mc: 1 },
  },
  {
    id: '047', name: 'Algae', set: 'base', type: 'automated', cost: 10, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'oceans', min: 5 }],
    production: { plants: 2 }, play: [{ gain: { plants: 1 } }],
  },
  {
    id: '048', name: 'Adapted Lichen', set: 'base', type: 'automated', cost: 9, tags: ['plant'], vp: 0,
    requirements: [],
    production: { plants: 1 },
  },
  {
    id: '049', name: 'Tardigrades', set: 'corpera', type: 'active', cost: 4, tags: ['microbe'], vp: { resources: { per: 4 } },
    requirements: [], resource: 'microbe',
    action: { do: [{ addHere: 1 }] },
  },
  {
    id: '050', name: 'Virus', set: 'corpera', type: 'event', cost: 1, tags: ['microbe', 'event'], vp: 0,
    requirements: [],
    play: [{ choose: [[{ removeFromCard: 'animal', n: 2 }], [{ removeAny: { plants: 5 } }]] }],
  },
  {
    id: '051', name: 'Miranda Resort', set: 'corpera', type: 'automated', cost: 12, tags: ['jovian', 'space'], vp: 1,
    requirements: [],
    production: { mc: { count: { tag: 'earth' } } },
  },
  {
    id: '052', name: 'Fish', set: 'base', type: 'active', cost: 9, tags: ['animal'], vp: { resources: { per: 1 } },
    requirements: [{ kind: 'temperature', min: 2 }], resource: 'animal',
    production: { any: { plants: 1 } }, action: { do: [{ addHere: 1 }] },
  },
];
