/**
 * Tactical action, step 5, Landings (rulebook p.11, p.17-18): Ground Forces leave their ships onto planets
 * of the system — friendly, neutral (the planet card is taken exhausted) or enemy (invasion). Asked one
 * batch at a time (`land`: {planet, groundForces} or "done"); the split is fixed at "done", before any
 * die is rolled. RULE-READING (simplification, README): PDS are not landed (they are not transported).
 */
import { GameError, type Json } from '../../../engine';
import { add, count, fleetOf, planetsIn, tidySpace, type Ctx, type Ti3State } from '../state';
import type { TaskOf } from '../tasks';

export type Landing = {
  planet: string;
  groundForces: number;
};

export function landChoices(s: Ti3State, task: TaskOf<'land'>): (Landing | 'done')[] {
  const aboard = count(fleetOf(s, task.pos, task.seat)?.units, 'Ground Force');
  const out: (Landing | 'done')[] = ['done'];
  // A transfer lands only on planets the player already controls.
  const planets = planetsIn(s, task.pos).filter((n) => s.activation?.transfer === null || s.planets[n].owner === task.seat);
  for (const planet of planets) for (let k = 1; k <= aboard; k++) out.push({ planet, groundForces: k });
  return out;
}

export function isLanding(x: Json): x is Landing & { [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.planet === 'string' && typeof x.groundForces === 'number';
}

export function land(ctx: Ctx, task: TaskOf<'land'>, l: Landing): void {
  const s = ctx.s;
  const f = fleetOf(s, task.pos, task.seat);
  if (!planetsIn(s, task.pos).includes(l.planet)) throw new GameError('ILLEGAL_MOVE', `${l.planet} is not a planet of system ${task.pos}`);
  if (count(f?.units, 'Ground Force') < l.groundForces)
    throw new GameError('ILLEGAL_MOVE', `you have only ${count(f?.units, 'Ground Force')} Ground Force(s) aboard in ${task.pos}`);
  if (s.activation?.transfer && s.planets[l.planet].owner !== task.seat)
    throw new GameError('ILLEGAL_MOVE', `a transfer lands only on planets you control, not ${l.planet}`);
  add(f!.units, 'Ground Force', -l.groundForces);
  tidySpace(s, task.pos);
  const landed = (task.landed[l.planet] ??= {});
  add(landed, 'Ground Force', l.groundForces);
}
