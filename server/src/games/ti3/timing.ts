/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; every entry of HANDLERS registered for that point runs, in order (the technologies' entries
 * from technologies/rules.ts, the racial abilities' from races/rules.ts, then the action-card windows windows.ts
 * registers).
 *
 * A handler that asks something opens its task with `openAt` (opened.ts): never straight into the queue, so
 * that the order a player sees is the same at every point — windows first, then the other tasks opened.
 */
import type { Ctx } from './state';
import { RACE_HANDLERS } from './races/rules';
import { TECH_HANDLERS } from './technologies/rules';

export { flushOpened, openAt } from './opened';

export type { TimingData, TimingEntry, TimingHandler, TimingPoint } from './timing-types';
import type { TimingData, TimingEntry, TimingPoint } from './timing-types';

export const HANDLERS: TimingEntry[] = [...TECH_HANDLERS, ...RACE_HANDLERS];

export function at(ctx: Ctx, point: TimingPoint, data: TimingData = {}): void {
  for (const h of HANDLERS) if (h.point === point) h.run(ctx, data);
}
