/**
 * The shapes a question may take (server/src/engine/prompts.ts checks,
 * draws and enumerates them). Every answer a prompt admits is legal.
 */
import type { Json } from './json';

/**
 * Choose between `min` and `max` items of `from`; the answer is the array
 * of chosen items. `from` may list an item more than once (two goods of the
 * same kind): each copy can be chosen once. UI: checkboxes, confirm enabled
 * while the count is within bounds.
 */
export type PickSpec = {
  from: Json[];
  min: number;
  max: number;
};

/** One counter of an `amounts` question. */
export type AmountItem = {
  id: string;
  /** What is counted, for people ("steel", "M€"). */
  label: string;
  min: number;
  max: number;
  /** What one unit counts toward the total (steel worth 2 M€: 2); 1 when absent. */
  weight?: number;
};

/**
 * An integer per item, each within its bounds, and (when `total` is given)
 * the weighted sum within the total's bounds; the answer is an object
 * `{ [id]: n }` (a missing id counts 0). For splits that would list too many
 * choices: a payment in several resources, units to produce. UI: a stepper
 * per item and the running total, confirm enabled while admitted.
 */
export type AmountsSpec = {
  items: AmountItem[];
  total?: { min: number; max: number };
};

interface PromptBase {
  seat: number;
  /** Stable, game-defined name of the question (e.g. `choose-action`). */
  kind: string;
  /** Short, readable English for a generic UI. */
  text: string;
}

/**
 * An open question for one seat, in exactly one shape:
 * - `choices`: one of the listed answers (at most 1,000). With `unordered`,
 *   an answer that is an array may list its items in any order (a set of
 *   goods). UI: a button per choice.
 * - `pick`: see PickSpec. - `amounts`: see AmountsSpec.
 */
export type Prompt = PromptBase &
  (
    | { choices: Json[]; unordered?: boolean; pick?: never; amounts?: never }
    | { pick: PickSpec; choices?: never; unordered?: never; amounts?: never }
    | { amounts: AmountsSpec; choices?: never; unordered?: never; pick?: never }
  );

/** A prompt as it travels on the wire: with an id that changes whenever the question does. */
export type WirePrompt = Prompt & { id: string };
