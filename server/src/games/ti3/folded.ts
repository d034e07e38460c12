/**
 * The folded windows of a tactical action (issue 24, "Windows"; the others, asked of one seat without a
 * system — votes, technology prompts — are windows.ts `foldedPlays`/`playFolded`): their cards are extra {"play": card}
 * choices of the prompt the active player answers anyway — `after-activation` in the movement prompt
 * (before the first ship is planned), `before-landing` in the landing prompt (before the first landing is
 * planned), `before-invasion` in the invasion-order prompt. So that the prompt's existence never tells
 * what the hand holds, the prompt is asked whenever the window would ask the seat by public information
 * (windows.ts `eligibleSeats`), even when it has a single other choice; a seat with nothing playable sees
 * the prompt without plays. A card played resolves (after its Sabotage window), then the prompt is asked again.
 */
import { GameError, type Json } from '../../engine';
import type { WindowId } from './data';
import type { Ctx, Ti3State } from './state';
import type { Task, WindowInfo } from './tasks';
import { eligibleSeats, playableCards, playActionCard, resolution } from './windows';

const FOLDED: Partial<Record<Task['t'], WindowId>> = { move: 'after-activation', land: 'before-landing', invasions: 'before-invasion' };

/** The folded window the task's prompt carries now, if any. */
export function foldedWindow(s: Ti3State, task: Task): WindowInfo | null {
  const id = FOLDED[task.t];
  if (id === undefined || !('seat' in task) || !('pos' in task) || s.activation?.seat !== task.seat || s.activation.transfer) return null;
  if (task.t === 'move' && (task.plan.length > 0 || task.between !== undefined)) return null;
  if (task.t === 'land' && task.steps.length > 0) return null;
  const planets = task.t === 'invasions' ? { planets: Object.keys(task.landed) } : {};
  return { id, serial: 0, active: task.seat, pos: task.pos, subject: task.seat, ...planets };
}

/** Whether the prompt must be asked for its folded window (public information only). */
export function foldedAsks(s: Ti3State, task: Task): boolean {
  const w = foldedWindow(s, task);
  return w !== null && eligibleSeats(s, w).includes(w.active);
}

/** The {"play": card} choices of the seat's own hand in the task's folded window. */
export function tacticalPlays(s: Ti3State, task: Task): Json[] {
  const w = foldedWindow(s, task);
  return w === null ? [] : playableCards(s, w.active, w, []).map((card) => ({ play: card }));
}

/** A card played from a folded window: named, resolved (after its Sabotage window), then the task is asked again. */
export function playInTactical(ctx: Ctx, task: Task, card: string): void {
  const w = foldedWindow(ctx.s, task);
  if (w === null || !playableCards(ctx.s, w.active, w, []).includes(card)) throw new GameError('ILLEGAL_MOVE', `${card} cannot be played now`);
  playActionCard(ctx, w.active, card);
  ctx.s.tasks.unshift(...resolution(ctx.s, { seat: w.active, card }, w), task);
}
