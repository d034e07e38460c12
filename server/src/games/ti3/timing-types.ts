/**
 * The timing points' types (timing.ts runs the handlers): apart from it so that the modules holding handler
 * entries (technologies/rules.ts) can name them without importing the list that gathers them.
 */
import type { UnitId } from './data';
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
