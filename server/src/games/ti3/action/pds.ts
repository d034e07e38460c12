/**
 * Tactical action, step 3, PDS fire (rulebook p.10-11, p.28-29): other players' PDS in the activated
 * system fire at the active player's ships there, each owner in order of play after the active player;
 * then the active player's PDS there fire at enemy ships. One die per PDS per activation; the owner of the
 * ships hit assigns the hits. A system may be activated only to fire PDS.
 *
 * RULE-READING (simplification, in the README): PDS fire is not optional here: every PDS that may fire
 * does. Range beyond the PDS's own system (Deep Space Cannon) is the second issue's; wormholes never carry
 * PDS fire.
 */
import { count, fleetOf, planetsIn, type Ctx } from '../state';
import { combatValue } from '../modifiers';
import { roll } from '../dice';
import { enemyFleets, shipCount } from '../board';
import { orderOfPlay } from '../order';
import { at } from '../timing';
import type { Task } from '../tasks';

function pdsOf(ctx: Ctx, pos: string, seat: number): number {
  return planetsIn(ctx.s, pos).reduce((n, name) => n + (ctx.s.planets[name].owner === seat ? count(ctx.s.planets[name].units, 'PDS') : 0), 0);
}

export function pdsFire(ctx: Ctx, active: number, pos: string): void {
  const s = ctx.s;
  at(ctx, 'before-pds', { pos });
  const asks: Task[] = [];
  const order = orderOfPlay(s);
  const after = [...order.slice(order.indexOf(active) + 1), ...order.slice(0, order.indexOf(active))];
  let incoming = 0;
  for (const seat of after) {
    const n = pdsOf(ctx, pos, seat);
    if (n === 0 || shipCount(fleetOf(s, pos, active)) === 0) continue;
    incoming += roll(ctx, seat, 'PDS', Array(n).fill(combatValue(s, seat, 'PDS')));
  }
  if (incoming > 0) asks.push({ t: 'assign-hits', seat: active, pos, hits: incoming, during: 'pds' });
  const own = pdsOf(ctx, pos, active);
  const target = enemyFleets(s, pos, active)[0];
  if (own > 0 && target) {
    const hits = roll(ctx, active, 'PDS', Array(own).fill(combatValue(s, active, 'PDS')));
    if (hits > 0) asks.push({ t: 'assign-hits', seat: target.seat, pos, hits, during: 'pds' });
  }
  at(ctx, 'after-pds', { pos });
  s.tasks.unshift(...asks);
}
