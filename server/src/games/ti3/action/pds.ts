/**
 * Tactical action, step 3, PDS fire (rulebook p.10-11, p.28-29): other players' PDS in the activated
 * system may fire at the active player's ships there, each owner in order of play after the active player;
 * then the active player's PDS there may fire at enemy ships. One die per PDS per activation, optional
 * (`pds-fire`: "fire" | "hold"); the owner of the ships hit assigns the hits. A system may be activated
 * only to fire PDS. During another player's activation a PDS may only shoot that player's units.
 * Range beyond the PDS's own system (Deep Space Cannon) is the second issue's; wormholes never carry PDS fire.
 */
import { GameError, type Json } from '../../../engine';
import { count, fleetOf, planetsIn, type Ctx, type Ti3State } from '../state';
import { combatValue } from '../modifiers';
import { roll } from '../dice';
import { enemyFleets, shipCount } from '../board';
import { orderOfPlay } from '../order';
import { at } from '../timing';
import type { Task, TaskOf } from '../tasks';

export function pdsOf(s: Ti3State, pos: string, seat: number): number {
  return planetsIn(s, pos).reduce((n, name) => n + (s.planets[name].owner === seat ? count(s.planets[name].units, 'PDS') : 0), 0);
}

/** Queues the PDS owners' questions in the order they fire. */
export function pdsFire(ctx: Ctx, active: number, pos: string): void {
  const s = ctx.s;
  at(ctx, 'before-pds', { pos });
  const order = orderOfPlay(s);
  const after = [...order.slice(order.indexOf(active) + 1), ...order.slice(0, order.indexOf(active))];
  const asks: Task[] = after.filter((seat) => pdsOf(s, pos, seat) > 0).map((seat) => ({ t: 'pds-fire', seat, pos, target: active }));
  const target = enemyFleets(s, pos, active)[0];
  if (pdsOf(s, pos, active) > 0 && target) asks.push({ t: 'pds-fire', seat: active, pos, target: target.seat });
  s.tasks.unshift(...asks);
}

/** Whether the question is worth asking: PDS and a target with ships (both public). */
export function canFire(s: Ti3State, task: TaskOf<'pds-fire'>): boolean {
  return pdsOf(s, task.pos, task.seat) > 0 && shipCount(fleetOf(s, task.pos, task.target)) > 0;
}

export function firePds(ctx: Ctx, task: TaskOf<'pds-fire'>, move: Json): void {
  const s = ctx.s;
  if (move === 'hold' || move === null) return;
  if (move !== 'fire') throw new GameError('BAD_MOVE', 'pds-fire: "fire" or "hold"');
  const n = pdsOf(s, task.pos, task.seat);
  const hits = roll(ctx, task.seat, 'PDS', Array(n).fill(combatValue(s, task.seat, 'PDS')));
  at(ctx, 'after-pds', { pos: task.pos, seat: task.seat });
  if (hits > 0) s.tasks.unshift({ t: 'assign-hits', seat: task.target, pos: task.pos, hits, during: 'pds' });
}
