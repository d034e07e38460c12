/** The nine unit types (units_base.csv, every value VERIFIED there). */
import type { UnitId, UnitStats } from './types';

const ship = { ship: true, fighterSupport: 0, bombard: 0, afb: 0, sustain: false, fleetSupply: true, perCost: 1, dice: 1, capacity: 0 };
const ground = { ship: false, fighterSupport: 0, bombard: 0, afb: 0, sustain: false, fleetSupply: false, move: 0, capacity: 0, dice: 1 };

export const UNITS: readonly UnitStats[] = [
  { ...ship, name: 'War Sun', cost: 12, combat: 3, dice: 3, move: 2, capacity: 6, limit: 2, sustain: true, bombard: 3 },
  { ...ship, name: 'Dreadnought', cost: 5, combat: 5, move: 1, limit: 5, sustain: true, bombard: 1 },
  { ...ship, name: 'Cruiser', cost: 2, combat: 7, move: 2, limit: 8 },
  { ...ship, name: 'Destroyer', cost: 1, combat: 9, move: 2, limit: 8, afb: 2 },
  { ...ship, name: 'Carrier', cost: 3, combat: 9, move: 1, capacity: 6, limit: 4 },
  // Fighters travel aboard Carriers and War Suns (move 0 of their own) and do not count against Fleet Supply.
  { ...ship, name: 'Fighter', cost: 1, perCost: 2, combat: 9, move: 0, limit: null, fleetSupply: false },
  { ...ground, name: 'Ground Force', cost: 1, perCost: 2, combat: 8, limit: null },
  { ...ground, name: 'PDS', cost: 2, perCost: 1, combat: 6, limit: 6 },
  { ...ground, name: 'Space Dock', cost: 4, perCost: 1, combat: null, dice: 0, limit: 3, fighterSupport: 3 },
];

const BY_NAME = new Map(UNITS.map((u) => [u.name, u]));

export function unit(id: UnitId): UnitStats {
  return BY_NAME.get(id)!;
}

export const SHIP_IDS: readonly UnitId[] = UNITS.filter((u) => u.ship).map((u) => u.name);
