/**
 * The interpreter's stack of tasks (./run.ts runs it): queuing, apart from
 * running, so that steps, triggers and hooks can queue without importing
 * the runner that calls them.
 */
import type { Task, TmState } from '../state';

/** Pushes tasks so that they run in the order given. */
export function pushTasks(s: TmState, tasks: readonly Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) s.stack.push(tasks[i]);
}
