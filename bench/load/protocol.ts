/** IPC between run.ts and its load-generator workers. */
import type { Json } from '../../server/src/engine';

export interface WorkerStart {
  type: 'start';
  worker: number;
  url: string;
  game: string;
  seats: number;
  options: { [key: string]: Json };
  matches: number;
  /** Moves per second for this worker; 0 = answer every prompt at once. */
  rate: number;
  setupConcurrency: number;
  seedPrefix: string;
}

export type ParentMessage = WorkerStart | { type: 'go' } | { type: 'measure' } | { type: 'report' } | { type: 'stop' };

export interface WorkerReport {
  type: 'report';
  worker: number;
  seconds: number;
  sent: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
  errors: Record<string, number>;
  views: number;
  gamesFinished: number;
  drops: number;
  lost: number;
  latencies: number[];
  /** Seats with a question still waiting for the pacer: non-zero means the offered rate was below what bots could do. */
  backlog: number;
  cpuMicros: number;
  loopDelayMs: { p50: number; p99: number; max: number };
}

export type WorkerMessage = { type: 'ready'; seconds: number } | { type: 'failed'; message: string } | { type: 'stopped' } | WorkerReport;
