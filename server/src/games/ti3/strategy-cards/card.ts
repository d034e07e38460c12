/**
 * What a strategy card's text does, as data the flow reads (strategic-action.ts): the primary and the
 * secondary, each either automatic (no `choices`) or one question. Each card is its own module.
 */
import type { Json } from '../../../engine';
import type { Ctx, Ti3State } from '../state';
import type { TaskOf } from '../tasks';

export interface CardPart<T extends 'primary' | 'secondary'> {
  /** The question's answers, or null when the part resolves by itself. */
  choices(s: Ti3State, task: TaskOf<T>): Json[] | null;
  /**
   * Resolves the part (with the answer, if it asked); returns false to ask the same question again, or
   * 'continued' when it queued its own continuation behind other work (the Political primary's agenda):
   * the part is not over yet, so no `after-primary` follows.
   */
  resolve(ctx: Ctx, task: TaskOf<T>, answer: Json | null): boolean | 'continued';
  /** Prompt text. */
  text: string;
}

export interface CardRules {
  initiative: number;
  name: string;
  primary: CardPart<'primary'>;
  /** Null: the card has no secondary to follow. */
  secondary: CardPart<'secondary'> | null;
  /** Whether following could do anything for the seat (public information only). */
  worthFollowing(s: Ti3State, seat: number): boolean;
  /** Logistics: following costs no Strategy Allocation counter. */
  freeSecondary?: boolean;
  /** Following costs this seat no Strategy Allocation counter (the Hacan on Trade). */
  freeFor?(s: Ti3State, seat: number): boolean;
}

export const auto = <T extends 'primary' | 'secondary'>(text: string, run: (ctx: Ctx, task: TaskOf<T>) => void): CardPart<T> => ({
  text,
  choices: () => null,
  resolve: (ctx, task) => {
    run(ctx, task);
    return true;
  },
});
