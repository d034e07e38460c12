/**
 * Action cards of the space battle: Morale Boost (`before-round`), Shields Holding (`after-hits`), Direct
 * Hit! (`after-damaged`). Their windows ask the battle's participants (windows.ts).
 * RULE-READING: Morale Boost is offered before space battle rounds only: invasion combat runs its rounds
 * without a timing point between them (combat/invasion.ts), so its "or Invasion Combat" use is not built.
 */
import { add, count, fleetOf, tidySpace, type Ti3State } from '../state';
import type { Task } from '../tasks';
import type { CardEffects } from './types';

/** The seat's hits still to be assigned in this space battle round. */
function hitsOn(s: Ti3State, seat: number, pos: string | undefined): Extract<Task, { t: 'assign-hits' }> | undefined {
  return s.tasks.find((t): t is Extract<Task, { t: 'assign-hits' }> => t.t === 'assign-hits' && t.seat === seat && t.pos === pos && t.during === 'battle');
}

export const COMBAT_CARDS: CardEffects = {
  // All of your units +1 on combat rolls for this round (modifiers.ts reads `cardEffects`; cleared after the rolls).
  'Morale Boost': {
    resolve(ctx, seat, w) {
      if (w.pos === undefined) return;
      ctx.s.cardEffects.push({ card: 'Morale Boost', seat, pos: w.pos });
    },
  },
  // Cancel up to two hits of this round.
  'Shields Holding': {
    eligible: (s, seat, w) => hitsOn(s, seat, w.pos) !== undefined,
    resolve(ctx, seat, w) {
      const task = hitsOn(ctx.s, seat, w.pos);
      if (!task) return;
      const cancelled = Math.min(2, task.hits);
      task.hits -= cancelled;
      if (task.hits === 0) ctx.s.tasks.splice(ctx.s.tasks.indexOf(task), 1);
      ctx.ev.push({ type: 'hits-cancelled', data: { seat, pos: w.pos ?? null, n: cancelled } });
    },
  },
  // Destroy the Dreadnought or War Sun just damaged (the opponent's).
  'Direct Hit!': {
    ask: 'choose the damaged ship to destroy',
    choices(s, _seat, w) {
      const f = w.pos === undefined || w.subject === undefined ? null : fleetOf(s, w.pos, w.subject);
      return [...new Set(w.units ?? [])].filter((id) => count(f?.damaged, id) > 0);
    },
    resolve(ctx, _seat, w, choice) {
      const f = fleetOf(ctx.s, w.pos!, w.subject!)!;
      const id = (w.units ?? []).find((u) => u === choice)!;
      add(f.units, id, -1);
      add(f.damaged, id, -1);
      tidySpace(ctx.s, w.pos!);
      ctx.ev.push({ type: 'casualties', data: { seat: w.subject!, pos: w.pos!, damaged: [], destroyed: [id] } });
    },
  },
};
