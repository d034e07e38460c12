/**
 * Tactical action, step 3, PDS fire (rulebook p.10-11, p.28-29): other players' PDS in the activated
 * system may fire at the active player's ships there, each owner in order of play after the active player;
 * then the active player's PDS there may fire at enemy ships. One die per PDS per activation, optional
 * (`pds-fire`: "fire" | "hold"); the owner of the ships hit assigns the hits. A system may be activated
 * only to fire PDS. During another player's activation a PDS may only shoot that player's units.
 * Deep Space Cannon: PDS in systems adjacent by hex edge fire too (wormholes never carry PDS fire). A
 * transfer asks no PDS (RULE-READING, README: its systems hold no enemy units; Deep Space Cannon fire at a
 * transfer is not built). Graviton Laser System re-rolls the misses (no question: a re-roll of a miss can
 * only help, RULE-READING). The dice stay open before the hits are assigned (combat/open-dice.ts: Jol Nar).
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

/** The seat's PDS that can fire into `pos`: its own there, and with Deep Space Cannon those in systems adjacent by hex edge (never through a wormhole). */
export function pdsInRange(s: Ti3State, pos: string, seat: number): number {
  const near = allows(s, seat, 'pdsRange') ? adjacentByHex(s.galaxy, pos) : [];
  return [pos, ...near].reduce((n, p) => n + pdsOf(s, p, seat), 0);
}

/** Queues the PDS owners' questions in the order they fire. */
export function pdsFire(ctx: Ctx, active: number, pos: string): void {
  const s = ctx.s;
  at(ctx, 'before-pds', { pos });
  const order = orderOfPlay(s);
  const after = [...order.slice(order.indexOf(active) + 1), ...order.slice(0, order.indexOf(active))];
  const asks: Task[] = after.filter((seat) => pdsInRange(s, pos, seat) > 0).map((seat) => ({ t: 'pds-fire', seat, pos, target: active }));
  const target = enemyFleets(s, pos, active)[0];
  if (pdsInRange(s, pos, active) > 0 && target) asks.push({ t: 'pds-fire', seat: active, pos, target: target.seat });
  s.tasks.unshift(...asks);
}

/** Whether the question is worth asking: PDS and a target with ships (both public). */
export function canFire(s: Ti3State, task: TaskOf<'pds-fire'>): boolean {
  return pdsInRange(s, task.pos, task.seat) > 0 && shipCount(fleetOf(s, task.pos, task.target)) > 0;
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
  if (move === 'hold' || move === null) return;
  if (move !== 'fire') throw new GameError('BAD_MOVE', 'pds-fire: "fire" or "hold"');
  const n = pdsInRange(s, task.pos, task.seat);
  const dice = pdsRoll(ctx, task.seat, 'PDS', n, { pos: task.pos, during: 'pds' });
  openDice(ctx, task.pos, { use: 'ships', target: task.target, pos: task.pos, during: 'pds', supply: true }, dice);
  at(ctx, 'after-pds', { pos: task.pos, seat: task.seat });
}
