/**
 * Solitaire (TGS robot) vocabulary and state. The robot is not a seat: it has
 * no prompts, so it lives beside `players` in `RftgState.solo` and the phase
 * modules, which only ever ask seats, need not know about it.
 */
import type { CardFlag } from '../data/types';

/** A die face as printed: a phase, "match one of the player's actions" (*), or the robot face. */
export type Face = 'explore' | 'develop' | 'settle' | 'trade' | 'x2' | 'produce' | 'match' | 'robot';
/** What a die reads as once the robot face is looked up on the robot= counter. */
export type PhaseFace = Exclude<Face, 'match' | 'robot'>;

/** The nine action spaces of the mat, left to right (2-player advanced action cards). */
export const COLUMNS = ['E1', 'E2', 'D1', 'D2', 'S1', 'S2', 'TRADE', 'X2', 'P'] as const;
export type Column = (typeof COLUMNS)[number];

/** The mat's row groups: one per phase column group; Consume has two (Trade, x2). */
export type MatPhase = 'explore' | 'develop' | 'settle' | 'trade' | 'x2' | 'produce';
/** `double` is Explore's "robot chose both Explore actions" variant of the action row. */
export type RowKind = 'action' | 'double' | 'response';
export type RowKey = `${MatPhase}.${RowKind}`;

/** What flip-to-find stops at. */
export type Find =
  | 'development'
  | 'world'
  /** Alien Research Team's Settle action: only Alien worlds. */
  | 'alien-world'
  /** Alien Research Team's Settle response: an Alien military world or any non-military world. */
  | 'alien-military-or-civil';

/** One printed instruction of a row, run in order by the robot primitives. */
export type Step =
  | { op: 'draw'; n: number }
  /** Draw `base` plus one per tableau world carrying `flag` (Uplift Mercenary Force in Settle). */
  | { op: 'drawPerWorld'; base: number; flag: CardFlag }
  | { op: 'credit'; n: number }
  | { op: 'economy'; n: number }
  /** VP chips: `times` × economy size. */
  | { op: 'vpEconomy'; times: number }
  /** Prestige (BoW only), optionally only with a tableau world carrying `ifWorldFlag`. */
  | { op: 'prestige'; n: number; ifWorldFlag?: CardFlag }
  /** Place an unplaced 6-cost counter when credit ≥ minCredit, paying `pay`; then the row stops. */
  | { op: 'counter6'; minCredit: number; pay: number }
  /** The rest of the row happens only with at least `min` credit. */
  | { op: 'needCredit'; min: number }
  /**
   * Flip to find: the first card matching `find` whose price the robot can pay is placed;
   * price = `cost`, or `sixCost` for a 6-cost development, plus `militaryCost` for a military world.
   * An unaffordable match is discarded and the flipping goes on.
   */
  | { op: 'flip'; find: Find; cost: number; sixCost?: number; militaryCost?: number };

export interface Row {
  steps: Step[];
  /** Where the row comes from (source tags of ../shared/reference/rftg/solitaire-robot.md). */
  source: string;
  /** No source confirms this row: it is our reading, and `reading` says why. */
  provisional?: true;
  reading?: string;
}

/** How the robot treats military worlds when flipping for a world. */
export type MilitaryRule = 'never' | 'free' | 'pay';

export interface RobotProfile {
  /** Card name of the start world. */
  name: string;
  set: 'base' | 'tgs' | 'rvi' | 'bow';
  credit: number;
  economy: number;
  /** Cards dealt face down to the robot's draw pile at setup. */
  pile: number;
  /** The phase shown on this world's robot= counter. */
  robotFace: PhaseFace;
  military: MilitaryRule;
  /** Rebel Freedom Fighters: IMPERIUM cards never match (and are never placed). */
  neverImperium?: true;
  /** Rebel Freedom Fighters: +1 prestige per Rebel development or Rebel military world placed. */
  prestigeOnRebel?: true;
  /** Special mat counters: rows they cover, written out whole as the counter reads. */
  rows?: Partial<Record<RowKey, Row>>;
  source: string;
  /** What of this profile (start values, robot= face, military rule) no source confirms. */
  provisional?: string;
}

export interface SoloPrestigeTile {
  /** Prestige the robot gained during the current round (the robot's leader bonus looks at the last one). */
  gainedThisRound: number;
  /** Prestige the robot gained during the current phase (what the tile check treats as fresh). */
  gainedThisPhase: number;
}

export interface PlacedDie {
  /** Which die (0 white, 1 gray) and the face rolled. */
  die: number;
  face: Face;
  /** The phase it is read as (a match die: the player's action it went under). */
  read: PhaseFace;
  col: Column;
}

export interface SoloState {
  /** The robot's start world (card id) and the key of its profile in mat.ts. */
  startWorld: number;
  profile: string;
  difficulty: 'easy' | 'medium' | 'hard';
  credit: number;
  economy: number;
  vp: number;
  prestige: number;
  prestigeTrack: SoloPrestigeTile;
  /** Face-down draw pile; the end of the array is the top. Hidden from every seat. */
  pile: number[];
  /** Start world first, in order of placement. */
  tableau: number[];
  /** VP of each 6-cost development counter set out for the difficulty, and how many are placed. */
  counters: number[];
  countersPlaced: number;
  /** This round's dice, once rolled (after the player's actions are locked). */
  dice: PlacedDie[] | null;
}
