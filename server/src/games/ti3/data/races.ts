/**
 * The 10 base races (races_base.csv): home planets, starting units and technologies, trade contracts and
 * starting command counters (2 Strategy Allocation / 3 Command Pool / 3 Fleet Supply; L1Z1X +1 strategy,
 * Mentak +1 fleet). Racial abilities are the second issue's.
 */
import type { RaceSheet } from './types';

const COUNTERS = { strategy: 2, command: 3, fleet: 3 };

export const RACES: readonly RaceSheet[] = [
  {
    id: 'hacan',
    name: 'The Emirates of Hacan',
    homePlanets: [{ name: 'Arretze', resources: 2, influence: 0, specialty: null }, { name: 'Hercant', resources: 1, influence: 1, specialty: null }, { name: 'Kamdorn', resources: 0, influence: 1, specialty: null }],
    startingUnits: { 'Ground Force': 4, Carrier: 2, Cruiser: 1, Fighter: 2, 'Space Dock': 1 },
    startingTechs: ['Enviro Compensator', 'Sarween Tools'],
    tradeContracts: [3, 3],
    counters: COUNTERS,
  },
  {
    id: 'xxcha',
    name: 'The Xxcha Kingdom',
    homePlanets: [{ name: 'Archon Ren', resources: 2, influence: 3, specialty: null }, { name: 'Archon Tau', resources: 1, influence: 1, specialty: null }],
    startingUnits: { 'Space Dock': 1, Fighter: 3, PDS: 1, Carrier: 1, 'Ground Force': 2, Cruiser: 2 },
    startingTechs: ['Antimass Deflectors', 'Enviro Compensator'],
    tradeContracts: [2, 2],
    counters: COUNTERS,
  },
  {
    id: 'letnev',
    name: 'The Barony of Letnev',
    homePlanets: [{ name: 'Arc Prime', resources: 4, influence: 0, specialty: null }, { name: 'Wren Terra', resources: 2, influence: 1, specialty: null }],
    startingUnits: { 'Space Dock': 1, Dreadnought: 1, Destroyer: 1, Carrier: 1, 'Ground Force': 3 },
    startingTechs: ['Hylar V Assault Laser', 'Antimass Deflectors'],
    tradeContracts: [1, 1],
    counters: COUNTERS,
  },
  {
    id: 'mentak',
    name: 'The Mentak Coalition',
    homePlanets: [{ name: 'Moll Primus', resources: 4, influence: 1, specialty: null }],
    startingUnits: { Carrier: 1, Cruiser: 3, 'Space Dock': 1, PDS: 1, 'Ground Force': 4 },
    startingTechs: ['Hylar V Assault Laser', 'Enviro Compensator'],
    tradeContracts: [1, 1],
    counters: { ...COUNTERS, fleet: 4 },
  },
  {
    id: 'sol',
    name: 'Federation of Sol',
    homePlanets: [{ name: 'Jord', resources: 4, influence: 2, specialty: null }],
    startingUnits: { 'Ground Force': 5, Carrier: 2, Destroyer: 1, 'Space Dock': 1 },
    startingTechs: ['Antimass Deflectors', 'Cybernetics'],
    tradeContracts: [2, 2],
    counters: COUNTERS,
  },
  {
    id: 'yssaril',
    name: 'The Yssaril Tribes',
    homePlanets: [{ name: 'Retillion', resources: 2, influence: 3, specialty: null }, { name: 'Shalloq', resources: 1, influence: 2, specialty: null }],
    startingUnits: { 'Space Dock': 1, 'Ground Force': 5, PDS: 1, Carrier: 2, Cruiser: 1, Fighter: 2 },
    startingTechs: ['Antimass Deflectors', 'XRD Transporters'],
    tradeContracts: [1, 2],
    counters: COUNTERS,
  },
  {
    id: 'norr',
    name: "Sardakk N'orr",
    homePlanets: [{ name: 'Quinarra', resources: 3, influence: 1, specialty: null }, { name: "Tren'lak", resources: 1, influence: 0, specialty: null }],
    startingUnits: { 'Ground Force': 5, Carrier: 1, Cruiser: 1, PDS: 1, 'Space Dock': 1 },
    startingTechs: ['Hylar V Assault Laser', 'Deep Space Cannon'],
    tradeContracts: [1, 2],
    counters: COUNTERS,
  },
  {
    id: 'jolnar',
    name: 'Universities of Jol Nar',
    homePlanets: [{ name: 'Jol', resources: 1, influence: 2, specialty: null }, { name: 'Nar', resources: 2, influence: 3, specialty: null }],
    startingUnits: { 'Ground Force': 2, Carrier: 2, Fighter: 1, PDS: 2, Dreadnought: 1, 'Space Dock': 1 },
    startingTechs: ['Hylar V Assault Laser', 'Antimass Deflectors', 'Enviro Compensator', 'Sarween Tools'],
    tradeContracts: [1, 3],
    counters: COUNTERS,
  },
  {
    id: 'l1z1x',
    name: 'The L1z1x Mindnet',
    homePlanets: [{ name: '[0.0.0]', resources: 5, influence: 0, specialty: null }],
    startingUnits: { 'Space Dock': 1, Carrier: 1, 'Ground Force': 5, Dreadnought: 1, Fighter: 3, PDS: 1 },
    startingTechs: ['Enviro Compensator', 'Stasis Capsules', 'Cybernetics', 'Hylar V Assault Laser'],
    tradeContracts: [1, 1],
    counters: { ...COUNTERS, strategy: 3 },
  },
  {
    id: 'naalu',
    name: 'The Naalu Collective',
    homePlanets: [{ name: 'Druaa', resources: 3, influence: 1, specialty: null }, { name: 'Maaluuk', resources: 0, influence: 2, specialty: null }],
    startingUnits: { 'Space Dock': 1, 'Ground Force': 4, PDS: 1, Carrier: 1, Cruiser: 1, Destroyer: 1, Fighter: 4 },
    startingTechs: ['Antimass Deflectors', 'Enviro Compensator'],
    tradeContracts: [1, 2],
    counters: COUNTERS,
  },
];
