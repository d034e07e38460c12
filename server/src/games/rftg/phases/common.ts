/**
 * What every phase module provides, and helpers the phases share.
 */
import type { Answer, Ask, Kind } from '../questions';
import type { Ctx, RftgState } from '../state';

export interface PhaseModule {
  /** The phase begins: do its automatic steps and open the first questions. */
  start(ctx: Ctx): void;
  /**
   * Called whenever no seat has an open question. Returns true when the phase
   * is over; otherwise it has moved to its next step (and usually opened questions).
   */
  onQuiet(ctx: Ctx): boolean;
  handlers: Handlers;
}

/** Resumes the game with a seat's answer to its question `ask`, already checked against it (prompts.ts). */
export type Handler<K extends Kind> = (ctx: Ctx, seat: number, move: Answer<K>, ask: Ask<K>) => void;

/** Answer handlers by question kind. */
export type Handlers = { [K in Kind]?: Handler<K> };

/** "1 card" / "2 cards". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A step each of `seats` takes on its own (a payment, its consume powers…): opens that seat's questions. */
export type SeatWork = (ctx: Ctx, seat: number) => void;

/**
 * Has each of `seats` take a per-seat step. In real games every seat starts at once (in seat order); with
 * the test/conformance option `oneSeatAtATime` they go in turn order, the next one only once nobody has
 * a question open (see RftgOptions.oneSeatAtATime). The phase then calls `resumeSeats` with the same
 * step and work whenever it is quiet: it returns true once every seat has taken the step.
 */
export function eachSeat(ctx: Ctx, step: string, seats: number[], work: SeatWork): void {
  const { s } = ctx;
  if (!s.options.oneSeatAtATime) {
    for (const seat of seats) work(ctx, seat);
    return;
  }
  s.seatQueue = { step, seats: s.order.filter((seat) => seats.includes(seat)) };
  resumeSeats(ctx, step, work);
}

/** See eachSeat: starts the next queued seats while nobody has a question open; true when all are done. */
export function resumeSeats(ctx: Ctx, step: string, work: SeatWork): boolean {
  const { s } = ctx;
  const q = s.seatQueue;
  if (!q || q.step !== step) return true;
  while (q.seats.length > 0) {
    if (anyAsk(s)) return false;
    work(ctx, q.seats.shift()!);
  }
  if (anyAsk(s)) return false;
  s.seatQueue = null;
  return true;
}

/** Whether some seat has an open question (asked after every answer: a plain loop). */
export function anyAsk(s: RftgState): boolean {
  for (const p of s.players) if (p.ask !== null) return true;
  return false;
}
