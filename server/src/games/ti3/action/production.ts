/**
 * Tactical action, step 7, Production (rulebook p.12, p.22, p.26-27): each Space Dock in the system builds
 * up to its planet's resources + 2 units, every Fighter or Ground Force counting as one. 1 resource buys 2
 * Fighters or 2 Ground Forces (a single one still costs 1; no mixing one of each). Ships appear in space,
 * Ground Forces and PDS on the dock's planet. Blockade: with an enemy ship in the system the dock builds no
 * ships. Component limits (War Sun 2 and only with the War Sun technology). A new Space Dock (cost 4) only
 * in this step, on a planet held since the start of the round, one per planet, no enemy ships in the system;
 * it cannot produce until next round. Fighters without capacity and ships beyond Fleet Supply are not
 * offered (RULE-READING). Integrated Economy: a unit may go elsewhere ({unit, at}: an adjacent activated
 * system without other players' units for a ship, one's planet in range for a Ground Force or PDS). A draft
 * (draft.ts): asked one unit at a time (`produce`: {unit, at?} | {dock: planet},
 * or confirm / undo-step / reset); the bill is paid at `confirm`.
 */
import { GameError, type Json } from '../../../engine';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import { UNITS, systemTile, unit, type UnitId } from '../data';
import { docksIn, fighterRoom, hasEnemyShips, onBoard, othersWithUnits, supplyUsed } from '../board';
import { adjacentByHex } from '../map/adjacency';
import { hasCounter } from './activation';
import { allows, dockProductionLimit, fleetSupply, modified, unitCost } from '../modifiers';
import { docksAllowed, groundForcesPerCost, productionBan, purchaseBan } from '../politics/rules';
import { noteProduction } from '../politics/tally';
import { requestPayment, spendable } from '../payment';
import { add, count, ensureFleet, fleetOf, planetsIn, roundEffect, total, type Counts, type Ctx, type Ti3State } from '../state';
import type { Placed, TaskOf } from '../tasks';

/** Docks that may produce now (not placed this round, not under Spacedock Accident, not stopped by a law). */
export function producingDocks(s: Ti3State, pos: string, seat: number): string[] {
  return docksAllowed(
    s,
    seat,
    docksIn(s, pos, seat).filter((n) => !s.planets[n].newDock && !roundEffect(s, 'Spacedock Accident', (e) => e.planet === n) && productionBan(s, n) === null),
  );
}

/** Each producing dock: its planet's resources + 2 (Enviro Compensator +1). */
export function productionLimit(s: Ti3State, pos: string, seat: number): number {
  return producingDocks(s, pos, seat).reduce((n, name) => {
    const p = systemTile(s.galaxy[pos]).planets.find((x) => x.name === name)!;
    // Productivity Spike: + the dock planet's influence this round.
    const spike = roundEffect(s, 'Productivity Spike', (e) => e.planet === name) ? p.influence : 0;
    return n + dockProductionLimit(s, seat, p.resources + 2 + spike);
  }, 0);
}

/** Units one resource buys (Regulated Conscription: Ground Forces one each). */
const perCost = (s: Ti3State, id: UnitId): number => (id === 'Ground Force' ? (groundForcesPerCost(s) ?? unit(id).perCost) : unit(id).perCost);

export function bill(s: Ti3State, seat: number, bought: Counts, dock: string | null): number {
  let cost = dock ? unitCost(s, seat, 'Space Dock') : 0;
  for (const [id, n] of Object.entries(bought) as [UnitId, number][]) cost += Math.ceil(n / perCost(s, id)) * unitCost(s, seat, id);
  return cost;
}

/**
 * What the player pays: the bill less the resources the producing docks add (Sarween Tools: 1 each).
 * RULE-READING (README): "whenever you produce units at any Space Dock" — one resource per producing dock
 * in the system, for units only (not a new Space Dock, which no dock produces); what it leaves unused is lost.
 */
export function amountDue(s: Ti3State, seat: number, pos: string, bought: Counts, dock: string | null): number {
  const units = bill(s, seat, bought, null);
  const extra = total(bought) > 0 ? producingDocks(s, pos, seat).reduce((n) => n + modified('productionResources', 0, { s, seat }), 0) : 0;
  return Math.max(0, units - extra) + bill(s, seat, {}, dock);
}

/** Units of the draft placed at `at` (absent: the dock system and the docks' planets). */
function placedAt(task: TaskOf<'produce'>, at: string | undefined): Counts {
  const out: Counts = {};
  for (const step of task.steps) if ('unit' in step && step.at === at) add(out, step.unit, 1);
  return out;
}

function pdsRoom(s: Ti3State, task: TaskOf<'produce'>, at: string | undefined): boolean {
  const planets = at === undefined ? producingDocks(s, task.pos, task.seat) : [at];
  const room = planets.reduce((n, name) => n + Math.max(0, 2 - count(s.planets[name].units, 'PDS')), 0);
  return count(placedAt(task, at), 'PDS') < room;
}

/**
 * Integrated Economy: systems adjacent to the dock system (by hex edge: wormholes carry no other effect
 * than movement) that the player activated and that hold no other player's units, where new ships may go;
 * new Ground Forces and PDS go on the player's planets in the dock system and those systems (errata).
 */
export function integratedSystems(s: Ti3State, task: TaskOf<'produce'>): string[] {
  if (!allows(s, task.seat, 'integratedEconomy')) return [];
  return adjacentByHex(s.galaxy, task.pos).filter((p) => hasCounter(s, p, task.seat) && othersWithUnits(s, p, task.seat).length === 0);
}

/** Where a unit may go besides the default: systems for ships, the player's planets for Ground Forces and PDS. */
function elsewhere(s: Ti3State, task: TaskOf<'produce'>, id: UnitId): string[] {
  const systems = integratedSystems(s, task);
  if (systems.length === 0) return [];
  if (unit(id).ship) return systems;
  // The default already puts Ground Forces on the first dock's planet and PDS on the docks' planets.
  const docks = producingDocks(s, task.pos, task.seat);
  const defaults = id === 'PDS' ? docks : docks.slice(0, 1);
  return [task.pos, ...systems].flatMap((p) => planetsIn(s, p)).filter((n) => s.planets[n].owner === task.seat && !defaults.includes(n));
}

function canAdd(s: Ti3State, task: TaskOf<'produce'>, id: UnitId, at?: string): boolean {
  const { seat, pos, bought } = task;
  const u = unit(id);
  if (id === 'Space Dock' || purchaseBan(s, id) !== null) return false;
  if (at !== undefined && !elsewhere(s, task, id).includes(at)) return false;
  if (total(bought) >= productionLimit(s, pos, seat)) return false;
  if (u.limit !== null && onBoard(s, seat, id) + count(bought, id) >= u.limit) return false;
  if (id === 'War Sun' && !allows(s, seat, 'mayProduce', 'War Sun')) return false;
  // RULE-READING (README): a blockade stops the dock building ships wherever they would be placed.
  if (u.ship && hasEnemyShips(s, pos, seat)) return false;
  const there = placedAt(task, at);
  add(there, id, 1);
  if (u.ship && !shipsFit(s, at ?? pos, seat, there)) return false;
  if (id === 'PDS' && !pdsRoom(s, task, at)) return false;
  return amountDue(s, seat, pos, { ...bought, [id]: count(bought, id) + 1 }, task.dock) <= spendable(s, seat, 'resources');
}

/** Whether the ships in space after production stay within Fleet Supply and the Fighters within capacity (Advanced Fighters: none needed). */
function shipsFit(s: Ti3State, pos: string, seat: number, bought: Counts): boolean {
  const units: Counts = { ...fleetOf(s, pos, seat)?.units };
  for (const [id, n] of Object.entries(bought) as [UnitId, number][]) if (unit(id).ship) add(units, id, n);
  if (supplyUsed(s, pos, seat, units) > fleetSupply(s, seat, pos)) return false;
  return allows(s, seat, 'fightersNeedNoSupport') || count(units, 'Fighter') <= fighterRoom(s, pos, seat, units);
}

/** Planets where a new Space Dock may go. */
function dockChoices(s: Ti3State, task: TaskOf<'produce'>): string[] {
  const { seat, pos } = task;
  if (task.dock !== null || task.imperial || hasEnemyShips(s, pos, seat) || onBoard(s, seat, 'Space Dock') >= 3) return [];
  if (amountDue(s, seat, pos, task.bought, 'x') > spendable(s, seat, 'resources')) return [];
  return planetsIn(s, pos).filter((n) => s.planets[n].owner === seat && s.planets[n].since < s.round && count(s.planets[n].units, 'Space Dock') === 0);
}

export function produceChoices(s: Ti3State, task: TaskOf<'produce'>): Json[] {
  const out: Json[] = draftControls(task.steps.length);
  if (producingDocks(s, task.pos, task.seat).length > 0)
    for (const u of UNITS) {
      if (canAdd(s, task, u.name)) out.push({ unit: u.name });
      for (const at of elsewhere(s, task, u.name)) if (canAdd(s, task, u.name, at)) out.push({ unit: u.name, at });
    }
  for (const planet of dockChoices(s, task)) out.push({ dock: planet });
  return out;
}

export function wantsProduction(s: Ti3State, task: TaskOf<'produce'>): boolean {
  if (task.unlessProducedIn !== undefined && s.activation?.produced) return false;
  return produceChoices(s, task).length > 1 || total(task.bought) > 0 || task.dock !== null;
}

/** A step of the production draft; true once confirmed (the bill is then paid and the units placed). */
export function produceStep(ctx: Ctx, task: TaskOf<'produce'>, move: Json): boolean {
  const s = ctx.s;
  if (move === CONFIRM) {
    finishProduction(ctx, task);
    return true;
  }
  if (move === UNDO || move === RESET) {
    const undone = move === RESET ? task.steps.splice(0) : task.steps.splice(-1);
    for (const step of undone) {
      if ('unit' in step) add(task.bought, step.unit, -1);
      else task.dock = null;
    }
    return false;
  }
  if (typeof move === 'object' && move !== null && !Array.isArray(move) && typeof move.unit === 'string') {
    const id = move.unit as UnitId;
    const at = typeof move.at === 'string' ? move.at : undefined;
    if (!canAdd(s, task, id, at)) throw new GameError('ILLEGAL_MOVE', productionRefusal(s, task, id, at));
    add(task.bought, id, 1);
    task.steps.push(at === undefined ? { unit: id } : { unit: id, at });
    return false;
  }
  if (typeof move === 'object' && move !== null && !Array.isArray(move) && typeof move.dock === 'string') {
    if (!dockChoices(s, task).includes(move.dock)) {
      throw new GameError(
        'ILLEGAL_MOVE',
        `a new Space Dock may not go on ${move.dock}: a planet held since the start of the round, one dock per planet, no enemy ships, at most 3`,
      );
    }
    task.dock = move.dock;
    task.steps.push({ dock: move.dock });
    return false;
  }
  throw new GameError('BAD_MOVE', 'produce: expected {"unit": …}, {"dock": planet}, "confirm", "undo-step" or "reset"');
}

function productionRefusal(s: Ti3State, task: TaskOf<'produce'>, id: UnitId, at: string | undefined): string {
  const u = unit(id);
  if (at !== undefined && !elsewhere(s, task, id).includes(at))
    return `a new ${id} may go to ${at} only with Integrated Economy: an adjacent system you activated with no other player's units (Ground Forces and PDS: your planets there)`;
  if (u.ship && hasEnemyShips(s, task.pos, task.seat)) return `blockade: enemy ships in ${task.pos}, the dock builds no ships`;
  if (total(task.bought) >= productionLimit(s, task.pos, task.seat)) return `the production limit here is ${productionLimit(s, task.pos, task.seat)} units`;
  if (u.limit !== null && onBoard(s, task.seat, id) + count(task.bought, id) >= u.limit) return `component limit: at most ${u.limit} ${id}`;
  if (id === 'War Sun') return 'a War Sun needs the War Sun technology';
  return `you cannot add a ${id} here (Fleet Supply, Fighter capacity, 2 PDS per planet or resources)`;
}

function finishProduction(ctx: Ctx, task: TaskOf<'produce'>): void {
  const s = ctx.s;
  if (total(task.bought) === 0 && task.dock === null) return;
  if (s.activation) s.activation.produced = true;
  requestPayment(ctx, task.seat, 'resources', amountDue(s, task.seat, task.pos, task.bought, task.dock), [
    { t: 'place-production', seat: task.seat, pos: task.pos, bought: task.bought, dock: task.dock, elsewhere: elsewhereSteps(task) },
  ]);
}

function elsewhereSteps(task: TaskOf<'produce'>): Placed[] {
  return task.steps.flatMap((step) => ('unit' in step && step.at !== undefined ? [{ unit: step.unit, at: step.at }] : []));
}

/** After the payment: ships in space, Ground Forces and PDS on the docks' planets (or where Integrated Economy put them), the new dock. */
export function placeProduction(ctx: Ctx, task: TaskOf<'place-production'>): void {
  const s = ctx.s;
  const { seat, pos, bought } = task;
  const cost = amountDue(s, seat, pos, bought, task.dock);
  const docks = producingDocks(s, pos, seat);
  const here: Counts = { ...bought };
  for (const p of task.elsewhere ?? []) {
    add(here, p.unit, -1);
    add(unit(p.unit).ship ? ensureFleet(s, p.at, seat).units : s.planets[p.at].units, p.unit, 1);
  }
  for (const [id, n] of Object.entries(here) as [UnitId, number][]) {
    if (unit(id).ship) add(ensureFleet(s, pos, seat).units, id, n);
    else if (id === 'Ground Force') add(s.planets[docks[0]].units, id, n);
    else if (id === 'PDS') {
      for (let i = 0; i < n; i++) add(s.planets[docks.find((d) => count(s.planets[d].units, 'PDS') < 2)!].units, 'PDS', 1);
    }
  }
  if (task.dock) {
    add(s.planets[task.dock].units, 'Space Dock', 1);
    s.planets[task.dock].newDock = true;
  }
  const placed = task.elsewhere ?? [];
  ctx.ev.push({ type: 'produce', text: `seat ${seat} produces in ${pos}`, data: { seat, pos, units: bought, dock: task.dock, cost, elsewhere: placed } });
  noteProduction(s, seat, docks, bought);
}
