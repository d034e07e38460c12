/**
 * Flooding (188): place an ocean; if tiles are next to it, you may remove
 * 4 M€ from the owner of one of them (another player or the neutral player).
 * RULE-AMBIGUITY: your own tiles next to it offer no target (taking from yourself changes nothing).
 */
import { neighbours } from '../board/map';
import { askTarget } from '../dsl/effects';
import { pushTasks } from '../dsl/stack';
import type { Target } from '../opponents';
import type { Ctx, Task } from '../state';

export function flooding(ctx: Ctx, seat: number, card: string | null): void {
  ctx.s.lastTile = null;
  pushTasks(ctx.s, [
    { t: 'place', seat, kind: 'ocean', rule: [], card },
    { t: 'hook', seat, card, name: 'flooding', stage: 'after' },
  ]);
}

export function floodingAfter(ctx: Ctx, task: Extract<Task, { t: 'hook' }>): void {
  const { s } = ctx;
  const at = s.lastTile;
  if (at === null || s.tiles[at]?.kind !== 'ocean') return;
  const owners: Target[] = [];
  for (const n of neighbours(at)) {
    const o = s.tiles[n]?.owner;
    if (o !== undefined && o !== null && o !== task.seat && !owners.includes(o)) owners.push(o);
  }
  askTarget(ctx, task.seat, task.card, { flood: 4 }, owners, true);
}
