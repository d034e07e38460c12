/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; every entry of HANDLERS registered for that point runs, in order (the technologies' entries
 * from technologies/rules.ts, trade's from trade/hooks.ts, then the action-card windows windows.ts registers).
 *
 * A handler that asks something either queues its task in `ctx.opened` (`openAt`: the machine, flow.ts
 * `run`, puts those tasks in front of the queue once the procedure that reached the point has queued its
 * own follow-up work, so a window opened "before the round" comes before the round's questions wherever
 * the call to `at` stands), or puts it in front of the queue at once, which the procedures allow by
 * queueing their own continuation before they call `at`. Windows come first, then such tasks.
 */
import type { Ctx } from './state';
import type { Task } from './tasks';
import { TECH_HANDLERS } from './technologies/rules';
import { TRADE_HANDLERS } from './trade/hooks';

export type { TimingData, TimingEntry, TimingHandler, TimingPoint } from './timing-types';
import type { TimingData, TimingEntry, TimingPoint } from './timing-types';

export const HANDLERS: TimingEntry[] = [...TECH_HANDLERS, ...TRADE_HANDLERS];

export function at(ctx: Ctx, point: TimingPoint, data: TimingData = {}): void {
  for (const h of HANDLERS) if (h.point === point) h.run(ctx, data);
}

/** Queues a question-asking task opened at a timing point (see the header). */
export function openAt(ctx: Ctx, task: Task): void {
  (ctx.opened ??= []).push(task);
}

/** Puts the tasks opened at timing points in front of the queue (first opened first). */
export function flushOpened(ctx: Ctx): void {
  if (ctx.opened && ctx.opened.length > 0) ctx.s.tasks.unshift(...ctx.opened.splice(0));
}
