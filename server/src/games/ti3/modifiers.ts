/**
 * The modifier pipeline: every value the rules let cards, races and systems change is computed here from
 * the base data plus the active modifiers. In this issue the modifiers are the L1Z1X Dreadnought cost, the
 * Naalu initiative and the Nebula's +1 for defenders; technologies, racial abilities, laws and action
 * cards join as entries of MODIFIERS (the second issue), not as edits to the procedures.
 */
import { unit, type UnitId } from './data';
import { systemTile } from './data';
import type { Ti3State } from './state';
import { POLITICAL_MODIFIERS } from './politics/modifiers';

export type ModifiedValue = 'cost' | 'combat' | 'move' | 'capacity' | 'initiative' | 'fleetSupply' | 'handLimit' | 'productionLimit';

export interface ModifierContext {
  s: Ti3State;
  seat: number;
  unit?: UnitId;
  /** Combat: where it is fought and whether the seat defends. */
  pos?: string;
  defending?: boolean;
}

export interface Modifier {
  source: string;
  value: ModifiedValue;
  applies: (c: ModifierContext) => boolean;
  /** The value after the modifier (combat values: lower is better). */
  apply: (v: number) => number;
}

const raceOf = (c: ModifierContext) => c.s.players[c.seat].race;

export const MODIFIERS: Modifier[] = [
  { source: 'L1Z1X: Dreadnoughts cost 4', value: 'cost', applies: (c) => c.unit === 'Dreadnought' && raceOf(c) === 'l1z1x', apply: () => 4 },
  { source: 'Naalu: initiative 0', value: 'initiative', applies: (c) => raceOf(c) === 'naalu', apply: () => 0 },
  {
    source: 'Nebula: the defender +1',
    value: 'combat',
    applies: (c) => c.defending === true && c.pos !== undefined && c.s.galaxy[c.pos] !== undefined && systemTile(c.s.galaxy[c.pos]).special === 'nebula',
    apply: (v) => v - 1,
  },
  ...POLITICAL_MODIFIERS,
];

function modified(value: ModifiedValue, base: number, c: ModifierContext): number {
  return MODIFIERS.filter((m) => m.value === value && m.applies(c)).reduce((v, m) => m.apply(v), base);
}

export function unitCost(s: Ti3State, seat: number, id: UnitId): number {
  return modified('cost', unit(id).cost, { s, seat, unit: id });
}

/** The die result a unit needs to hit (a result of 10 always hits). */
export function combatValue(s: Ti3State, seat: number, id: UnitId, pos?: string, defending?: boolean): number {
  return Math.max(1, Math.min(10, modified('combat', unit(id).combat ?? 10, { s, seat, unit: id, pos, defending })));
}

export function unitMove(s: Ti3State, seat: number, id: UnitId): number {
  return modified('move', unit(id).move, { s, seat, unit: id });
}

export function unitCapacity(s: Ti3State, seat: number, id: UnitId): number {
  return modified('capacity', unit(id).capacity, { s, seat, unit: id });
}

export function initiativeOf(s: Ti3State, seat: number, card: number): number {
  return modified('initiative', card, { s, seat });
}

export function fleetSupply(s: Ti3State, seat: number): number {
  return modified('fleetSupply', s.players[seat].fleet, { s, seat });
}

/** One Space Dock's production limit (its planet's resources + 2 before modifiers). */
export function dockProductionLimit(s: Ti3State, seat: number, base: number): number {
  return modified('productionLimit', base, { s, seat });
}

export function handLimit(s: Ti3State, seat: number): number {
  return modified('handLimit', 7, { s, seat });
}
