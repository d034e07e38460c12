/**
 * Tactical action, step 2, Move (rulebook p.10-11, p.18-20): ships move up to their move value along
 * passable paths and end in the activated system. Ships in a system the player activated earlier this
 * round cannot move. No ship passes through a system holding enemy ships (Ground Forces and Space Docks
 * never block). Carriers and War Suns pick up Fighters, Ground Forces and PDS up to capacity in the system
 * they start in and in a system they pass through — never in one the player activated earlier or one with
 * enemy ships. Passing through a crowded system is fine; ending over Fleet Supply is not.
 *
 * A draft (draft.ts): asked one ship at a time (`move`: {from, unit, fighters, groundForces, pds?, via?},
 * or confirm / undo-step / reset); the plan is applied at `confirm`, and nobody else sees it before.
 * RULE-READING (listed in the README): a ship picks up in at most one system on the way (`via`, on a
 * path within its move); with the base move values only a War Sun (move 2) passes through a system at
 * all, and then through exactly one. In the system it ends in, a ship lifts Ground Forces and PDS off the
 * player's planets (to land them elsewhere there); its space's units are there already. One `via` a move:
 * a War Sun picks up where it passes or where it ends, not both (RULE-READING).
 */
import { cloneJson, GameError, type Json } from '../../../engine';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import type { Pickup, ShipMove, TaskOf } from '../tasks';
import { SHIP_IDS, unit, type UnitId } from '../data';
import { capitalShips, carryCapacity, hasEnemyShips } from '../board';
import { passableTile, pathLength } from '../map/paths';
import { fleetSupply, unitMove } from '../modifiers';
import { add, count, ensureFleet, fleetOf, planetsIn, tidySpace, type Ctx, type Ti3State } from '../state';
import { hasCounter } from './activation';
import { wormholeRule } from '../politics/rules';

/** Ground Forces or PDS the seat could load in `pos`: aboard in space, then on its planets there. */
function loadableAt(s: Ti3State, pos: string, seat: number, id: 'Ground Force' | 'PDS', planetsOnly = false): number {
  const aboard = planetsOnly ? 0 : count(fleetOf(s, pos, seat)?.units, id);
  return aboard + planetsIn(s, pos).reduce((n, name) => n + (s.planets[name].owner === seat ? count(s.planets[name].units, id) : 0), 0);
}

/** Moves `n` Ground Forces or PDS from `from` (aboard first unless `planetsOnly`, then the seat's planets there) aboard in `to`. */
function load(s: Ti3State, seat: number, from: string, to: string, id: 'Ground Force' | 'PDS', n: number, planetsOnly = false): void {
  const f = ensureFleet(s, from, seat);
  let left = n;
  const aboard = planetsOnly ? 0 : Math.min(left, count(f.units, id));
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
  return pathLength(pathRules(s, seat), from, to, unitMove(s, seat, id)) !== null;
}

function pathRules(s: Ti3State, seat: number) {
  return { galaxy: s.galaxy, blocked: (p: string) => hasEnemyShips(s, p, seat), wormholes: wormholeRule(s) };
}

/** What the seat could pick up in `pos`: Fighters in space, Ground Forces and PDS aboard or on its planets. */
/** In the system a ship ends in (`end`), only what stands on the planets: the rest is in its space already. */
function pickupsAt(s: Ti3State, pos: string, seat: number, end = false): Cargo {
  return {
    fighters: end ? 0 : count(fleetOf(s, pos, seat)?.units, 'Fighter'),
    groundForces: loadableAt(s, pos, seat, 'Ground Force', end),
    pds: loadableAt(s, pos, seat, 'PDS', end),
  };
}

const some = (c: Cargo) => c.fighters + c.groundForces + c.pds > 0;

type Cargo = { fighters: number; groundForces: number; pds: number };
const NO_CARGO: Cargo = { fighters: 0, groundForces: 0, pds: 0 };

/**
 * Systems a ship of `id` may pick up in besides its start: those it may pass through on its way from `from`
 * to `to` (passable, free of enemy ships, not activated by the seat earlier, on a path within its move), and
 * `to` itself unless it holds enemy ships; each only with something to take.
 */
function pickupStops(s: Ti3State, seat: number, from: string, to: string, id: UnitId): string[] {
  const move = unitMove(s, seat, id);
  const rules = pathRules(s, seat);
  const passed = Object.keys(s.galaxy).filter((pos) => {
    if (pos === from || pos === to || hasCounter(s, pos, seat) || hasEnemyShips(s, pos, seat) || !passableTile(s.galaxy, pos)) return false;
    if (!some(pickupsAt(s, pos, seat))) return false;
    const there = pathLength(rules, from, pos, move);
    return there !== null && there < move && pathLength(rules, pos, to, move - there) !== null;
  });
  return !hasEnemyShips(s, to, seat) && some(pickupsAt(s, to, seat, true)) ? [...passed, to] : passed;
}

/** Every way to fill `capacity` from the `pools` (each up to its size), the empty load included. */
function loads(pools: number[], capacity: number): number[][] {
  if (pools.length === 0) return [[]];
  const out: number[][] = [];
  for (let k = 0; k <= Math.min(pools[0], capacity); k++) for (const rest of loads(pools.slice(1), capacity - k)) out.push([k, ...rest]);
  return out;
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
    if (!isShipMove(move))
      throw new GameError('BAD_MOVE', 'move: expected {from, unit, fighters, groundForces, pds?, via?}, "confirm", "undo-step" or "reset"');
    const pds = Number(move.pds ?? 0);
    const via = pickupOf(move.via);
    const m: ShipMove = {
      from: move.from,
      unit: move.unit,
      fighters: Number(move.fighters ?? 0),
      groundForces: Number(move.groundForces ?? 0),
      ...(pds > 0 ? { pds } : {}),
      ...(via ? { via } : {}),
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
      const here =
        capacity > 0 && !hasEnemyShips(s, from, seat) ? pickupsAt(s, from, seat) : { ...NO_CARGO, fighters: capacity > 0 ? count(f.units, 'Fighter') : 0 };
      const stops: [string | null, Cargo][] = [[null, NO_CARGO]];
      if (activation && capacity > 0) for (const pos of pickupStops(s, seat, from, to, id)) stops.push([pos, pickupsAt(s, pos, seat, pos === to)]);
      for (const [via, there] of stops) {
        const pools = [here.groundForces, here.pds, here.fighters, there.groundForces, there.pds, there.fighters];
        for (const [gf, pds, fi, vGf, vPds, vFi] of loads(pools, capacity)) {
          if (gf + pds < minCargo || (via !== null && vGf + vPds + vFi === 0)) continue;
          const pickup: Pickup | null = via === null ? null : { pos: via, fighters: vFi, groundForces: vGf, ...(vPds > 0 ? { pds: vPds } : {}) };
          out.push({ from, unit: id, fighters: fi, groundForces: gf, ...(pds > 0 ? { pds } : {}), ...(pickup ? { via: pickup } : {}) });
        }
      }
    }
  }
  return out;
}

/** The `via` of an answer: absent, or {pos, fighters, groundForces, pds?}. */
function pickupOf(x: Json | undefined): Pickup | null {
  if (x === undefined || x === null) return null;
  if (typeof x !== 'object' || Array.isArray(x) || typeof x.pos !== 'string')
    throw new GameError('BAD_MOVE', 'move: via is {pos, fighters, groundForces, pds?}, a system passed through and what is picked up there');
  const pds = Number(x.pds ?? 0);
  return { pos: x.pos, fighters: Number(x.fighters ?? 0), groundForces: Number(x.groundForces ?? 0), ...(pds > 0 ? { pds } : {}) };
}

const sameCargo = (a: Pickup | ShipMove, b: Pickup | ShipMove) =>
  a.fighters === b.fighters && a.groundForces === b.groundForces && (a.pds ?? 0) === (b.pds ?? 0);
const sameVia = (a: Pickup | undefined, b: Pickup | undefined) => (a && b ? a.pos === b.pos && sameCargo(a, b) : a === b);

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
  if (m.via) {
    const why = viaRefusal(s, seat, to, m, m.via);
    if (why) return why;
  }
  return `a ${m.unit} cannot carry ${m.fighters} Fighter(s) and ${m.groundForces} Ground Force(s) from ${m.from}${m.via ? ` and ${m.via.fighters} Fighter(s), ${m.via.groundForces} Ground Force(s) from ${m.via.pos}` : ''}`;
}

/** Why a pickup on the way is refused (null when only the amounts are wrong). */
function viaRefusal(s: Ti3State, seat: number, to: string, m: ShipMove, via: Pickup): string | null {
  if (via.pos !== to && hasCounter(s, via.pos, seat)) return `no pickup in ${via.pos}: you activated it earlier this round`;
  if (hasEnemyShips(s, via.pos, seat)) return `no pickup in ${via.pos}: it holds enemy ships`;
  if (!pickupStops(s, seat, m.from, to, m.unit).includes(via.pos))
    return `a ${m.unit} from ${m.from} to ${to} cannot pass through ${via.pos} (move ${unitMove(s, seat, m.unit)})`;
  return null;
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
  if (m.via) {
    add(ensureFleet(s, m.via.pos, seat).units, 'Fighter', -m.via.fighters);
    add(dest.units, 'Fighter', m.via.fighters);
    const end = m.via.pos === to;
    load(s, seat, m.via.pos, to, 'Ground Force', m.via.groundForces, end);
    load(s, seat, m.via.pos, to, 'PDS', m.via.pds ?? 0, end);
    tidySpace(s, m.via.pos);
  }
  if (s.activation) s.activation.moved = true;
  const pickup = m.via ? `, picking up in ${m.via.pos}` : '';
  ctx.ev.push({ type: 'move', text: `seat ${seat} moves a ${m.unit} from ${m.from} to ${to}${pickup}`, data: { seat, ...m, to } });
}

export function validateMove(s: Ti3State, seat: number, to: string, m: ShipMove, between?: string): void {
  const ok = moveChoices(s, seat, to, between).some((c) => c.from === m.from && c.unit === m.unit && sameCargo(c, m) && sameVia(c.via, m.via));
  if (!ok) throw new GameError('ILLEGAL_MOVE', moveRefusal(s, seat, to, m));
}
