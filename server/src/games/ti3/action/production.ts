/**
 * Tactical action, step 7, Production (rulebook p.12, p.22, p.26-27): each Space Dock in the system builds
 * up to its planet's resources + 2 units, every Fighter or Ground Force counting as one. 1 resource buys 2
 * Fighters or 2 Ground Forces (a single one still costs 1; no mixing one of each). Ships appear in space,
 * Ground Forces and PDS on the dock's planet. Blockade: with an enemy ship in the system the dock builds no
 * ships. Component limits (War Sun 2 and only with the War Sun technology). A new Space Dock (cost 4) only
 * in this step, on a planet held since the start of the round, one per planet, no enemy ships in the system;
 * it cannot produce until next round. Fighters without capacity and ships beyond Fleet Supply are not
 * offered (RULE-READING). A draft (draft.ts): asked one unit at a time (`produce`: {unit} | {dock: planet},
 * or confirm / undo-step / reset); the bill is paid at `confirm`.
 */
import { GameError, type Json } from '../../../engine';
import { CONFIRM, draftControls, RESET, UNDO } from '../draft';
import { UNITS, systemTile, unit, type UnitId } from '../data';
import { capitalShips, carryCapacity, docksIn, fighterRoom, hasEnemyShips, onBoard } from '../board';
import { dockProductionLimit, fleetSupply, unitCost } from '../modifiers';
import { docksAllowed, groundForcesPerCost, productionBan, purchaseBan } from '../politics/rules';
import { noteProduction } from '../politics/tally';
import { requestPayment, spendable } from '../payment';
import { add, count, ensureFleet, fleetOf, planetsIn, total, type Counts, type Ctx, type Ti3State } from '../state';
import type { TaskOf } from '../tasks';

/** Docks that may produce now (not placed this round, not stopped by a law). */
export function producingDocks(s: Ti3State, pos: string, seat: number): string[] {
  return docksAllowed(
    s,
    seat,
    docksIn(s, pos, seat).filter((n) => !s.planets[n].newDock && productionBan(s, n) === null),
  );
}

export function productionLimit(s: Ti3State, pos: string, seat: number): number {
  return producingDocks(s, pos, seat).reduce((n, name) => {
    const p = systemTile(s.galaxy[pos]).planets.find((x) => x.name === name)!;
    return n + dockProductionLimit(s, seat, p.resources + 2);
  }, 0);
}

/** Units one resource buys (Regulated Conscription: Ground Forces one each). */
const perCost = (s: Ti3State, id: UnitId): number => (id === 'Ground Force' ? (groundForcesPerCost(s) ?? unit(id).perCost) : unit(id).perCost);

export function bill(s: Ti3State, seat: number, bought: Counts, dock: string | null): number {
  let cost = dock ? unitCost(s, seat, 'Space Dock') : 0;
  for (const [id, n] of Object.entries(bought) as [UnitId, number][]) cost += Math.ceil(n / perCost(s, id)) * unitCost(s, seat, id);
  return cost;
}

function pdsRoom(s: Ti3State, pos: string, seat: number, bought: Counts): boolean {
  const room = producingDocks(s, pos, seat).reduce((n, name) => n + Math.max(0, 2 - count(s.planets[name].units, 'PDS')), 0);
  return count(bought, 'PDS') < room;
}

function canAdd(s: Ti3State, task: TaskOf<'produce'>, id: UnitId): boolean {
  const { seat, pos, bought } = task;
  const u = unit(id);
  if (id === 'Space Dock' || purchaseBan(s, id) !== null) return false;
  if (total(bought) >= productionLimit(s, pos, seat)) return false;
  if (u.limit !== null && onBoard(s, seat, id) + count(bought, id) >= u.limit) return false;
  if (id === 'War Sun' && !s.players[seat].techs.includes('War Sun')) return false;
  if (u.ship && hasEnemyShips(s, pos, seat)) return false;
  if (u.fleetSupply && capitalShips(fleetOf(s, pos, seat)) + capitalShipsIn(bought) >= fleetSupply(s, seat)) return false;
  if (id === 'Fighter') {
    const room = fighterRoom(s, pos, seat) + carryCapacity(s, { seat, units: bought, damaged: {} });
    if (count(fleetOf(s, pos, seat)?.units, 'Fighter') + count(bought, 'Fighter') >= room) return false;
  }
  if (id === 'PDS' && !pdsRoom(s, pos, seat, bought)) return false;
  const next = { ...bought, [id]: count(bought, id) + 1 };
  return bill(s, seat, next, task.dock) <= spendable(s, seat, 'resources');
}

function capitalShipsIn(c: Counts): number {
  return (Object.entries(c) as [UnitId, number][]).filter(([id]) => unit(id).fleetSupply).reduce((n, [, k]) => n + k, 0);
}

/** Planets where a new Space Dock may go. */
function dockChoices(s: Ti3State, task: TaskOf<'produce'>): string[] {
  const { seat, pos } = task;
  if (task.dock !== null || task.imperial || hasEnemyShips(s, pos, seat) || onBoard(s, seat, 'Space Dock') >= 3) return [];
  if (bill(s, seat, task.bought, 'x') > spendable(s, seat, 'resources')) return [];
  return planetsIn(s, pos).filter((n) => s.planets[n].owner === seat && s.planets[n].since < s.round && count(s.planets[n].units, 'Space Dock') === 0);
}

export function produceChoices(s: Ti3State, task: TaskOf<'produce'>): Json[] {
  const out: Json[] = draftControls(task.steps.length);
  if (producingDocks(s, task.pos, task.seat).length > 0) for (const u of UNITS) if (canAdd(s, task, u.name)) out.push({ unit: u.name });
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
    if (!canAdd(s, task, id)) throw new GameError('ILLEGAL_MOVE', productionRefusal(s, task, id));
    add(task.bought, id, 1);
    task.steps.push({ unit: id });
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

function productionRefusal(s: Ti3State, task: TaskOf<'produce'>, id: UnitId): string {
  const u = unit(id);
  if (u.ship && hasEnemyShips(s, task.pos, task.seat)) return `blockade: enemy ships in ${task.pos}, the dock builds no ships`;
  if (total(task.bought) >= productionLimit(s, task.pos, task.seat)) return `the production limit here is ${productionLimit(s, task.pos, task.seat)} units`;
  if (u.limit !== null && onBoard(s, task.seat, id) + count(task.bought, id) >= u.limit) return `component limit: at most ${u.limit} ${id}`;
  if (id === 'War Sun') return 'a War Sun needs the War Sun technology';
  return `you cannot add a ${id} here (Fleet Supply, Fighter capacity, 2 PDS per planet or resources)`;
}

function finishProduction(ctx: Ctx, task: TaskOf<'produce'>): void {
  const s = ctx.s;
  const cost = bill(s, task.seat, task.bought, task.dock);
  if (cost === 0) return;
  if (s.activation) s.activation.produced = true;
  requestPayment(ctx, task.seat, 'resources', cost, [{ t: 'place-production', seat: task.seat, pos: task.pos, bought: task.bought, dock: task.dock }]);
}

/** After the payment: ships in space, Ground Forces and PDS on the docks' planets, the new dock. */
export function placeProduction(ctx: Ctx, task: TaskOf<'place-production'>): void {
  const s = ctx.s;
  const { seat, pos, bought } = task;
  const cost = bill(s, seat, bought, task.dock);
  const docks = producingDocks(s, pos, seat);
  for (const [id, n] of Object.entries(bought) as [UnitId, number][]) {
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
  ctx.ev.push({ type: 'produce', text: `seat ${seat} produces in ${pos}`, data: { seat, pos, units: bought, dock: task.dock, cost } });
  noteProduction(s, seat, docks, bought);
}
