/**
 * Minister of War (an Elect Player law): the elected player may spend a command counter from his Strategy
 * Allocation area for one automatic hit before the first round of any space battle he takes part in; the
 * casualty is applied at once, no return fire. Asked (`minister-of-war`) at the `before-space-battle`
 * timing point, after that point's action-card window, while he has a counter there and the opponent ships
 * (all public).
 */
import { GameError, type Json, type Prompt } from '../../../engine';
import { shipCount } from '../board';
import { fleetOf, type Ctx, type Ti3State } from '../state';
import { openAt } from '../opened';
import type { TaskOf } from '../tasks';
import type { TimingData } from '../timing-types';
import { electedSeat } from './effects';

const CARD = 'Minister of War';

export function openMinisterOfWar(ctx: Ctx, d: TimingData): void {
  const seat = electedSeat(ctx.s, CARD);
  if (seat === null || d.pos === undefined || (seat !== d.attacker && seat !== d.defender)) return;
  const target = seat === d.attacker ? d.defender : d.attacker;
  if (target !== undefined) openAt(ctx, { t: 'minister-of-war', seat, pos: d.pos, target });
}

export function ministerOfWarQuestion(s: Ti3State, task: TaskOf<'minister-of-war'>): Prompt | null {
  if (s.players[task.seat].strategy === 0 || shipCount(fleetOf(s, task.pos, task.target)) === 0 || electedSeat(s, CARD) !== task.seat) return null;
  return {
    seat: task.seat,
    kind: 'minister-of-war',
    text: `Minister of War: spend a Strategy Allocation counter for one automatic hit on seat ${task.target}'s ships in ${task.pos}?`,
    choices: ['hit', 'hold'],
  };
}

export function ministerOfWar(ctx: Ctx, task: TaskOf<'minister-of-war'>, move: Json): void {
  if (move === 'hold' || move === null) return;
  if (move !== 'hit') throw new GameError('BAD_MOVE', 'minister-of-war: "hit" or "hold"');
  ctx.s.players[task.seat].strategy -= 1;
  ctx.ev.push({
    type: 'minister-of-war',
    text: `seat ${task.seat} spends a Strategy Allocation counter: Minister of War's automatic hit`,
    data: { seat: task.seat, pos: task.pos },
  });
  ctx.s.tasks.unshift({ t: 'assign-hits', seat: task.target, pos: task.pos, hits: 1, during: 'pre-combat' });
}
