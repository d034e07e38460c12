/**
 * Tactical action, step 5, Landings (rulebook p.11, p.17-18): Ground Forces leave their ships onto planets
 * of the system — friendly, neutral (the planet card is taken exhausted) or enemy (invasion). A draft
 * (draft.ts): `land` asks {planet, groundForces} batches, or confirm / undo-step / reset; the split is
 * fixed at `confirm`, before any die is rolled. PDS land too (at most 2 on a planet); a PDS landing alone
 * on a neutral or enemy planet is destroyed (combat/invasion.ts). Graviton Negator: Fighters in the
 * system may join Ground Forces invading a defended enemy planet ({planet, groundForces, fighters}).
 */
import { GameError, type Json } from '../../../engine';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import { allows } from '../modifiers';
import { add, count, fleetOf, planetsIn, tidySpace, type Counts, type Ctx, type Ti3State } from '../state';
import { at } from '../timing';
import { invasionBan, licenceDue } from '../politics/rules';
import { armisticeBan } from '../action-cards/orders';
import { requestPayment, spendable } from '../payment';
import type { Landing, TaskOf } from '../tasks';

type Landed = 'Ground Force' | 'PDS' | 'Fighter';
const stepCount = (l: Landing, id: Landed) => (id === 'PDS' ? (l.pds ?? 0) : id === 'Fighter' ? (l.fighters ?? 0) : l.groundForces);

function aboardLeft(s: Ti3State, task: TaskOf<'land'>, id: Landed = 'Ground Force'): number {
  const landed = task.steps.reduce((n, l) => n + stepCount(l, id), 0);
  return count(fleetOf(s, task.pos, task.seat)?.units, id) - landed;
}

/** Graviton Negator: Fighters may join Ground Forces invading an enemy planet that has Ground Forces. */
function fightersMayLand(s: Ti3State, task: TaskOf<'land'>, planet: string): boolean {
  const pl = s.planets[planet];
  return allows(s, task.seat, 'fightersInvade') && pl.owner !== null && pl.owner !== task.seat && count(pl.units, 'Ground Force') > 0;
}

/** PDS that may still land on `planet`: at most 2 there (the owner's own, if he holds it, count). */
function pdsRoom(s: Ti3State, task: TaskOf<'land'>, planet: string): number {
  const there = s.planets[planet].owner === task.seat ? count(s.planets[planet].units, 'PDS') : 0;
  const planned = task.steps.filter((l) => l.planet === planet).reduce((n, l) => n + (l.pds ?? 0), 0);
  return Math.max(0, 2 - there - planned);
}

export function landChoices(s: Ti3State, task: TaskOf<'land'>): Json[] {
  const aboard = aboardLeft(s, task);
  const out: Json[] = draftControls(task.steps.length);
  // A transfer lands only on planets the player already controls.
  // Laws may forbid landing on planets one does not control (politics/rules.ts).
  const planned = task.steps.map((l) => l.planet);
  const planets = planetsIn(s, task.pos).filter(
    (n) =>
      (!s.activation?.transfer || s.planets[n].owner === task.seat) &&
      invasionBan(s, task.seat, n) === null &&
      !(s.planets[n].owner !== task.seat && armisticeBan(s, task.seat, n)) &&
      licenceDue(s, [...planned, n]) <= spendable(s, task.seat, 'resources'),
  );
  const pdsAboard = aboardLeft(s, task, 'PDS');
  for (const planet of planets) {
    for (let pds = 0; pds <= Math.min(pdsAboard, pdsRoom(s, task, planet)); pds++) {
      for (let k = pds > 0 ? 0 : 1; k <= aboard; k++) out.push({ planet, groundForces: k, ...(pds > 0 ? { pds } : {}) });
    }
    if (fightersMayLand(s, task, planet))
      for (let k = 1; k <= aboard; k++) for (let f = 1; f <= aboardLeft(s, task, 'Fighter'); f++) out.push({ planet, groundForces: k, fighters: f });
  }
  return out;
}

function isLanding(x: Json): x is Landing & { [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.planet === 'string' && typeof x.groundForces === 'number';
}

/** A step of the landing draft; true once confirmed (the Ground Forces then land and invasions follow). */
export function landingStep(ctx: Ctx, task: TaskOf<'land'>, move: Json): boolean {
  const s = ctx.s;
  if (move === UNDO) task.steps.pop();
  else if (move === RESET) task.steps = [];
  else if (move === CONFIRM) {
    at(ctx, 'before-landings', { pos: task.pos });
    const landed: Record<string, Counts> = {};
    const f = fleetOf(s, task.pos, task.seat);
    for (const l of task.steps) {
      const units = (landed[l.planet] ??= {});
      add(f!.units, 'Ground Force', -l.groundForces);
      add(units, 'Ground Force', l.groundForces);
      add(f!.units, 'PDS', -(l.pds ?? 0));
      add(units, 'PDS', l.pds ?? 0);
      add(f!.units, 'Fighter', -(l.fighters ?? 0));
      add(units, 'Fighter', l.fighters ?? 0);
    }
    tidySpace(s, task.pos);
    // Even without landings: a War Sun may bombard without invading. Colonization Licensing is paid first.
    const invade: TaskOf<'invade'> = { t: 'invade', seat: task.seat, pos: task.pos, landed };
    requestPayment(ctx, task.seat, 'resources', licenceDue(s, Object.keys(landed)), [invade]);
    return true;
  } else {
    if (!isLanding(move)) throw new GameError('BAD_MOVE', 'land: expected {planet, groundForces}, "confirm", "undo-step" or "reset"');
    if (!planetsIn(s, task.pos).includes(move.planet)) throw new GameError('ILLEGAL_MOVE', `${move.planet} is not a planet of system ${task.pos}`);
    if (s.activation?.transfer && s.planets[move.planet].owner !== task.seat)
      throw new GameError('ILLEGAL_MOVE', `a transfer lands only on planets you control, not ${move.planet}`);
    const ban = invasionBan(s, task.seat, move.planet);
    if (ban !== null) throw new GameError('ILLEGAL_MOVE', ban);
    if (licenceDue(s, [...task.steps.map((l) => l.planet), move.planet]) > spendable(s, task.seat, 'resources'))
      throw new GameError('ILLEGAL_MOVE', `Colonization Licensing: you cannot pay the resources of the neutral planets you land on`);
    const pds = typeof move.pds === 'number' ? move.pds : 0;
    const fighters = typeof move.fighters === 'number' ? move.fighters : 0;
    if (fighters > 0 && !fightersMayLand(s, task, move.planet))
      throw new GameError(
        'ILLEGAL_MOVE',
        `Fighters land only with Graviton Negator, with Ground Forces, on an enemy planet with Ground Forces (${move.planet})`,
      );
    if (fighters > aboardLeft(s, task, 'Fighter'))
      throw new GameError('ILLEGAL_MOVE', `you have only ${aboardLeft(s, task, 'Fighter')} Fighter(s) in ${task.pos}`);
    if (fighters > 0 && move.groundForces === 0) throw new GameError('ILLEGAL_MOVE', 'Fighters join an invasion only with Ground Forces');
    if (aboardLeft(s, task) < move.groundForces)
      throw new GameError('ILLEGAL_MOVE', `you have only ${aboardLeft(s, task)} Ground Force(s) aboard in ${task.pos}`);
    if (aboardLeft(s, task, 'PDS') < pds) throw new GameError('ILLEGAL_MOVE', `you have only ${aboardLeft(s, task, 'PDS')} PDS aboard in ${task.pos}`);
    if (pds > pdsRoom(s, task, move.planet)) throw new GameError('ILLEGAL_MOVE', `at most 2 PDS on ${move.planet}`);
    if (move.groundForces + pds === 0) throw new GameError('ILLEGAL_MOVE', 'land at least one unit');
    task.steps.push({ planet: move.planet, groundForces: move.groundForces, ...(pds > 0 ? { pds } : {}), ...(fighters > 0 ? { fighters } : {}) });
  }
  return false;
}
