/** Questions about the board: who has what where, capacity, Space Docks, control. */
import { unit, type UnitId } from './data';
import { allows, groundForceCapacity, unitCapacity } from './modifiers';
import { count, fleetOf, planetsIn, type Counts, type Fleet, type Ti3State } from './state';

/** Non-Fighter ships of a fleet: what Fleet Supply counts and what blocks movement. */
export function capitalShips(f: Fleet | null): number {
  if (!f) return 0;
  return (Object.entries(f.units) as [UnitId, number][]).filter(([u]) => unit(u).ship && unit(u).fleetSupply).reduce((n, [, k]) => n + k, 0);
}

/** Ships of any kind (a lone Fighter counts: it is fought). */
export function shipCount(f: Fleet | null): number {
  if (!f) return 0;
  return (Object.entries(f.units) as [UnitId, number][]).filter(([u]) => unit(u).ship).reduce((n, [, k]) => n + k, 0);
}

export function enemyFleets(s: Ti3State, pos: string, seat: number): Fleet[] {
  return (s.space[pos] ?? []).filter((f) => f.seat !== seat && shipCount(f) > 0);
}

export function hasEnemyShips(s: Ti3State, pos: string, seat: number): boolean {
  return enemyFleets(s, pos, seat).length > 0;
}

/**
 * Whether enemy ships stop `seat` passing through `pos`: ships other than Fighters, or the Fighters of an
 * owner with Advanced Fighters; never for a seat with Light/Wave Deflector.
 * RULE-READING (README): Fighters alone do not block movement in the base game — Advanced Fighters' text
 * ("enemy ships may not move through a system your Fighters occupy") and rules_surface.md ("block movement"
 * as a feature of the technology) imply it; the core had blocked on any ship.
 */
export function blocksMovement(s: Ti3State, pos: string, seat: number): boolean {
  if (allows(s, seat, 'moveThroughEnemyShips')) return false;
  return enemyFleets(s, pos, seat).some((f) => capitalShips(f) > 0 || allows(s, f.seat, 'fightersBlockMovement'));
}

/** Seats other than `seat` with any unit in the system (ships, or units on its planets). */
export function othersWithUnits(s: Ti3State, pos: string, seat: number): number[] {
  const out = new Set<number>();
  for (const f of s.space[pos] ?? []) if (f.seat !== seat) out.add(f.seat);
  for (const name of planetsIn(s, pos)) {
    const pl = s.planets[name];
    if (pl.owner !== null && pl.owner !== seat && Object.keys(pl.units).length > 0) out.add(pl.owner);
  }
  return [...out];
}

export function hasUnitsIn(s: Ti3State, pos: string, seat: number): boolean {
  if ((fleetOf(s, pos, seat)?.units ?? null) !== null && Object.keys(fleetOf(s, pos, seat)!.units).length > 0) return true;
  return planetsIn(s, pos).some((n) => s.planets[n].owner === seat && Object.keys(s.planets[n].units).length > 0);
}

/** Carrier and War Sun capacity of a fleet (shared by Fighters, Ground Forces and PDS aboard). */
export function carryCapacity(s: Ti3State, f: Fleet | null): number {
  if (!f) return 0;
  return (Object.entries(f.units) as [UnitId, number][]).reduce((n, [u, k]) => n + unitCapacity(s, f.seat, u) * k, 0);
}

/** Capacity for Ground Forces only (Stasis Capsules: a Cruiser or Dreadnought carries one). */
export function groundForceRoom(s: Ti3State, seat: number, units: Counts): number {
  return (Object.entries(units) as [UnitId, number][]).reduce((n, [u, k]) => n + groundForceCapacity(s, seat, u) * k, 0);
}

/** Ground Forces aboard that do not fit the Ground-Force-only capacity, so use the shared one. */
export function sharedGroundForces(s: Ti3State, seat: number, units: Counts): number {
  return Math.max(0, count(units, 'Ground Force') - groundForceRoom(s, seat, units));
}

/** The seat's Space Docks in a system (planet names, one dock per planet). */
export function docksIn(s: Ti3State, pos: string, seat: number): string[] {
  return planetsIn(s, pos).filter((n) => s.planets[n].owner === seat && count(s.planets[n].units, 'Space Dock') > 0);
}

/** Ground Forces and PDS in space beyond what the ships there can hold. */
export function cargoOverflow(s: Ti3State, seat: number, units: Counts): number {
  return Math.max(0, sharedGroundForces(s, seat, units) + count(units, 'PDS') - carryCapacity(s, { seat, units, damaged: {} }));
}

/**
 * Fighters a system can hold for the seat: shared capacity left after the PDS and the Ground Forces aboard
 * (beyond Ground-Force-only capacity), plus 3 per Space Dock. `units`: the seat's units in space there.
 */
export function fighterRoom(s: Ti3State, pos: string, seat: number, units: Counts = fleetOf(s, pos, seat)?.units ?? {}): number {
  const aboard = sharedGroundForces(s, seat, units) + count(units, 'PDS');
  return Math.max(0, carryCapacity(s, { seat, units, damaged: {} }) - aboard) + docksIn(s, pos, seat).length * unit('Space Dock').fighterSupport;
}

/**
 * What counts against Fleet Supply in a system: ships other than Fighters, and with Advanced Fighters the
 * Fighters beyond the system's fighter capacity (errata). `units`: the seat's units in space there.
 */
export function supplyUsed(s: Ti3State, pos: string, seat: number, units: Counts = fleetOf(s, pos, seat)?.units ?? {}): number {
  const ships = capitalShips({ seat, units, damaged: {} });
  if (!allows(s, seat, 'fightersNeedNoSupport')) return ships;
  return ships + Math.max(0, count(units, 'Fighter') - fighterRoom(s, pos, seat, units));
}

/** How many of a unit type the seat has on the board (component limits). */
export function onBoard(s: Ti3State, seat: number, id: UnitId): number {
  let n = 0;
  for (const fleets of Object.values(s.space)) for (const f of fleets) if (f.seat === seat) n += count(f.units, id);
  for (const pl of Object.values(s.planets)) if (pl.owner === seat) n += count(pl.units, id);
  return n;
}

export function planetsOf(s: Ti3State, seat: number): string[] {
  return Object.keys(s.planets).filter((n) => s.planets[n].owner === seat);
}

/** Whether the seat has no planets and no units: eliminated. */
export function isWipedOut(s: Ti3State, seat: number): boolean {
  if (planetsOf(s, seat).length > 0) return false;
  return !Object.values(s.space).some((fleets) => fleets.some((f) => f.seat === seat && Object.keys(f.units).length > 0));
}
