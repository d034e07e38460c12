/**
 * Tasks opened at timing points (see timing.ts's header): apart from timing.ts so that the modules holding
 * handler entries (races/rules.ts), which timing.ts lists, can open their questions without an import loop.
 */
import type { Ctx } from './state';
import type { Task } from './tasks';

/** Queues a question-asking task opened at a timing point (see timing.ts's header). */
export function openAt(ctx: Ctx, task: Task): void {
  (ctx.opened ??= []).push(task);
}

/** Puts the tasks opened at timing points in front of the queue (first opened first). */
export function flushOpened(ctx: Ctx): void {
  if (ctx.opened && ctx.opened.length > 0) ctx.s.tasks.unshift(...ctx.opened.splice(0));
}
