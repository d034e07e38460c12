/**
 * Drafts: a composite decision (movement plan, landings, production order) is built step by step in its
 * task, with `confirm`, `undo-step` and `reset` offered until confirmed. Nothing is applied, rolled or
 * revealed before `confirm`, so undoing never rolls back a die or a draw; every step listed leads to a
 * complete legal decision (`confirm` is always one).
 */
export const CONFIRM = 'confirm';
export const UNDO = 'undo-step';
export const RESET = 'reset';

export type DraftControl = typeof CONFIRM | typeof UNDO | typeof RESET;

export function draftControls(steps: number): DraftControl[] {
  return steps > 0 ? [CONFIRM, UNDO, RESET] : [CONFIRM];
}
