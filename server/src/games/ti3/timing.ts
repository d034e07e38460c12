/**
 * Timing points: the moments of the sequence where cards and abilities may act. Each procedure calls
 * `at(point, …)`; in this issue no handler asks anything, and the second issue registers its action-card
 * windows and abilities in HANDLERS.
 */
import type { Ctx } from './state';

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

export type TimingHandler = (ctx: Ctx, data: Record<string, unknown>) => void;

export const HANDLERS: Partial<Record<TimingPoint, TimingHandler[]>> = {};

export function at(ctx: Ctx, point: TimingPoint, data: Record<string, unknown> = {}): void {
  for (const h of HANDLERS[point] ?? []) h(ctx, data);
}
