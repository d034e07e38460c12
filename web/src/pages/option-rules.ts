/**
 * The shapes of a game's lobby option rules (see ./options-form.ts), apart
 * from the form so that a game's rules can be tested without a DOM.
 */
import type { Json, OptionField } from '../../../client-sdk/src';

/** One option as `GET /api/games` describes it (the protocol's type). */
export type { OptionField };

/** What a game's rules say of the options as chosen so far, for a seat count. */
export interface OptionRuling {
  /** The real default of a field (it may depend on other choices). */
  defaults?: Record<string, Json>;
  /** Shown but cannot be set now (another choice rules it out; `notes` says which). */
  disabled?: string[];
  /** Do not apply at this seat count: not shown, not sent. */
  hidden?: string[];
  /** Per field, in a player's words: what it does, or why it is off. Replaces the schema's description. */
  notes?: Record<string, string>;
  /** Values of a list that cannot be chosen now (a chosen one falls back to the default). */
  disabledValues?: Record<string, Json[]>;
}

export interface OptionRules {
  (chosen: Record<string, Json>, seats: number): OptionRuling;
  /** A match's options in a few words for lists and invitations ("The Brink of War", "3 players", "goals, takeovers"). */
  summary?(options: Record<string, Json>, seats: number, schema: Record<string, OptionField>): string[];
}
