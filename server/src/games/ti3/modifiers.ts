/**
 * The modifier pipeline: every value the rules let cards, races and systems change is computed here from
 * the base data plus the active modifiers. The core's entry is the Nebula's +1 for defenders; the technologies'
 * entries are in technologies/modifiers.ts (each referenced by id from `TECHNOLOGIES`), the racial abilities'
 * in races/modifiers.ts (referenced from `RACES`: L1Z1X Dreadnought cost, Naalu initiative…). Laws and action
 * cards join as entries here, not as edits to the procedures. Rule switches (passability, PDS range, what may be bombarded) are values
 * too: 0 = the base rule, 1 = lifted.
 */
import { unit, type UnitId } from './data';
import { systemTile } from './data';
import type { Ti3State } from './state';
import { TECH_MODIFIERS } from './technologies/modifiers';
import { POLITICAL_MODIFIERS } from './politics/modifiers';
import { RACE_MODIFIERS } from './races/modifiers';
import { CARD_MODIFIERS } from './action-cards/modifiers';

export type { ModifiedValue, RollKind, ModifierContext, Modifier } from './modifier-types';
import type { ModifiedValue, ModifierContext, Modifier, RollKind } from './modifier-types';

/** The rolls of a space battle. */
const SPACE_BATTLE_ROLLS = new Set<RollKind | undefined>(['space', 'afb', 'pre-combat']);

export const MODIFIERS: Modifier[] = [
  {
    id: 'nebula-defender',
    source: 'Nebula: ships defending in a space battle +1',
    value: 'combat',
    // Ships only, in the space battle's rolls (its rounds, Anti-Fighter Barrage, pre-combat shots): never the
    // Ground Forces defending a planet of the Nebula, nor its PDS.
    applies: (c) =>
      c.defending === true &&
      SPACE_BATTLE_ROLLS.has(c.during) &&
      c.unit !== undefined &&
      unit(c.unit).ship &&
      c.pos !== undefined &&
      c.s.galaxy[c.pos] !== undefined &&
      systemTile(c.s.galaxy[c.pos]).special === 'nebula',
    apply: (v) => v - 1,
  },
  {
    id: 'morale-boost',
    source: 'Morale Boost: +1 on all combat rolls this round',
    value: 'combat',
    applies: (c) => c.pos !== undefined && c.s.cardEffects.some((e) => e.card === 'Morale Boost' && e.seat === c.seat && e.pos === c.pos),
    apply: (v) => v - 1,
  },
  {
    id: 'fighter-prototype',
    source: 'Fighter Prototype: Fighters +2 for one combat round',
    value: 'combat',
    applies: (c) =>
      c.unit === 'Fighter' && c.pos !== undefined && c.s.cardEffects.some((e) => e.card === 'Fighter Prototype' && e.seat === c.seat && e.pos === c.pos),
    apply: (v) => v - 2,
  },
  {
    id: 'into-the-breach',
    source: "Into the Breach: the chosen Dreadnought's fleet +1 on all combat rolls for the rest of the battle",
    value: 'combat',
    applies: (c) =>
      SPACE_BATTLE_ROLLS.has(c.during) &&
      c.unit !== undefined &&
      unit(c.unit).ship &&
      c.s.cardEffects.some((e) => e.card === 'Into the Breach' && e.seat === c.seat && e.pos === c.pos),
    apply: (v) => v - 1,
  },
  {
    id: 'flank-speed',
    source: 'Flank Speed: ships moving to the system just activated +1 move',
    value: 'move',
    applies: (c) =>
      c.s.activation?.seat === c.seat &&
      c.s.cardEffects.some((e) => e.card === 'Flank Speed' && e.seat === c.seat && e.pos === c.s.activation?.pos && e.activation === true),
    // Units that do not move by themselves (Fighters without Advanced Fighters, PDS, Space Docks) still do not.
    apply: (v) => (v > 0 ? v + 1 : v),
  },
  ...TECH_MODIFIERS,
  ...POLITICAL_MODIFIERS,
  ...CARD_MODIFIERS,
  // Last: Yssaril's hand limit holds "regardless of ... any active political cards".
  ...RACE_MODIFIERS,
];

export function modified(value: ModifiedValue, base: number, c: ModifierContext): number {
  return MODIFIERS.filter((m) => m.value === value && m.applies(c)).reduce((v, m) => m.apply(v), base);
}

/** Whether a switch is on for the seat (and unit). */
export function allows(s: Ti3State, seat: number, value: ModifiedValue, id?: UnitId): boolean {
  return modified(value, 0, { s, seat, unit: id }) > 0;
}

export function unitCost(s: Ti3State, seat: number, id: UnitId): number {
  return modified('cost', unit(id).cost, { s, seat, unit: id });
}

/** Where and how a unit rolls (all optional: a bare unit value is its printed one plus the seat's modifiers). */
export type RollContext = { pos?: string; defending?: boolean; during?: RollKind; planet?: string; round?: number; opponent?: number };

/** The die result a unit needs to hit (a result of 10 always hits). */
export function combatValue(s: Ti3State, seat: number, id: UnitId, at: RollContext = {}): number {
  return Math.max(1, Math.min(10, modified('combat', unit(id).combat ?? 10, { s, seat, unit: id, ...at })));
}

export function unitMove(s: Ti3State, seat: number, id: UnitId): number {
  return modified('move', unit(id).move, { s, seat, unit: id });
}

export function unitCapacity(s: Ti3State, seat: number, id: UnitId): number {
  return modified('capacity', unit(id).capacity, { s, seat, unit: id });
}

export function groundForceCapacity(s: Ti3State, seat: number, id: UnitId): number {
  return modified('groundForceCapacity', 0, { s, seat, unit: id });
}

export function initiativeOf(s: Ti3State, seat: number, card: number): number {
  return modified('initiative', card, { s, seat });
}

/** The seat's Fleet Supply limit (in the system `pos`, where action cards may change it). */
export function fleetSupply(s: Ti3State, seat: number, pos?: string): number {
  return modified('fleetSupply', s.players[seat].fleet, { s, seat, pos });
}

/** One Space Dock's production limit (its planet's resources + 2 before modifiers). */
export function dockProductionLimit(s: Ti3State, seat: number, base: number): number {
  return modified('productionLimit', base, { s, seat });
}

export function handLimit(s: Ti3State, seat: number): number {
  return modified('handLimit', 7, { s, seat });
}
