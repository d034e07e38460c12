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
  },
  {
    id: '158', name: 'Industrial Microbes', set: 'base', type: 'automated', cost: 12, tags: ['microbe', 'building'], vp: 0,
    requirements: [],
  },
  {
    id: '159', name: 'Lichen', set: 'base', type: 'automated', cost: 7, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'temperature', min: -24 }],
  },
  {
    id: '160', name: 'Power Supply Consortium', set: 'corpera', type: 'automated', cost: 5, tags: ['power'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'power', count: 2 }],
  },
  {
    id: '161', name: 'Convoy From Europa', set: 'base', type: 'event', cost: 15, tags: ['space', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '162', name: 'Imported GHG', set: 'base', type: 'event', cost: 7, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '163', name: 'Imported Nitrogen', set: 'base', type: 'event', cost: 23, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '164', name: 'Micro-Mills', set: 'base', type: 'automated', cost: 3, tags: [], vp: 0,
    requirements: [],
  },
  {
    id: '165', name: 'Magnetic Field Generators', set: 'base', type: 'automated', cost: 20, tags: ['building'], vp: 0,
    requirements: [],
  },
  {
    id: '166', name: 'Shuttles', set: 'base', type: 'active', cost: 10, tags: ['space'], vp: 1,
    requirements: [{ kind: 'oxygen', min: 5 }],
  },
  {
    id: '167', name: 'Import of Advanced GHG', set: 'base', type: 'event', cost: 9, tags: ['earth', 'space', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '168', name: 'Windmills', set: 'base', type: 'automated', cost: 6, tags: ['power', 'building'], vp: 1,
    requirements: [{ kind: 'oxygen', min: 7 }],
  },
  {
    id: '169', name: 'Tundra Farming', set: 'base', type: 'automated', cost: 16, tags: ['plant'], vp: 2,
    requirements: [{ kind: 'temperature', min: -6 }],
  },
  {
    id: '170', name: 'Aerobraked Ammonia Asteroid', set: 'base', type: 'event', cost: 26, tags: ['space', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '171', name: 'Magnetic Field Dome', set: 'base', type: 'automated', cost: 5, tags: ['building'], vp: 0,
    requirements: [],
  },
  {
    id: '172', name: 'Pets', set: 'base', type: 'active', cost: 10, tags: ['earth', 'animal'], vp: { resources: { per: 2 } },
    requirements: [], resource: 'animal',
  },
  {
    id: '173', name: 'Protected Habitats', set: 'corpera', type: 'active', cost: 5, tags: [], vp: 0,
    requirements: [],
  },
  {
    id: '174', name: 'Protected Valley', set: 'base', type: 'automated', cost: 23, tags: ['plant', 'building'], vp: 0,
    requirements: [],
  },
  {
    id: '175', name: 'Satellites', set: 'corpera', type: 'automated', cost: 10, tags: ['space'], vp: 0,
    requirements: [],
  },
  {
    id: '176', name: 'Noctis Farming', set: 'base', type: 'automated', cost: 10, tags: ['plant', 'building'], vp: 1,
    requirements: [{ kind: 'temperature', min: -20 }],
  },
  {
    id: '177', name: 'Water Splitting Plant', set: 'base', type: 'active', cost: 12, tags: ['building'], vp: 0,
    requirements: [{ kind: 'oceans', min: 2 }],
  },
  {
    id: '178', name: 'Heat Trappers', set: 'base', type: 'automated', cost: 6, tags: ['power', 'building'], vp: -1,
    requirements: [],
  },
  {
    id: '179', name: 'Soil Factory', set: 'base', type: 'automated', cost: 9, tags: ['building'], vp: 1,
    requirements: [],
  },
  {
    id: '180', name: 'Fuel Factory', set: 'corpera', type: 'automated', cost: 6, tags: ['building'], vp: 0,
    requirements: [],
  },
  {
    id: '181', name: 'Ice Cap Melting', set: 'base', type: 'event', cost: 5, tags: ['event'], vp: 0,
    requirements: [{ kind: 'temperature', min: 2 }],
  },
  {
    id: '182', name: 'Corporate Stronghold', set: 'corpera', type: 'automated', cost: 11, tags: ['city', 'building'], vp: -2,
    requirements: [],
  },
  {
    id: '183', name: 'Biomass Combustors', set: 'base', type: 'automated', cost: 4, tags: ['power', 'building'], vp: -1,
    requirements: [{ kind: 'oxygen', min: 6 }],
  },
  {
    id: '184', name: 'Livestock', set: 'base', type: 'active', cost: 13, tags: ['animal'], vp: { resources: { per: 1 } },
    requirements: [{ kind: 'oxygen', min: 9 }], resource: 'animal',
  },
  {
    id: '185', name: 'Olympus Conference', set: 'corpera', type: 'active', cost: 10, tags: ['science', 'earth', 'building'], vp: 1,
    requirements: [], resource: 'science',
  },
  {
    id: '186', name: 'Rad-Suits', set: 'corpera', type: 'automated', cost: 6, tags: [], vp: 1,
    requirements: [{ kind: 'cities', owner: 'all', min: 2 }],
  },
  {
    id: '187', name: 'Aquifer Pumping', set: 'base', type: 'active', cost: 18, tags: ['building'], vp: 0,
    requirements: [],
  },
  {
    id: '188', name: 'Flooding', set: 'base', type: 'event', cost: 7, tags: ['event'], vp: -1,
    requirements: [],
  },
  {
    id: '189', name: 'Energy Saving', set: 'base', type: 'automated', cost: 15, tags: ['power'], vp: 0,
    requirements: [],
  },
  {
    id: '190', name: 'Local Heat Trapping', set: 'base', type: 'event', cost: 1, tags: ['event'], vp: 0,
    requirements: [],
  },
  {
    id: '191', name: 'Permafrost Extraction', set: 'base', type: 'event', cost: 8, tags: ['event'], vp: 0,
    requirements: [{ kind: 'temperature', min: -8 }],
  },
  {
    id: '192', name: 'Invention Contest', set: 'corpera', type: 'event', cost: 2, tags: ['science', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '193', name: 'Plantation', set: 'base', type: 'automated', cost: 15, tags: ['plant'], vp: 0,
    requirements: [{ kind: 'tag', tag: 'science', count: 2 }],
  },
  {
    id: '194', name: 'Power Infrastructure', set: 'corpera', type: 'active', cost: 4, tags: ['power', 'building'], vp: 0,
    requirements: [],
  },
  {
    id: '195', name: 'Indentured Workers', set: 'corpera', type: 'event', cost: 0, tags: ['event'], vp: -1,
    requirements: [],
  },
  {
    id: '196', name: 'Lagrange Observatory', set: 'corpera', type: 'automated', cost: 9, tags: ['science', 'space'], vp: 1,
    requirements: [],
  },
  {
    id: '197', name: 'Terraforming Ganymede', set: 'corpera', type: 'automated', cost: 33, tags: ['jovian', 'space'], vp: 2,
    requirements: [],
  },
  {
    id: '198', name: 'Immigration Shuttles', set: 'base', type: 'automated', cost: 31, tags: ['earth', 'space'], vp: { citiesInPlay: 3 },
    requirements: [],
  },
  {
    id: '199', name: 'Restricted Area', set: 'corpera', type: 'active', cost: 11, tags: ['science'], vp: 0,
    requirements: [],
  },
  {
    id: '200', name: 'Immigrant City', set: 'base', type: 'active', cost: 13, tags: ['city', 'building'], vp: 0,
    requirements: [],
  },
  {
    id: '201', name: 'Energy Tapping', set: 'corpera', type: 'automated', cost: 3, tags: ['power'], vp: -1,
    requirements: [],
  },
  {
    id: '202', name: 'Underground Detonations', set: 'base', type: 'active', cost: 6, tags: ['building'], vp: 0,
    requirements: [],
  },
  {
    id: '203', name: 'Soletta', set: 'base', type: 'automated', cost: 35, tags: ['space'], vp: 0,
    requirements: [],
  },
  {
    id: '204', name: 'Technology Demonstration', set: 'corpera', type: 'event', cost: 5, tags: ['science', 'space', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '205', name: 'Rad-Chem Factory', set: 'base', type: 'automated', cost: 8, tags: ['building'], vp: 0,
    requirements: [],
  },
  {
    id: '206', name: 'Special Design', set: 'base', type: 'event', cost: 4, tags: ['science', 'event'], vp: 0,
    requirements: [],
  },
  {
    id: '207', name: 'Medical Lab', set: 'corpera', type: 'automated', cost: 13, tags: ['science', 'building'], vp: 1,
    requirements: [],
  },
  {
    id: '208', name: 'AI Central', set: 'corpera', type: 'active', cost: 21, tags: ['science', 'building'], vp: 1,
    requirements: [{ kind: 'tag', tag: 'science', count: 3 }],
  },
];
