/**
 * Tactical action, step 2, Move (rulebook p.10-11, p.18-20): ships move up to their move value along
 * passable paths and end in the activated system. Ships in a system the player activated earlier this
 * round cannot move. No ship passes through a system holding enemy ships (Ground Forces and Space Docks
 * never block). Carriers and War Suns take Fighters, Ground Forces and PDS along up to capacity. Passing
 * through a crowded system is fine; ending over Fleet Supply is not.
 *
 * A draft (draft.ts): asked one ship at a time (`move`: {from, unit, fighters, groundForces}, or confirm /
 * undo-step / reset); the plan is applied at `confirm`, and nobody else sees it before. RULE-READING (simplification, listed in the README): Carriers and War Suns load only in the
 * system they start in (from its space and the owner's planets there), not on the way.
 */
import { cloneJson, GameError, type Json } from '../../../engine';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import type { ShipMove, TaskOf } from '../tasks';
import { SHIP_IDS, unit, type UnitId } from '../data';
import { capitalShips, carryCapacity, hasEnemyShips } from '../board';
import { pathLength } from '../map/paths';
import { fleetSupply, unitMove } from '../modifiers';
import { add, count, ensureFleet, fleetOf, planetsIn, tidySpace, type Ctx, type Ti3State } from '../state';
import { hasCounter } from './activation';

/** Ground Forces or PDS the seat could load in `pos`: aboard in space, then on its planets there. */
function loadableAt(s: Ti3State, pos: string, seat: number, id: 'Ground Force' | 'PDS'): number {
  const aboard = count(fleetOf(s, pos, seat)?.units, id);
  return aboard + planetsIn(s, pos).reduce((n, name) => n + (s.planets[name].owner === seat ? count(s.planets[name].units, id) : 0), 0);
}

/** Moves `n` Ground Forces or PDS from `from` (aboard first, then the seat's planets there) aboard in `to`. */
function load(s: Ti3State, seat: number, from: string, to: string, id: 'Ground Force' | 'PDS', n: number): void {
  const f = ensureFleet(s, from, seat);
  let left = n;
  const aboard = Math.min(left, count(f.units, id));
  add(f.units, id, -aboard);
  left -= aboard;
  for (const name of planetsIn(s, from)) {
    const pl = s.planets[name];
    if (left === 0 || pl.owner !== seat) continue;
    const k = Math.min(left, count(pl.units, id));
    add(pl.units, id, -k);
    left -= k;
  }
  add(ensureFleet(s, to, seat).units, id, n);
}

function reachable(s: Ti3State, seat: number, from: string, to: string, id: UnitId): boolean {
  const rules = { galaxy: s.galaxy, blocked: (p: string) => hasEnemyShips(s, p, seat) };
  return pathLength(rules, from, to, unitMove(s, seat, id)) !== null;
}

/**
 * Every ship move into the activated system `to`; in a transfer (`between`), every move from either of
 * the two systems into the other.
 */
export function moveChoices(s: Ti3State, seat: number, to: string, between?: string): ShipMove[] {
  if (between !== undefined) return [...shipMoves(s, seat, between, [to], false), ...shipMoves(s, seat, to, [between], false)];
  return shipMoves(s, seat, to, Object.keys(s.space), true);
}

/** The board as the movement plan so far would leave it (a copy; the state itself is untouched). */
export function planned(s: Ti3State, task: TaskOf<'move'>): Ti3State {
  if (task.plan.length === 0) return s;
  const v = cloneJson(s);
  for (const m of task.plan) moveShip({ s: v, ev: [] }, task.seat, destinationOf(task.pos, task.between, m.from), m);
  return v;
}

/** The movement question's answers: the draft controls, then every next ship move. */
export function movePlanChoices(s: Ti3State, task: TaskOf<'move'>): Json[] {
  return [...draftControls(task.plan.length), ...moveChoices(planned(s, task), task.seat, task.pos, task.between)];
}

/** A step of the movement draft; true once confirmed (the plan then moves the ships, publicly). */
export function movementStep(ctx: Ctx, task: TaskOf<'move'>, move: Json): boolean {
  if (move === UNDO) task.plan.pop();
  else if (move === RESET) task.plan = [];
  else if (move === CONFIRM) {
    for (const m of task.plan) moveShip(ctx, task.seat, destinationOf(task.pos, task.between, m.from), m);
    return true;
  } else {
    if (!isShipMove(move)) throw new GameError('BAD_MOVE', 'move: expected {from, unit, fighters, groundForces}, "confirm", "undo-step" or "reset"');
    const pds = Number(move.pds ?? 0);
    const m: ShipMove = {
      from: move.from,
      unit: move.unit,
      fighters: Number(move.fighters ?? 0),
      groundForces: Number(move.groundForces ?? 0),
      ...(pds > 0 ? { pds } : {}),
    };
    validateMove(planned(ctx.s, task), task.seat, task.pos, m, task.between);
    task.plan.push(m);
  }
  return false;
}

/** The destination of a move in a transfer: the other system. */
export function destinationOf(pos: string, between: string | undefined, from: string): string {
  return between !== undefined && from === pos ? between : pos;
}

function shipMoves(s: Ti3State, seat: number, to: string, sources: string[], activation: boolean): ShipMove[] {
  const out: ShipMove[] = [];
  const dest = fleetOf(s, to, seat);
  const room = fleetSupply(s, seat) - capitalShips(dest);
  for (const from of sources) {
    if (from === to || (activation && hasCounter(s, from, seat))) continue;
    const f = fleetOf(s, from, seat);
    if (!f) continue;
    for (const id of SHIP_IDS) {
      if (count(f.units, id) === 0 || unitMove(s, seat, id) === 0) continue;
      if (unit(id).fleetSupply && room <= 0) continue;
      if (activation && !reachable(s, seat, from, to, id)) continue;
      const capacity = carryCapacity(s, { seat, units: { [id]: 1 }, damaged: {} });
      // Ground Forces and PDS aboard that stay must keep a ship with room: the others' capacity.
      const restCapacity = carryCapacity(s, f) - capacity;
      const minCargo = Math.max(0, count(f.units, 'Ground Force') + count(f.units, 'PDS') - restCapacity);
      const canLoad = capacity > 0 && !hasEnemyShips(s, from, seat);
      const maxGf = canLoad ? Math.min(capacity, loadableAt(s, from, seat, 'Ground Force')) : 0;
      const maxPds = canLoad ? Math.min(capacity, loadableAt(s, from, seat, 'PDS')) : 0;
      const maxFighters = capacity > 0 ? count(f.units, 'Fighter') : 0;
      for (let gf = 0; gf <= maxGf; gf++) {
        for (let pds = 0; pds <= Math.min(maxPds, capacity - gf); pds++) {
          if (gf + pds < minCargo) continue;
          for (let fi = 0; fi <= Math.min(maxFighters, capacity - gf - pds); fi++)
            out.push({ from, unit: id, fighters: fi, groundForces: gf, ...(pds > 0 ? { pds } : {}) });
        }
      }
    }
  }
  return out;
}

export function isShipMove(x: Json): x is ShipMove & { [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.from === 'string' && typeof x.unit === 'string';
}

/** Why a ship move is refused, naming the rule. */
export function moveRefusal(s: Ti3State, seat: number, to: string, m: ShipMove): string {
  const f = fleetOf(s, m.from, seat);
  if (!f || count(f.units, m.unit) === 0) return `you have no ${m.unit} in ${m.from}`;
  if (hasCounter(s, m.from, seat) && s.activation?.transfer === null) return `your ships in ${m.from}, a system you activated earlier this round, cannot move`;
  if (unit(m.unit).fleetSupply && capitalShips(fleetOf(s, to, seat)) >= fleetSupply(s, seat)) {
    return `Fleet Supply is ${fleetSupply(s, seat)}: another ship cannot end in ${to}`;
  }
  if (!reachable(s, seat, m.from, to, m.unit))
    return `${to} is out of reach of a ${m.unit} in ${m.from} (move ${unitMove(s, seat, m.unit)}, along passable systems)`;
  return `a ${m.unit} cannot carry ${m.fighters} Fighter(s) and ${m.groundForces} Ground Force(s) from ${m.from}`;
}

export function moveShip(ctx: Ctx, seat: number, to: string, m: ShipMove): void {
  const s = ctx.s;
  const from = ensureFleet(s, m.from, seat);
  const dest = ensureFleet(s, to, seat);
  add(from.units, m.unit, -1);
  add(dest.units, m.unit, 1);
  // Undamaged ships move first; a damaged one only when no other of its kind is left behind.
  if (count(from.damaged, m.unit) > count(from.units, m.unit)) {
    add(from.damaged, m.unit, -1);
    add(dest.damaged, m.unit, 1);
  }
  add(from.units, 'Fighter', -m.fighters);
  add(dest.units, 'Fighter', m.fighters);
  load(s, seat, m.from, to, 'Ground Force', m.groundForces);
  load(s, seat, m.from, to, 'PDS', m.pds ?? 0);
  tidySpace(s, m.from);
  if (s.activation) s.activation.moved = true;
  ctx.ev.push({ type: 'move', text: `seat ${seat} moves a ${m.unit} from ${m.from} to ${to}`, data: { seat, ...m, to } });
}

export function validateMove(s: Ti3State, seat: number, to: string, m: ShipMove, between?: string): void {
  const ok = moveChoices(s, seat, to, between).some(
    (c) => c.from === m.from && c.unit === m.unit && c.fighters === m.fighters && c.groundForces === m.groundForces && (c.pds ?? 0) === (m.pds ?? 0),
  );
  if (!ok) throw new GameError('ILLEGAL_MOVE', moveRefusal(s, seat, to, m));
}
