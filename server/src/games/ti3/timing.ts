/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; every entry of HANDLERS registered for that point runs, in order (the technologies' entries
 * from technologies/rules.ts, the racial abilities' from races/rules.ts, then the action-card windows windows.ts
 * registers: a race's question at a point comes before that point's window).
 *
 * A handler that asks something either queues its task in `ctx.opened` (`openAt`: the machine, flow.ts
 * `run`, puts those tasks in front of the queue once the procedure that reached the point has queued its
 * own follow-up work, so a window opened "before the round" comes before the round's questions wherever
 * the call to `at` stands), or puts it in front of the queue at once, which the procedures allow by
 * queueing their own continuation before they call `at`. Windows come first, then such tasks.
 */
import type { Ctx } from './state';
import { RACE_HANDLERS } from './races/rules';
import { TECH_HANDLERS } from './technologies/rules';

export { flushOpened, openAt } from './timing-open';

export type { TimingData, TimingEntry, TimingHandler, TimingPoint } from './timing-types';
import type { TimingData, TimingEntry, TimingPoint } from './timing-types';

export const HANDLERS: TimingEntry[] = [...TECH_HANDLERS, ...RACE_HANDLERS];

export function at(ctx: Ctx, point: TimingPoint, data: TimingData = {}): void {
  for (const h of HANDLERS) if (h.point === point) h.run(ctx, data);
}
