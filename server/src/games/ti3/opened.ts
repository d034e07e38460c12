/**
 * The one way a timing-point handler asks something (timing.ts): it opens a task with `openAt`, and the
 * machine (flow.ts `run`) puts the tasks opened in front of the queue once the procedure that reached the
 * point has queued its own follow-up work — so where a procedure calls `at` does not change what comes
 * first. Order a player sees: the action-card windows first (they are "immediately before/after" the
 * moment), then the other tasks opened, in the order their handlers ran (technologies, laws, races).
 * Apart from timing.ts so that the modules holding handlers (technologies/, politics/) may use it without
 * importing the handler list.
 */
import type { Ctx } from './state';
import type { Task } from './tasks';

/** Queues a question-asking task opened at a timing point (see the header). */
export function openAt(ctx: Ctx, ...tasks: Task[]): void {
  (ctx.opened ??= []).push(...tasks);
}

/** Puts the tasks opened at timing points in front of the queue: windows first, then the others, each in the order opened. */
export function flushOpened(ctx: Ctx): void {
  if (!ctx.opened || ctx.opened.length === 0) return;
  const opened = ctx.opened.splice(0);
  ctx.s.tasks.unshift(...opened.filter((t) => t.t === 'window'), ...opened.filter((t) => t.t !== 'window'));
}
