/**
 * Sends hostile frames into a live match room from a seated connection, one
 * at a time, and records how each was answered and how late the event loop
 * ran meanwhile (the server must be in this process for that figure to mean
 * anything). A frame must be answered by a coded `error`, a `view` (it
 * happened to be a legal move) or a close; anything else is "unanswered".
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import type { HostileFrame } from './frames';

export interface FrameFuzzReport {
  sent: number;
  /** Answers by error code, plus `view` and `close`. */
  answers: Record<string, number>;
  unanswered: string[];
  /** The longest `error` message text received. */
  longestMessage: number;
  /** Worst event-loop delay over the run, in ms. */
  worstLoopDelayMs: number;
}

type Answer = { kind: 'error'; code: string; message: string } | { kind: 'view' } | { kind: 'close' } | { kind: 'none' };

/** A seated connection that comes back with its seat token whenever the server closes it. */
class Attacker {
  private room: Room | null = null;
  private token: string | null = null;
  private waiting: ((a: Answer) => void) | null = null;

  constructor(
    private readonly client: Client,
    private readonly matchId: string,
    private readonly name: string,
  ) {}

  async connected(): Promise<Room> {
    if (this.room) return this.room;
    const room = await this.client.joinById(this.matchId, this.token ? { seatToken: this.token } : { name: this.name });
    room.onMessage('seat', (m: { seatToken: string | null }) => {
      if (m.seatToken) this.token = m.seatToken;
    });
    room.onMessage('error', (e: { code: string; message: string }) => this.answer({ kind: 'error', code: e.code, message: e.message }));
    room.onMessage('view', () => this.answer({ kind: 'view' }));
    room.onMessage('log', () => undefined);
    room.onLeave(() => {
      if (this.room === room) this.room = null;
      this.answer({ kind: 'close' });
    });
    this.room = room;
    // Let the join's own first view pass before the first frame.
    await new Promise((r) => setTimeout(r, 50));
    return room;
  }

  async send(bytes: Uint8Array, timeoutMs: number): Promise<Answer> {
    const room = await this.connected();
    const answered = new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => resolve({ kind: 'none' }), timeoutMs);
      this.waiting = (a) => {
        clearTimeout(timer);
        resolve(a);
      };
    });
    room.connection.send(bytes);
    return answered;
  }

  private answer(a: Answer): void {
    const w = this.waiting;
    this.waiting = null;
    w?.(a);
  }

  async leave(): Promise<void> {
    await this.room?.leave(true).catch(() => undefined);
  }
}

/** Joins `matchId` as a player named `name` and sends every frame; the match must have a free seat. */
export async function fuzzFrames(
  endpoint: string,
  matchId: string,
  frames: Iterable<HostileFrame>,
  opts: { name?: string; timeoutMs?: number } = {},
): Promise<FrameFuzzReport> {
  const attacker = new Attacker(new Client(endpoint.replace(/^http/, 'ws')), matchId, opts.name ?? 'Mallory');
  const report: FrameFuzzReport = { sent: 0, answers: {}, unanswered: [], longestMessage: 0, worstLoopDelayMs: 0 };
  await attacker.connected();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    for (const frame of frames) {
      const answer = await attacker.send(frame.bytes, opts.timeoutMs ?? 2000);
      report.sent++;
      const key = answer.kind === 'error' ? answer.code : answer.kind;
      report.answers[key] = (report.answers[key] ?? 0) + 1;
      if (answer.kind === 'none') report.unanswered.push(frame.name);
      if (answer.kind === 'error') report.longestMessage = Math.max(report.longestMessage, answer.message.length);
    }
  } finally {
    loop.disable();
    await attacker.leave();
  }
  report.worstLoopDelayMs = loop.max / 1e6;
  return report;
}
