/**
 * What every phase module provides, and helpers the phases share.
 */
import type { Json } from '../../../engine';
import type { Ask } from '../state';
import type { Ctx } from '../piles';

export interface PhaseModule {
  /** The phase begins: do its automatic steps and open the first questions. */
  start(ctx: Ctx): void;
  /**
   * Called whenever no seat has an open question. Returns true when the phase
   * is over; otherwise it has moved to its next step (and usually opened questions).
   */
  onQuiet(ctx: Ctx): boolean;
  /** Answer handlers by ask kind. The answer has already been checked against the ask. */
  handlers: { [kind: string]: (ctx: Ctx, seat: number, move: Json, ask: Ask) => void };
}

/** "1 card" / "2 cards". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
