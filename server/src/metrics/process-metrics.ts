/**
 * `GET /metrics`: a small JSON picture of this process for operators and the
 * load benchmark. Counters are cumulative since start (a scraper diffs them);
 * event-loop delay and utilisation cover the last complete window, because a
 * since-start percentile would hide a server that only recently became slow.
 */
import { monitorEventLoopDelay, performance, type EventLoopUtilization, type IntervalHistogram } from 'node:perf_hooks';
import { summary } from './histogram';
import type { MatchStore } from '../matches/match-store';
import { MoveTimes } from './move-times';

export interface LoopWindow {
  /** Increments with each completed window, so a poller can tell a new window from one it already has. */
  seq: number;
  seconds: number;
  /** Time the loop was busy running code rather than waiting for I/O, 0-1. */
  utilization: number;
  delayMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /**
   * Accepted moves' time inside this process: from their message's arrival to
   * every view being written (rules, storage, views). The rest of what a
   * player waits for is the network and the client.
   */
  moveMs: { count: number; p50: number; p90: number; p99: number; max: number };
}

export interface MatchGauges {
  rooms: number;
  activeMatches: number;
  clients: number;
}

const RESOLUTION_MS = 10;
/** Node records the whole interval between its sampling timer's runs, so an idle loop reads as the resolution itself. */
const lagMs = (ns: number) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS);

export class ProcessMetrics {
  private readonly delay: IntervalHistogram;
  private readonly timer: NodeJS.Timeout;
  private readonly startedAt = Date.now();
  private elu: EventLoopUtilization = performance.eventLoopUtilization();
  private windowStart = performance.now();
  private lastWindow: LoopWindow | null = null;

  constructor(
    private readonly store: MatchStore,
    private readonly gauges: () => MatchGauges,
    private readonly windowSeconds = 10,
    private readonly moveTimes = new MoveTimes(),
  ) {
    // A 10 ms sampling timer costs next to nothing and still catches the stalls players feel.
    this.delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    this.delay.enable();
    this.timer = setInterval(() => this.rotate(), windowSeconds * 1000);
    this.timer.unref();
  }

  private rotate(): void {
    const now = performance.now();
    const elu = performance.eventLoopUtilization();
    const h = this.delay;
    this.lastWindow = {
      seq: (this.lastWindow?.seq ?? 0) + 1,
      seconds: Math.round(now - this.windowStart) / 1000,
      utilization: Math.round(performance.eventLoopUtilization(elu, this.elu).utilization * 1000) / 1000,
      delayMs: { mean: h.count > 0 ? lagMs(h.mean) : 0, ...summary(h, lagMs) },
      moveMs: this.moveTimes.take(),
    };
    h.reset();
    this.elu = elu;
    this.windowStart = now;
  }

  snapshot() {
    const cpu = process.cpuUsage();
    const mem = process.memoryUsage();
    return {
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      /** Monotonic milliseconds of this process: divide counter deltas by its delta, not by when a busy server's answer arrived. */
      sampledAtMs: Math.round(performance.now()),
      pid: process.pid,
      windowSeconds: this.windowSeconds,
      eventLoop: this.lastWindow,
      cpuMicros: { user: cpu.user, system: cpu.system },
      memoryBytes: { rss: mem.rss, heapUsed: mem.heapUsed, heapTotal: mem.heapTotal, external: mem.external, arrayBuffers: mem.arrayBuffers },
      matches: this.gauges(),
      storage: { ...this.store.counters, groupCommit: { ...this.store.groupCommit } },
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.delay.disable();
  }
}
