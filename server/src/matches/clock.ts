/**
 * Per-match timing chosen when the match is created: an optional turn clock,
 * and how long a seat may stay empty before a bot plays for it. Stored with
 * the match, so a restored room keeps the rules it was created with.
 */

export interface ClockSettings {
  /** Seconds each prompt may stay open; when it runs out a bot answers it. Absent = no turn clock. */
  turnSeconds?: number;
  /** Seconds a seat may stay disconnected before a bot plays for it; 0 = never. Absent = the server's default. */
  abandonSeconds?: number;
}

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
