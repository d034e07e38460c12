/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; every entry of HANDLERS registered for that point runs, in order. A handler that asks
 * something puts its tasks in front of the queue: a procedure that goes on after a timing point queues
 * its own continuation first and calls `at` last, so what a handler queues comes before it. The
 * technologies' handlers are in technologies/rules.ts; action-card windows and racial abilities join here.
 */
import type { Ctx } from './state';
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
  | 'agenda'
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
