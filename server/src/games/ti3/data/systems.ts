/**
 * One entry per physical system tile of the base box (43 hexes): the 32 tiles of system_tiles_base.csv
 * (ids kept), Mecatol Rex, and the 10 home systems (planets from races.ts).
 */
import { RACES } from './races';
import type { Planet, SystemTile } from './types';

const p = (name: string, resources: number, influence: number, specialty: Planet['specialty'] = null): Planet => ({ name, resources, influence, specialty });

// RULE-READING: the 4 special tiles are 2 Asteroid Fields, 1 Nebula and 1 Supernova (the 3-player rule removes
// "1 Asteroid Field", the 2-player variant "the Supernova"; only the 4 specials + 8 empties are sourced).
const GALAXY_TILES: readonly SystemTile[] = [
  { id: 'abyz-fria', kind: 'planet', special: null, wormhole: null, planets: [p("Abyz", 3, 0), p("Fria", 2, 0, 'blue')] },
  { id: 'arinam-meer', kind: 'planet', special: null, wormhole: null, planets: [p("Arinam", 1, 2, 'blue'), p("Meer", 0, 4)] },
  { id: 'arnor-lor', kind: 'planet', special: null, wormhole: null, planets: [p("Arnor", 2, 1), p("Lor", 1, 2, 'red')] },
  { id: 'bereg-lirta-iv', kind: 'planet', special: null, wormhole: null, planets: [p("Bereg", 3, 1, 'red'), p("Lirta IV", 2, 3, 'green')] },
  { id: 'centauri-gral', kind: 'planet', special: null, wormhole: null, planets: [p("Centauri", 1, 3), p("Gral", 1, 1, 'blue')] },
  { id: 'coorneeq-resculon', kind: 'planet', special: null, wormhole: null, planets: [p("Coorneeq", 1, 2, 'red'), p("Resculon", 2, 0)] },
  { id: 'dal-bootha-xxehan', kind: 'planet', special: null, wormhole: null, planets: [p("Dal Bootha", 0, 2, 'red'), p("Xxehan", 1, 1, 'green')] },
  { id: 'lazar-sakulag', kind: 'planet', special: null, wormhole: null, planets: [p("Lazar", 1, 0), p("Sakulag", 2, 1)] },
  { id: 'lodor', kind: 'planet', special: null, wormhole: 'alpha', planets: [p("Lodor", 3, 1, 'green')] },
  { id: 'mehar-xull', kind: 'planet', special: null, wormhole: null, planets: [p("Mehar Xull", 1, 3, 'blue')] },
  { id: 'mellon-zohbat', kind: 'planet', special: null, wormhole: null, planets: [p("Mellon", 0, 2), p("Zohbat", 3, 1, 'blue')] },
  { id: 'new-albion-starpoint', kind: 'planet', special: null, wormhole: null, planets: [p("New Albion", 1, 1, 'green'), p("Starpoint", 3, 1)] },
  { id: 'quann', kind: 'planet', special: null, wormhole: 'beta', planets: [p("Quann", 2, 1, 'green')] },
  { id: 'qucenn-rarron', kind: 'planet', special: null, wormhole: null, planets: [p("Qucen'n", 1, 2), p("Rarron", 0, 3, 'green')] },
  { id: 'saudor', kind: 'planet', special: null, wormhole: null, planets: [p("Saudor", 2, 2)] },
  { id: 'tarmann', kind: 'planet', special: null, wormhole: null, planets: [p("Tar'Mann", 1, 1)] },
  { id: 'tequran-torkan', kind: 'planet', special: null, wormhole: null, planets: [p("Tequ'Ran", 2, 0, 'red'), p("Torkan", 0, 3, 'blue')] },
  { id: 'thibah', kind: 'planet', special: null, wormhole: null, planets: [p("Thibah", 1, 1)] },
  { id: 'vefut-ii', kind: 'planet', special: null, wormhole: null, planets: [p("Vefut II", 2, 0, 'red')] },
  { id: 'wellon', kind: 'planet', special: null, wormhole: null, planets: [p("Wellon", 1, 2)] },
  { id: 'mecatol-rex', kind: 'mecatol', special: null, wormhole: null, planets: [p("Mecatol Rex", 1, 6)] },
  { id: 'asteroid-field-1', kind: 'special', special: 'asteroid', wormhole: null, planets: [] },
  { id: 'asteroid-field-2', kind: 'special', special: 'asteroid', wormhole: null, planets: [] },
  { id: 'nebula', kind: 'special', special: 'nebula', wormhole: null, planets: [] },
  { id: 'supernova', kind: 'special', special: 'supernova', wormhole: null, planets: [] },
  { id: 'empty-alpha', kind: 'empty', special: null, wormhole: 'alpha', planets: [] },
  { id: 'empty-beta', kind: 'empty', special: null, wormhole: 'beta', planets: [] },
  { id: 'empty-1', kind: 'empty', special: null, wormhole: null, planets: [] },
  { id: 'empty-2', kind: 'empty', special: null, wormhole: null, planets: [] },
  { id: 'empty-3', kind: 'empty', special: null, wormhole: null, planets: [] },
  { id: 'empty-4', kind: 'empty', special: null, wormhole: null, planets: [] },
  { id: 'empty-5', kind: 'empty', special: null, wormhole: null, planets: [] },
  { id: 'empty-6', kind: 'empty', special: null, wormhole: null, planets: [] },
];

/** A home system's tile id ("home-hacan"). */
export function homeTileId(raceId: string): string {
  return `home-${raceId}`;
}

export const SYSTEMS: readonly SystemTile[] = [
  ...GALAXY_TILES,
  ...RACES.map((r): SystemTile => ({ id: homeTileId(r.id), kind: 'home', special: null, wormhole: null, planets: r.homePlanets })),
];

const BY_ID = new Map(SYSTEMS.map((t) => [t.id, t]));

export function systemTile(id: string): SystemTile {
  const t = BY_ID.get(id);
  if (!t) throw new Error(`no system tile ${id}`);
  return t;
}

/** The 32 tiles dealt in galaxy building (neither home nor Mecatol Rex). */
export const DEALT_TILES: readonly string[] = SYSTEMS.filter((t) => t.kind !== 'home' && t.kind !== 'mecatol').map((t) => t.id);
export const MECATOL = 'mecatol-rex';
