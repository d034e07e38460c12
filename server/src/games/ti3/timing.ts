/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; every entry of HANDLERS registered for that point runs, in order (the racial abilities' entries
 * from races/rules.ts, the technologies' from technologies/rules.ts, then those the laws and the action-card
 * windows register).
 *
 * A handler that asks something opens its task with `openAt` (opened.ts): never straight into the queue, so
 * that the order a player sees is the same at every point — windows first, then the other tasks opened.
 */
import type { Ctx } from './state';
import { RACE_HANDLERS } from './races/rules';
import { TECH_HANDLERS } from './technologies/rules';
import { TRADE_HANDLERS } from './trade/hooks';

export { flushOpened, openAt } from './opened';

export type { TimingData, TimingEntry, TimingHandler, TimingPoint } from './timing-types';
import type { TimingData, TimingEntry, TimingPoint } from './timing-types';

// Races before technologies: the Naalu's retreat comes "before the beginning of the Space Battle step",
// ahead of any pre-combat fire (Mentak's, then Assault Cannon).
export const HANDLERS: TimingEntry[] = [...RACE_HANDLERS, ...TECH_HANDLERS, ...TRADE_HANDLERS];

export function at(ctx: Ctx, point: TimingPoint, data: TimingData = {}): void {
  for (const h of HANDLERS) if (h.point === point) h.run(ctx, data);
}
