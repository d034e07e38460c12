/**
 * Per-match timing chosen when the match is created: an optional turn clock,
 * and how long a seat may stay empty before a bot plays for it. Stored with
 * the match, so a restored room keeps the rules it was created with.
 */

import type { ClockSpec } from '../protocol';

/** Seconds each prompt may stay open (absent: no turn clock), and a seat may stay disconnected (absent: the server's default). */
export type ClockSettings = ClockSpec;

/** What one match actually runs with, once the server's defaults are filled in. */
export interface EffectiveTiming {
  turnSeconds: number | null;
  abandonSeconds: number;
  /** A bot waits this long before answering, so people can follow what it did. */
  botDelayMs: number;
}

export function effectiveTiming(clock: ClockSettings | null, defaults: { abandonSeconds: number; botDelayMs: number }): EffectiveTiming {
  return {
    turnSeconds: clock?.turnSeconds ?? null,
    abandonSeconds: clock?.abandonSeconds ?? defaults.abandonSeconds,
    botDelayMs: defaults.botDelayMs,
  };
}
