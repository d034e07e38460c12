/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; every entry of HANDLERS registered for that point runs, in order (the technologies' entries
 * from technologies/rules.ts, then the action-card windows windows.ts registers).
 *
 * A handler that asks something either queues its task in `ctx.opened` (`openAt`: the machine, flow.ts
 * `run`, puts those tasks in front of the queue once the procedure that reached the point has queued its
 * own follow-up work, so a window opened "before the round" comes before the round's questions wherever
 * the call to `at` stands), or puts it in front of the queue at once, which the procedures allow by
 * queueing their own continuation before they call `at`. Windows come first, then such tasks.
 */
import type { UnitId } from './data';
import type { Ctx } from './state';
import type { Task } from './tasks';
import { TECH_HANDLERS } from './technologies/rules';

export type TimingPoint =
  | 'strategy-start'
  | 'after-pick'
  | 'after-all-picks'
  | 'after-activation'
  | 'after-move'
  | 'before-pds'
  | 'after-pds'
  | 'before-space-battle'
  | 'before-combat-round'
  | 'after-roll'
  | 'before-casualties'
  | 'after-damage'
  | 'before-bombardment'
  | 'before-landings'
  | 'before-invasion'
  /** After an invasion combat on a planet: its winner (null: no one) and the Ground Forces killed on both sides. */
  | 'after-invasion-combat'
  /** A seat's Ground Forces destroyed (bombardment, PDS, invasion combat, X-89). */
  | 'ground-forces-destroyed'
  | 'planet-changed-hands'
  | 'after-primary'
  | 'after-secondary'
  | 'before-technology'
  | 'status-step'
  | 'after-political-primary'
  | 'before-political-draw'
  | 'after-political-read'
  | 'after-vote'
  | 'trade-collect';

/** What a timing point tells its handlers (each point fills the fields that concern it). */
export type TimingData = {
  seat?: number;
  pos?: string;
  planet?: string;
  from?: number | null;
  card?: number;
  round?: number;
  step?: number;
  name?: string;
  attacker?: number;
  defender?: number;
  winner?: number | null;
  /** Ground Forces: killed in an invasion combat (both sides), or destroyed now. */
  n?: number;
  /** After a pick: who was Speaker before it (Initiative makes its taker Speaker at once). */
  speakerBefore?: number;
  /** The political card being voted. */
  agenda?: string;
  /** After damage: the ships damaged. */
  units?: UnitId[];
};

export type TimingHandler = (ctx: Ctx, data: TimingData) => void;

export interface TimingEntry {
  /** Stable id (data tables reference technology entries by it). */
  id: string;
  /** The card, technology or ability it belongs to. */
  source: string;
  point: TimingPoint;
  run: TimingHandler;
}

export const HANDLERS: TimingEntry[] = [...TECH_HANDLERS];

export function at(ctx: Ctx, point: TimingPoint, data: TimingData = {}): void {
  for (const h of HANDLERS) if (h.point === point) h.run(ctx, data);
}

/** Queues a question-asking task opened at a timing point (see the header). */
export function openAt(ctx: Ctx, task: Task): void {
  (ctx.opened ??= []).push(task);
}

/** Puts the tasks opened at timing points in front of the queue (first opened first). */
export function flushOpened(ctx: Ctx): void {
  if (ctx.opened && ctx.opened.length > 0) ctx.s.tasks.unshift(...ctx.opened.splice(0));
}
