/**
 * Starting forces (rulebook p.7): ships in the home system's space; Ground Forces, PDS and the Space Dock
 * on its planets; the home planets' cards ready.
 */
import { GameError } from '../../engine';
import { RACES, systemTile, type UnitId } from './data';
import { add, ensureFleet, type Ctx, type Ti3State } from './state';
import type { Task } from './tasks';
import { unit } from './data';

export function homePlanets(s: Ti3State, seat: number): string[] {
  return systemTile(`home-${s.players[seat].race}`).planets.map((p) => p.name);
}

/** Puts every player's starting units down; returns the questions for units on multi-planet homes. */
export function placeStartingUnits(ctx: Ctx): Task[] {
  const s = ctx.s;
  const asks: Task[] = [];
  for (const seat of s.table) {
    const p = s.players[seat];
    const planets = homePlanets(s, seat);
    for (const name of planets) Object.assign(s.planets[name], { owner: seat, exhausted: false, since: 0 });
    const race = RACES.find((r) => r.id === p.race)!;
    for (const [id, n] of Object.entries(race.startingUnits) as [UnitId, number][]) {
      if (unit(id).ship) add(ensureFleet(s, p.home!, seat).units, id, n);
      // RULE-READING: on a multi-planet home the owner chooses the planet of each Ground Force, PDS and the Space Dock.
      else if (planets.length === 1) add(s.planets[planets[0]].units, id, n);
      else for (let i = 0; i < n; i++) asks.push({ t: 'home-unit', seat, unit: id });
    }
  }
  return asks;
}

export function homeUnitChoices(s: Ti3State, seat: number, id: UnitId): string[] {
  // At most 2 PDS per planet.
  return homePlanets(s, seat).filter((name) => id !== 'PDS' || (s.planets[name].units.PDS ?? 0) < 2);
}

export function placeHomeUnit(ctx: Ctx, seat: number, id: UnitId, planet: string): void {
  if (!homeUnitChoices(ctx.s, seat, id).includes(planet))
    throw new GameError('ILLEGAL_MOVE', `${planet} is not a planet of your home system with room for a ${id}`);
  add(ctx.s.planets[planet].units, id, 1);
  ctx.ev.push({ type: 'home-unit', data: { seat, unit: id, planet } });
}
