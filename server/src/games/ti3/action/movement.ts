/**
 * Tactical action, step 2, Move (rulebook p.10-11, p.18-20): ships move up to their move value along
 * passable paths and end in the activated system. Ships in a system the player activated earlier this
 * round cannot move. No ship passes through a system holding enemy ships other than Fighters (Ground
 * Forces and Space Docks never block; Fighters block with Advanced Fighters; Light/Wave Deflector passes
 * all; Antimass Deflectors passes Asteroid Fields — board.ts, map/paths.ts). Move values, capacity
 * (Stasis Capsules: room for Ground Forces only) and Fleet Supply (Advanced Fighters' Fighters beyond
 * capacity) come from the modifier pipeline. Carriers and War Suns pick up Fighters, Ground Forces and PDS
 * up to capacity in the system they start in, pass through or end in — never in one the player activated
 * earlier or one with enemy ships. Passing through a crowded system is fine; ending over Fleet Supply is not.
 *
 * A draft (draft.ts): asked one step at a time (`move`), confirm / undo-step / reset; the plan is applied
 * at `confirm`, and nobody else sees it before. A step is a ship with what it takes from its start system
 * ({from, unit, fighters, groundForces, pds?}), or a pickup by the ship planned last in a system on its
 * way ({via: pos, fighters, groundForces, pds?}), in the order passed: each pickup must leave a route
 * from the start through every pickup system so far to the activated system within the ship's move, so
 * a ship passing several systems (a War Sun, move 2; longer moves from technologies) picks up in each.
 * In the system it ends in — its last pickup — a ship lifts Ground Forces and PDS off the player's planets
 * (to land them elsewhere there); its space's units are there already. RULE-READING (listed in the
 * README): a system counts as passed through when it lies on such a route; each system is a pickup once.
 */
import { cloneJson, GameError, type Json } from '../../../engine';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import type { Pickup, ShipMove, TaskOf } from '../tasks';
import { SHIP_IDS, unit, type UnitId } from '../data';
import { blocksMovement, carryCapacity, groundForceRoom, hasEnemyShips, supplyUsed } from '../board';
import { tileAt } from '../map/adjacency';
import { passableTile, pathLength, type PathRules } from '../map/paths';
import { allows, fleetSupply, unitMove } from '../modifiers';
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
  return pathLength(pathRules(s, seat, from, id), from, to, unitMove(s, seat, id)) !== null;
}

/**
 * In the Silence of Space: the ships with a move of 2 or more of the fleet chosen (in `from`) pass through
 * systems holding enemy ships during this activation (they end only in the activated system, as always).
 */
function silent(s: Ti3State, seat: number, from: string, id: UnitId): boolean {
  return (
    unitMove(s, seat, id) >= 2 && s.cardEffects.some((e) => e.card === 'In the Silence of Space' && e.seat === seat && e.pos === from && e.activation === true)
  );
}

/** The path rules for the seat's `id` ships leaving `from`. */
function pathRules(s: Ti3State, seat: number, from: string, id: UnitId): PathRules {
  const through = silent(s, seat, from, id);
  return {
    galaxy: s.galaxy,
    blocked: (p: string) => !through && blocksMovement(s, p, seat),
    throughAsteroids: allows(s, seat, 'moveThroughAsteroids'),
    wormholes: wormholeRule(s),
  };
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

type Cargo = { fighters: number; groundForces: number; pds: number };

const cargoOf = (c: Cargo | ShipMove | Pickup) => c.fighters + c.groundForces + (c.pds ?? 0);

/** Room aboard one ship: shared by Fighters, Ground Forces and PDS, and for Ground Forces only (Stasis Capsules). */
type Room = { shared: number; groundForcesOnly: number };

function roomOf(s: Ti3State, seat: number, id: UnitId): Room {
  return { shared: carryCapacity(s, { seat, units: { [id]: 1 }, damaged: {} }), groundForcesOnly: groundForceRoom(s, seat, { [id]: 1 }) };
}

/** Whether `c` fits in `room`: Ground Forces take the room for Ground Forces only first. */
const fits = (room: Room, c: Cargo) => c.fighters + c.pds + Math.max(0, c.groundForces - room.groundForcesOnly) <= room.shared;

/** Every way to fill `capacity` from the `pools` (each up to its size), the empty load included. */
function loads(pools: number[], capacity: number): number[][] {
  if (pools.length === 0) return [[]];
  const out: number[][] = [];
  for (let k = 0; k <= Math.min(pools[0], capacity); k++) for (const rest of loads(pools.slice(1), capacity - k)) out.push([k, ...rest]);
  return out;
}

/** A ship's move value for this journey: a ship leaving a Nebula has move 1. */
function journeyMove(s: Ti3State, seat: number, from: string, id: UnitId): number {
  const move = unitMove(s, seat, id);
  return tileAt(s.galaxy, from)?.special === 'nebula' ? Math.min(move, 1) : move;
}

/** Whether a route from `from` through `stops`, in order, fits within `move` steps along passable paths. */
function routeFits(s: Ti3State, seat: number, m: ShipMove, stops: string[], move: number): boolean {
  let used = 0;
  let at = m.from;
  for (const pos of stops) {
    const d = pathLength(pathRules(s, seat, m.from, m.unit), at, pos, move - used);
    if (d === null) return false;
    used += d;
    at = pos;
  }
  return true;
}

/**
 * Where the ship move `m` into `to` may pick up next, after its pickups so far: a system it may pass
 * through (passable, free of enemy ships, not activated by the seat earlier, not its start, not a pickup
 * already) on a route from its start through its pickups and that system to `to` within its move, or
 * `to` itself (last) unless it holds enemy ships; each only with something to take.
 */
function nextStops(s: Ti3State, seat: number, to: string, m: ShipMove): string[] {
  const done = (m.via ?? []).map((p) => p.pos);
  if (done.includes(to)) return [];
  const move = journeyMove(s, seat, m.from, m.unit);
  const passed = Object.keys(s.galaxy).filter((pos) => {
    if (
      pos === m.from ||
      pos === to ||
      done.includes(pos) ||
      hasCounter(s, pos, seat) ||
      hasEnemyShips(s, pos, seat) ||
      !passableTile(s.galaxy, pos, allows(s, seat, 'moveThroughAsteroids'))
    )
      return false;
    return cargoOf(pickupsAt(s, pos, seat)) > 0 && routeFits(s, seat, m, [...done, pos, to], move);
  });
  const end = !hasEnemyShips(s, to, seat) && cargoOf(pickupsAt(s, to, seat, true)) > 0 && routeFits(s, seat, m, [...done, to], move);
  return end ? [...passed, to] : passed;
}

/** What the ship move `m` carries so far: from its start and from its pickups. */
function taken(m: ShipMove): Cargo {
  const c: Cargo = { fighters: m.fighters, groundForces: m.groundForces, pds: m.pds ?? 0 };
  for (const p of m.via ?? []) {
    c.fighters += p.fighters;
    c.groundForces += p.groundForces;
    c.pds += p.pds ?? 0;
  }
  return c;
}

/** Room left aboard the ship of move `m` after what it has taken so far (both kinds of room together). */
function roomLeft(s: Ti3State, seat: number, m: ShipMove): number {
  const room = roomOf(s, seat, m.unit);
  return room.shared + room.groundForcesOnly - cargoOf(taken(m));
}

/** Every next pickup of the ship move `m` (the one planned last) into `to`, on the board `s` the plan leaves. */
function pickupChoices(s: Ti3State, seat: number, to: string, m: ShipMove): Pickup[] {
  const left = roomLeft(s, seat, m);
  if (left <= 0) return [];
  const room = roomOf(s, seat, m.unit);
  const so = taken(m);
  const out: Pickup[] = [];
  for (const pos of nextStops(s, seat, to, m)) {
    const there = pickupsAt(s, pos, seat, pos === to);
    for (const [groundForces, pds, fighters] of loads([there.groundForces, there.pds, there.fighters], left)) {
      if (groundForces + pds + fighters === 0) continue;
      if (!fits(room, { fighters: so.fighters + fighters, groundForces: so.groundForces + groundForces, pds: so.pds + pds })) continue;
      out.push({ pos, fighters, groundForces, ...(pds > 0 ? { pds } : {}) });
    }
  }
  return out;
}

/** A pickup as the move question lists it: {via: pos, fighters, groundForces, pds?}. */
const pickupAnswer = (p: Pickup): Json => {
  const { pos, ...cargo } = p;
  return { via: pos, ...cargo };
};

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

/** The movement question's answers: the draft controls, then every next ship move, then every next pickup of the ship planned last. */
export function movePlanChoices(s: Ti3State, task: TaskOf<'move'>): Json[] {
  const board = planned(s, task);
  const last = task.plan.at(-1);
  const pickups = last && task.between === undefined ? pickupChoices(board, task.seat, task.pos, last).map(pickupAnswer) : [];
  return [...draftControls(task.plan.length), ...moveChoices(board, task.seat, task.pos, task.between), ...pickups];
}

/** Undoes the last step: the last pickup of the ship planned last, else that ship's move. */
function undoStep(task: TaskOf<'move'>): void {
  const last = task.plan.at(-1);
  if (last?.via) {
    last.via.pop();
    if (last.via.length === 0) delete last.via;
  } else task.plan.pop();
}

/** A step of the movement draft; true once confirmed (the plan then moves the ships, publicly). */
export function movementStep(ctx: Ctx, task: TaskOf<'move'>, move: Json): boolean {
  if (move === UNDO) undoStep(task);
  else if (move === RESET) task.plan = [];
  else if (move === CONFIRM) {
    for (const m of task.plan) moveShip(ctx, task.seat, destinationOf(task.pos, task.between, m.from), m);
    return true;
  } else if (isPickup(move)) {
    const pds = Number(move.pds ?? 0);
    addPickup(ctx.s, task, { pos: move.via, fighters: Number(move.fighters ?? 0), groundForces: Number(move.groundForces ?? 0), ...(pds > 0 ? { pds } : {}) });
  } else {
    if (!isShipMove(move))
      throw new GameError(
        'BAD_MOVE',
        'move: expected {from, unit, fighters, groundForces, pds?}, {via, fighters, groundForces, pds?}, "confirm", "undo-step" or "reset"',
      );
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

/** A pickup on the way by the ship planned last. */
function addPickup(s: Ti3State, task: TaskOf<'move'>, p: Pickup): void {
  const last = task.plan.at(-1);
  if (!last) throw new GameError('ILLEGAL_MOVE', 'a pickup on the way follows the move of the ship that makes it: plan a ship first');
  if (task.between !== undefined) throw new GameError('ILLEGAL_MOVE', 'a transfer picks up nothing on the way (only in the system the ship leaves)');
  const board = planned(s, task);
  if (!pickupChoices(board, task.seat, task.pos, last).some((c) => c.pos === p.pos && sameCargo(c, p))) {
    throw new GameError('ILLEGAL_MOVE', pickupRefusal(board, task.seat, task.pos, last, p));
  }
  last.via = [...(last.via ?? []), p];
}

/** The destination of a move in a transfer: the other system. */
export function destinationOf(pos: string, between: string | undefined, from: string): string {
  return between !== undefined && from === pos ? between : pos;
}

/** Whether one more `id` in `to` would break Fleet Supply (ships other than Fighters; with Advanced Fighters, Fighters beyond capacity). */
function overSupply(s: Ti3State, seat: number, to: string, id: UnitId): boolean {
  if (!unit(id).fleetSupply && id !== 'Fighter') return false;
  const units = { ...fleetOf(s, to, seat)?.units };
  add(units, id, 1);
  return supplyUsed(s, to, seat, units) > fleetSupply(s, seat, to);
}

function shipMoves(s: Ti3State, seat: number, to: string, sources: string[], activation: boolean): ShipMove[] {
  const out: ShipMove[] = [];
  for (const from of sources) {
    if (from === to || (activation && hasCounter(s, from, seat))) continue;
    const f = fleetOf(s, from, seat);
    if (!f) continue;
    for (const id of SHIP_IDS) {
      if (count(f.units, id) === 0 || unitMove(s, seat, id) === 0) continue;
      if (overSupply(s, seat, to, id)) continue;
      if (activation && !reachable(s, seat, from, to, id)) continue;
      const room = roomOf(s, seat, id);
      const capacity = room.shared + room.groundForcesOnly;
      // Ground Forces and PDS aboard that stay must keep a ship with room: the others' capacity.
      const restCapacity = carryCapacity(s, f) + groundForceRoom(s, seat, f.units) - capacity;
      const minCargo = Math.max(0, count(f.units, 'Ground Force') + count(f.units, 'PDS') - restCapacity);
      const here =
        capacity > 0 && !hasEnemyShips(s, from, seat)
          ? pickupsAt(s, from, seat)
          : { fighters: room.shared > 0 ? count(f.units, 'Fighter') : 0, groundForces: 0, pds: 0 };
      for (const [groundForces, pds, fighters] of loads([here.groundForces, here.pds, here.fighters], capacity)) {
        if (groundForces + pds < minCargo || !fits(room, { fighters, groundForces, pds })) continue;
        out.push({ from, unit: id, fighters, groundForces, ...(pds > 0 ? { pds } : {}) });
      }
    }
  }
  return out;
}

const sameCargo = (a: Pickup | ShipMove, b: Pickup | ShipMove) =>
  a.fighters === b.fighters && a.groundForces === b.groundForces && (a.pds ?? 0) === (b.pds ?? 0);

export function isShipMove(x: Json): x is ShipMove & { [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.from === 'string' && typeof x.unit === 'string' && x.via === undefined;
}

function isPickup(x: Json): x is { via: string; [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof x.via === 'string' && x.from === undefined;
}

/** Why a ship move is refused, naming the rule. */
export function moveRefusal(s: Ti3State, seat: number, to: string, m: ShipMove): string {
  const f = fleetOf(s, m.from, seat);
  if (!f || count(f.units, m.unit) === 0) return `you have no ${m.unit} in ${m.from}`;
  if (hasCounter(s, m.from, seat) && s.activation?.transfer === null) return `your ships in ${m.from}, a system you activated earlier this round, cannot move`;
  if (overSupply(s, seat, to, m.unit)) {
    return `Fleet Supply is ${fleetSupply(s, seat, to)}: another ship cannot end in ${to}`;
  }
  if (!reachable(s, seat, m.from, to, m.unit))
    return `${to} is out of reach of a ${m.unit} in ${m.from} (move ${unitMove(s, seat, m.unit)}, along passable systems)`;
  return `a ${m.unit} cannot carry ${m.fighters} Fighter(s) and ${m.groundForces} Ground Force(s) from ${m.from}`;
}

/** Why a pickup by the ship move `m` is refused, naming the rule. */
function pickupRefusal(s: Ti3State, seat: number, to: string, m: ShipMove, p: Pickup): string {
  const done = (m.via ?? []).map((x) => x.pos);
  if (p.pos === m.from) return `the ${m.unit} takes what it carries from its start system ${m.from} with its move`;
  if (done.includes(p.pos)) return `the ${m.unit} has picked up in ${p.pos} already`;
  if (p.pos !== to && hasCounter(s, p.pos, seat)) return `no pickup in ${p.pos}: you activated it earlier this round`;
  if (hasEnemyShips(s, p.pos, seat)) return `no pickup in ${p.pos}: it holds enemy ships`;
  if (!nextStops(s, seat, to, m).includes(p.pos)) {
    const after = done.length > 0 ? ` after ${done.join(', ')}` : '';
    return `a ${m.unit} from ${m.from} to ${to} cannot pass through ${p.pos}${after} (move ${journeyMove(s, seat, m.from, m.unit)})`;
  }
  return `the ${m.unit} has room for ${roomLeft(s, seat, m)} more: it cannot pick up ${p.fighters} Fighter(s), ${p.groundForces} Ground Force(s) and ${p.pds ?? 0} PDS in ${p.pos}`;
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
  for (const p of m.via ?? []) {
    add(ensureFleet(s, p.pos, seat).units, 'Fighter', -p.fighters);
    add(dest.units, 'Fighter', p.fighters);
    const end = p.pos === to;
    load(s, seat, p.pos, to, 'Ground Force', p.groundForces, end);
    load(s, seat, p.pos, to, 'PDS', p.pds ?? 0, end);
    tidySpace(s, p.pos);
  }
  if (s.activation) s.activation.moved = true;
  const pickup = m.via ? `, picking up in ${m.via.map((p) => p.pos).join(', ')}` : '';
  ctx.ev.push({ type: 'move', text: `seat ${seat} moves a ${m.unit} from ${m.from} to ${to}${pickup}`, data: { seat, ...m, to } });
}

export function validateMove(s: Ti3State, seat: number, to: string, m: ShipMove, between?: string): void {
  const ok = moveChoices(s, seat, to, between).some((c) => c.from === m.from && c.unit === m.unit && sameCargo(c, m));
  if (!ok) throw new GameError('ILLEGAL_MOVE', moveRefusal(s, seat, to, m));
}
