/** The shape of an action card's effect (one entry per implemented kind; index.ts gathers them). */
import type { Json } from '../../../engine';
import type { Ctx, Ti3State } from '../state';
import type { WindowInfo } from '../tasks';

export interface CardEffect {
  /**
   * Public conditions (issue 24, "Eligibility is public", (c)) under which a seat may play it in the
   * window `w` — beyond holding an action card: the window asks a seat only if some unaccounted kind of
   * it passes this for the seat. Default: always.
   */
  eligible?(s: Ti3State, seat: number, w: WindowInfo): boolean;
  /** The card's one decision, made as it resolves (targets); an empty list means it cannot be played now. */
  choices?(s: Ti3State, seat: number, w: WindowInfo): Json[];
  /** The question of that decision. */
  ask?: string;
  /**
   * The effect; `choice` is one of `choices` (null without them). It returns where the card goes next when
   * not to the discard pile as usual: back to its player's hand (Strategic Bombardment) or staying in play
   * (Usurper).
   */
  resolve(ctx: Ctx, seat: number, w: WindowInfo, choice: Json): CardFate | void;
}

/** Where a resolved card goes instead of the discard pile. */
export type CardFate = 'hand' | 'in-play';

export type CardEffects = Record<string, CardEffect>;
