/** Accepted moves' time inside this process, per metrics window. */
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { summary } from './histogram';
import type { LoopWindow } from './process-metrics';

/**
 * Rooms record each accepted move's time here; GET /metrics reports it per
 * window next to the event loop's delay, so a slow window shows where the
 * time went: busy loop, or waiting for the database.
 */
export class MoveTimes {
  private readonly histogram: RecordableHistogram = createHistogram();

  record(ms: number): void {
    // Microseconds: the histogram takes positive integers only.
    this.histogram.record(Math.max(1, Math.round(ms * 1000)));
  }

  /** This window's figures; starts the next window. */
  take(): LoopWindow['moveMs'] {
    const h = this.histogram;
    const out = { count: h.count, ...summary(h, (us) => Math.round(us / 10) / 100) };
    h.reset();
    return out;
  }
}
