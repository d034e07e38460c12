/**
 * Tactical action, step 3, PDS fire (rulebook p.10-11, p.28-29): other players' PDS in the activated
 * system may fire at the active player's ships there, each owner in order of play after the active player;
 * then the active player's PDS there may fire at enemy ships. One die per PDS per activation, optional
 * (`pds-fire`: "fire" | "hold"); the owner of the ships hit assigns the hits. A system may be activated
 * only to fire PDS. During another player's activation a PDS may only shoot that player's units.
 * Deep Space Cannon: PDS in systems adjacent by hex edge fire too (wormholes never carry PDS fire).
 * Graviton Laser System re-rolls the misses (no question: a re-roll of a miss can only help, RULE-READING).
 * The dice stay open before the hits are assigned (combat/open-dice.ts: Jol Nar).
 *
 * A transfer (`between`, after its movement): its two systems hold no enemy units, so only Deep Space
 * Cannon reaches them; each owner is asked about the first system, then the second, and a PDS in range of
 * both fires at only one of them. RULE-READING (README): as everywhere each answer fires all the owner's
 * PDS in range or none, so the PDS in range of both go where he fires first — firing at the first system
 * leaves for the second only those out of its range; holding there keeps them all for the second.
 */
import { GameError, type Json } from '../../../engine';
import { count, fleetOf, planetsIn, type Ctx, type Ti3State } from '../state';
import { allows, combatValue, type RollContext } from '../modifiers';
import { rerollMisses, rollDice, type DiceRoll } from '../dice';
import { openDice } from '../combat/open-dice';
import { enemyFleets, shipCount } from '../board';
import { adjacentByHex } from '../map/adjacency';
import { orderOfPlay } from '../order';
import { at } from '../timing';
import type { Task, TaskOf } from '../tasks';

export function pdsOf(s: Ti3State, pos: string, seat: number): number {
  return planetsIn(s, pos).reduce((n, name) => n + (s.planets[name].owner === seat ? count(s.planets[name].units, 'PDS') : 0), 0);
}

/** The systems whose PDS of the seat reach `pos`: its own, and with Deep Space Cannon those adjacent by hex edge (never through a wormhole). */
function pdsSystems(s: Ti3State, pos: string, seat: number): string[] {
  return [pos, ...(allows(s, seat, 'pdsRange') ? adjacentByHex(s.galaxy, pos) : [])];
}

/** The seat's PDS that can fire into `pos`; `except`: not those that also reach that system (they fired there). */
export function pdsInRange(s: Ti3State, pos: string, seat: number, except?: string): number {
  const spent = except === undefined ? [] : pdsSystems(s, except, seat);
  return pdsSystems(s, pos, seat)
    .filter((p) => !spent.includes(p))
    .reduce((n, p) => n + pdsOf(s, p, seat), 0);
}

/** Queues the PDS owners' questions in the order they fire; `between`: a transfer's second system. */
export function pdsFire(ctx: Ctx, active: number, pos: string, between?: string): void {
  const s = ctx.s;
  at(ctx, 'before-pds', { pos });
  const order = orderOfPlay(s);
  const after = [...order.slice(order.indexOf(active) + 1), ...order.slice(0, order.indexOf(active))];
  if (between !== undefined) {
    const inRange = (seat: number): boolean => pdsInRange(s, pos, seat) + pdsInRange(s, between, seat) > 0;
    s.tasks.unshift(...after.filter(inRange).map((seat): Task => ({ t: 'pds-fire', seat, pos, target: active, then: between })));
    return;
  }
  const asks: Task[] = after.filter((seat) => pdsInRange(s, pos, seat) > 0).map((seat) => ({ t: 'pds-fire', seat, pos, target: active }));
  const target = enemyFleets(s, pos, active)[0];
  if (pdsInRange(s, pos, active) > 0 && target) asks.push({ t: 'pds-fire', seat: active, pos, target: target.seat });
  s.tasks.unshift(...asks);
}

/** Whether the question is worth asking: PDS and a target with ships (both public). */
export function canFire(s: Ti3State, task: TaskOf<'pds-fire'>): boolean {
  return pdsInRange(s, task.pos, task.seat, task.except) > 0 && shipCount(fleetOf(s, task.pos, task.target)) > 0;
}

/** A transfer's first system answered (a question not asked counts as held): the question about the second follows its hits. */
function askSecond(s: Ti3State, task: TaskOf<'pds-fire'>, fired: boolean): void {
  if (task.then === undefined) return;
  s.tasks.unshift({ t: 'pds-fire', seat: task.seat, pos: task.then, target: task.target, ...(fired ? { except: task.pos } : {}) });
}

/**
 * `n` PDS dice of the seat, Graviton Laser System's re-rolls of the misses included: left open (the caller
 * passes them to `openDice`). RULE-READING: Graviton Laser System re-rolls the misses first, as part of the
 * shot; Jol Nar's choice comes after, on the dice as they then stand (a die Graviton re-rolled may be
 * re-rolled again by Jol Nar: "any of your die rolls").
 */
export function pdsRoll(ctx: Ctx, seat: number, what: string, n: number, where: RollContext): DiceRoll {
  const s = ctx.s;
  const r = rollDice(ctx, seat, what, Array<number>(n).fill(combatValue(s, seat, 'PDS', where)));
  if (allows(s, seat, 'rerollMisses', 'PDS')) rerollMisses(ctx, r, 'Graviton Laser System');
  return r;
}

export function firePds(ctx: Ctx, task: TaskOf<'pds-fire'>, move: Json): void {
  const s = ctx.s;
  if (move !== 'hold' && move !== null && move !== 'fire') throw new GameError('BAD_MOVE', 'pds-fire: "fire" or "hold"');
  askSecond(s, task, move === 'fire');
  if (move !== 'fire') return;
  const n = pdsInRange(s, task.pos, task.seat, task.except);
  const dice = pdsRoll(ctx, task.seat, 'PDS', n, { pos: task.pos, during: 'pds' });
  openDice(ctx, task.pos, { use: 'ships', target: task.target, pos: task.pos, during: 'pds', supply: true }, dice);
  at(ctx, 'after-pds', { pos: task.pos, seat: task.seat });
}
