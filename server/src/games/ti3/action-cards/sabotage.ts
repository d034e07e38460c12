/**
 * Sabotage (window `after-action-card`): cancels the card just played, which is discarded without effect
 * and does not count as played (so its player may play another copy in the same window). Never against a
 * Sabotage: windows.ts opens no `after-action-card` window for one.
 * RULE-READING: a Sabotaged card played "as an action" still used its player's action (rules_surface.md
 * is silent; the turn is spent once the card is announced).
 */
import type { Ctx } from '../state';
import type { Task, WindowInfo } from '../tasks';
import type { CardEffects } from './types';

const pendingEffect = (tasks: Task[], card: string | undefined) => tasks.findIndex((t) => t.t === 'card-effect' && t.card === card);

function cancel(ctx: Ctx, seat: number, w: WindowInfo): void {
  const s = ctx.s;
  const i = pendingEffect(s.tasks, w.card);
  if (i < 0 || w.card === undefined) return;
  const target = s.tasks[i];
  s.tasks.splice(i, 1);
  s.actionPlayed = s.actionPlayed.filter((c) => c !== w.card);
  s.actionDiscard.push(w.card);
  // Not played: the window it was played in forgets it (the two-copies rule).
  if (target.t === 'card-effect')
    for (const t of s.tasks)
      if (t.t === 'window' && t.w.serial === target.w.serial) t.played = t.played.filter((p) => !(p.card === w.card && p.seat === target.seat));
  ctx.ev.push({
    type: 'cancelled',
    text: `seat ${seat}'s Sabotage cancels ${w.card}`,
    data: { seat: target.t === 'card-effect' ? target.seat : null, card: w.card, by: seat },
  });
}

export const SABOTAGE: CardEffects = {
  Sabotage: {
    // Only while the card just played still waits to resolve (a second Sabotage would cancel nothing).
    eligible: (s, _seat, w) => pendingEffect(s.tasks, w.card) >= 0,
    resolve: cancel,
  },
};
