/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; handlers registered in HANDLERS (windows.ts registers the action-card windows) act there.
 *
 * A handler that asks something does not ask at once: it queues its task in `ctx.opened`, and the machine
 * (flow.ts `run`) puts those tasks in front of the queue once the procedure that reached the point has
 * queued its own follow-up work. So a window opened "before the round" comes before the round's
 * questions wherever in its procedure the call to `at` stands, and the flow waits for its answers.
 */
import type { Ctx } from './state';
import type { Task } from './tasks';

export type TimingPoint =
  | 'strategy-start'
  | 'after-pick'
  | 'after-all-picks'
  | 'after-activation'
  | 'after-move'
  | 'before-pds'
  | 'after-pds'
  | 'before-space-battle'
  | 'before-combat-round'
  | 'after-roll'
  | 'before-casualties'
  | 'after-damage'
  | 'before-bombardment'
  | 'before-landings'
  | 'before-invasion'
  | 'planet-changed-hands'
  | 'after-primary'
  | 'after-secondary'
  | 'before-technology'
  | 'status-step'
  | 'agenda'
  | 'trade-collect';

export type TimingHandler = (ctx: Ctx, data: Record<string, unknown>) => void;

export const HANDLERS: Partial<Record<TimingPoint, TimingHandler[]>> = {};

export function at(ctx: Ctx, point: TimingPoint, data: Record<string, unknown> = {}): void {
  for (const h of HANDLERS[point] ?? []) h(ctx, data);
}

/** Queues a question-asking task opened at a timing point (see the header). */
export function openAt(ctx: Ctx, task: Task): void {
  (ctx.opened ??= []).push(task);
}

/** Puts the tasks opened at timing points in front of the queue (first opened first). */
export function flushOpened(ctx: Ctx): void {
  if (ctx.opened && ctx.opened.length > 0) ctx.s.tasks.unshift(...ctx.opened.splice(0));
}
