/**
 * The status phase (rulebook p.14-15), each step in order of play: 1 objectives; 2 repair damaged
 * Dreadnoughts and War Suns; 3 command counters on the board back to reinforcements; 4 refresh all
 * planets; 5 draw 1 action card (Neural Motivator: 2) and gain 2 command counters; 6 redistribute counters among Strategy
 * Allocation, Command Pool and Fleet Supply, then check Fleet Supply everywhere; 7 return strategy cards.
 * There is no command-counter upkeep in the base game.
 *
 * Redistribution is a draft (draft.ts): `redistribute` asks {from, to} (move one counter between two
 * areas of the race sheet) or confirm / undo-step / reset. It starts from the counters where they are, so
 * `confirm` is always legal, and every split of the sheet's counters is reached one counter at a time (at
 * most 9 answers a question). Nothing moves before `confirm`.
 */
import { GameError, type Json } from '../../engine';
import { drawActionCards } from './cards';
import { CONFIRM, draftControls, RESET, UNDO } from './draft';
import { modified } from './modifiers';
import { orderOfPlay } from './order';
import { gainCounters, type Ctx, type Ti3State } from './state';
import type { CounterShift, SheetArea, TaskOf } from './tasks';
import { at } from './timing';
import { isElected } from './politics/effects';
import { draftActionCards } from './politics/draft';
import { fleetAreaCap } from './politics/rules';
import { statusTradeTasks } from './trade/status';

export const SHEET_AREAS: readonly SheetArea[] = ['strategy', 'command', 'fleet'];
const AREA_NAMES: Record<SheetArea, string> = { strategy: 'Strategy Allocation', command: 'Command Pool', fleet: 'Fleet Supply' };

export function startStatusPhase(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'status';
  s.activation = null;
  ctx.ev.push({ type: 'phase', text: `round ${s.round}: status phase`, data: { phase: 'status', round: s.round } });
  const order = orderOfPlay(s);
  at(ctx, 'status-step', { step: 1 });
  s.tasks.unshift(
    ...order.map((seat) => ({ t: 'claim' as const, seat })),
    // After step 1: breaking agreements, Hacan action-card trades.
    ...statusTradeTasks(s),
    { t: 'status-upkeep' },
    ...order.map((seat) => ({ t: 'redistribute' as const, seat, steps: [] })),
    { t: 'status-done' },
  );
}

/** Steps 2-5. */
export function statusUpkeep(ctx: Ctx): void {
  const s = ctx.s;
  at(ctx, 'status-step', { step: 2 });
  for (const fleets of Object.values(s.space)) for (const f of fleets) f.damaged = {};
  at(ctx, 'status-step', { step: 3 });
  s.counters = {};
  at(ctx, 'status-step', { step: 4 });
  for (const pl of Object.values(s.planets)) {
    if (pl.owner !== null) pl.exhausted = false;
    delete pl.newDock;
  }
  at(ctx, 'status-step', { step: 5 });
  // Neural Motivator and Minister of Policy: one card more each.
  const draws = orderOfPlay(s).map((seat) => ({ seat, n: modified('statusDraws', 1, { s, seat }) + (isElected(s, 'Minister of Policy', seat) ? 1 : 0) }));
  // Core Stability: the cards are drawn face up and chosen instead.
  const drafted = draftActionCards(ctx, draws);
  for (const { seat, n } of draws) {
    if (!drafted) drawActionCards(ctx, seat, n);
    // Sol: one more.
    gainCounters(ctx, seat, modified('statusCounters', 2, { s, seat }));
  }
  ctx.ev.push({ type: 'status', data: { round: s.round } });
  at(ctx, 'status-step', { step: 6 });
}

/** Every counter of the race sheet (reinforcements stay where they are). */
export function sheetCounters(s: Ti3State, seat: number): number {
  const p = s.players[seat];
  return p.strategy + p.command + p.fleet;
}

export type Split = Record<SheetArea, number>;

/** The race sheet as the redistribution draft so far would leave it. */
export function plannedSplit(s: Ti3State, task: TaskOf<'redistribute'>): Split {
  const p = s.players[task.seat];
  const split: Split = { strategy: p.strategy, command: p.command, fleet: p.fleet };
  for (const m of task.steps) {
    split[m.from] -= 1;
    split[m.to] += 1;
  }
  return split;
}

/** The `redistribute` question's answers: the draft controls, then every move of one counter between two areas. */
export function redistributeChoices(s: Ti3State, task: TaskOf<'redistribute'>): Json[] {
  const split = plannedSplit(s, task);
  const out: Json[] = draftControls(task.steps.length);
  // Fleet Regulations: no more counters in Fleet Supply than the law allows.
  const fleetRoom = fleetAreaCap(s) - split.fleet;
  for (const from of SHEET_AREAS) for (const to of SHEET_AREAS) if (from !== to && split[from] > 0 && (to !== 'fleet' || fleetRoom > 0)) out.push({ from, to });
  return out;
}

const isShift = (x: Json): x is CounterShift & { [k: string]: Json } =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && SHEET_AREAS.includes(x.from as SheetArea) && SHEET_AREAS.includes(x.to as SheetArea);

/** A step of the redistribution draft; true once confirmed (the counters then stand as planned, publicly). */
export function redistributionStep(ctx: Ctx, task: TaskOf<'redistribute'>, move: Json): boolean {
  if (move === UNDO) task.steps.pop();
  else if (move === RESET) task.steps = [];
  else if (move === CONFIRM || move === null) {
    redistribute(ctx, task.seat, plannedSplit(ctx.s, task));
    return true;
  } else {
    if (!isShift(move))
      throw new GameError('BAD_MOVE', 'redistribute: expected {from, to} (areas strategy, command, fleet), "confirm", "undo-step" or "reset"');
    if (move.from === move.to) throw new GameError('ILLEGAL_MOVE', `redistribute: a counter moves from ${AREA_NAMES[move.from]} to another area`);
    const split = plannedSplit(ctx.s, task);
    if (split[move.from] === 0) throw new GameError('ILLEGAL_MOVE', `redistribute: no counter left in ${AREA_NAMES[move.from]} to move`);
    if (move.to === 'fleet' && split.fleet >= fleetAreaCap(ctx.s))
      throw new GameError('ILLEGAL_MOVE', `Fleet Regulations: at most ${fleetAreaCap(ctx.s)} counters in Fleet Supply`);
    task.steps.push({ from: move.from, to: move.to });
  }
  return false;
}

/** The planned split replaces the sheet's (the same counters, moved between areas). */
function redistribute(ctx: Ctx, seat: number, split: Split): void {
  Object.assign(ctx.s.players[seat], split);
  ctx.ev.push({ type: 'redistribute', data: { seat, ...split } });
}
