/**
 * Drafts: a composite decision (movement plan, landings, production order, payment, redistribution,
 * Warfare's patrols) is built step by step in its task, with `confirm`, `undo-step` and `reset` offered
 * until confirmed. Nothing is applied, rolled or revealed before `confirm`, so undoing never rolls back a
 * die or a draw; the draft is shown to its maker alone (view.ts). Every step listed leads to a complete
 * legal decision: `confirm` is listed whenever the draft is one (always, except a payment short of its
 * bill, whose every listed step keeps the bill payable).
 */
export const CONFIRM = 'confirm';
export const UNDO = 'undo-step';
export const RESET = 'reset';

export type DraftControl = typeof CONFIRM | typeof UNDO | typeof RESET;

export function draftControls(steps: number, complete = true): DraftControl[] {
  const back: DraftControl[] = steps > 0 ? [UNDO, RESET] : [];
  return complete ? [CONFIRM, ...back] : back;
}
