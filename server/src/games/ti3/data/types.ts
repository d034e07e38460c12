/** The shapes of the TI3 base-game tables (hand-written from ../shared/reference/ti3/*.csv). */

export type UnitId = 'War Sun' | 'Dreadnought' | 'Cruiser' | 'Destroyer' | 'Carrier' | 'Fighter' | 'Ground Force' | 'PDS' | 'Space Dock';

/** How many of each unit type (a system's space, a planet, a fleet on the move). */
export type Counts = Partial<Record<UnitId, number>>;

export interface UnitStats {
  name: UnitId;
  cost: number;
  /** Units one payment of `cost` buys (Fighters and Ground Forces: 2). */
  perCost: number;
  /** A die hits on this or more; null for the Space Dock, which never rolls. */
  combat: number | null;
  dice: number;
  move: number;
  capacity: number;
  /** Component limit per player; null = unlimited (supplement counters). */
  limit: number | null;
  sustain: boolean;
  /** Bombardment dice (0 = none). */
  bombard: number;
  /** Anti-Fighter Barrage dice (0 = none). */
  afb: number;
  /** Counts against Fleet Supply. */
  fleetSupply: boolean;
  /** A ship (in space) rather than a ground unit (on a planet). */
  ship: boolean;
  /** Space Dock fighter capacity (Fighters it supports without carrying them). */
  fighterSupport: number;
}

export type Specialty = 'red' | 'green' | 'blue';

export interface Planet {
  name: string;
  resources: number;
  influence: number;
  specialty: Specialty | null;
}

export interface RaceSheet {
  /** Short stable id ("hacan"), used in the state. */
  id: string;
  name: string;
  homePlanets: Planet[];
  startingUnits: Partial<Record<UnitId, number>>;
  startingTechs: string[];
  tradeContracts: [number, number];
  counters: { strategy: number; command: number; fleet: number };
  /**
   * Ids of its racial abilities' effects: modifier entries and timing handlers (races/index.ts resolves every
   * one). Empty for the Hacan until trade is built (their abilities are trade's).
   */
  abilities: readonly string[];
}

export type SystemKind = 'planet' | 'special' | 'empty' | 'mecatol' | 'home';
export type Special = 'asteroid' | 'nebula' | 'supernova';
export type Wormhole = 'alpha' | 'beta';

export interface SystemTile {
  id: string;
  kind: SystemKind;
  special: Special | null;
  wormhole: Wormhole | null;
  planets: Planet[];
}

export interface StrategyCard {
  initiative: number;
  name: string;
}

export type TechColor = 'red' | 'green' | 'blue' | 'yellow';

export interface Technology {
  name: string;
  color: TechColor;
  prereqs: string[];
  prereqMode: 'none' | 'single' | 'and' | 'or';
  /** Ids of its effects: modifier entries and rules (technologies/index.ts resolves every one). */
  effects: readonly string[];
}

/** A machine-checkable objective requirement: a predicate id with its parameters (objectives.ts evaluates it). */
export type Requirement =
  | { id: 'planets-outside-home'; n: number }
  | { id: 'held-mecatol-all-round' }
  | { id: 'all-specialties' }
  | { id: 'techs'; n: number }
  | { id: 'techs-same-color'; n: number }
  | { id: 'techs-all-colors' }
  | { id: 'spend'; what: 'tradeGoods' | 'resources' | 'influence'; n: number }
  | { id: 'space-docks'; n: number }
  | { id: 'mecatol-and-adjacent' }
  | { id: 'influence-over-neighbours' }
  | { id: 'home-systems-of-others'; n: number }
  | { id: 'game-over' }
  | { id: 'mecatol-with'; dock: boolean; dreadnoughts?: number; ships?: number; groundForces?: number; techsInColors?: [number, number]; allDocksAndDreadnoughts?: boolean }
  | { id: 'planets-same-specialty'; n: number }
  | { id: 'ship-in-every-wormhole' }
  | { id: 'took-neighbours-last-dock' }
  | { id: 'planets-with-specialty'; n: number };

export interface Objective {
  stage: 'I' | 'II' | 'secret';
  name: string;
  /** VP; Domination! and Supremacy! `'win'`, Imperium Rex `'end'`. */
  vp: number | 'win' | 'end';
  requirement: Requirement;
}

/** The timing windows of the action cards (action_windows.csv; issue 24, "Windows"). */
export const WINDOW_IDS = [
  'action',
  'strategy-start',
  'after-pick',
  'after-all-picks',
  'after-activation',
  'after-move-in',
  'before-space-battle',
  'before-round',
  'after-roll',
  'after-hits',
  'after-damaged',
  'before-bombardment',
  'before-invasion',
  'before-landing',
  'after-neutral-capture',
  'after-planet-lost',
  'after-primary',
  'after-political-primary',
  'before-political-draw',
  'after-political-read',
  'before-own-vote',
  'after-vote',
  'after-tech-primary',
  'before-tech-purchase',
  'after-trade-secondary',
  'status',
  'after-action-card',
  'any-time',
  'as-duplicated',
] as const;

export type WindowId = (typeof WINDOW_IDS)[number];

export interface ActionCard {
  name: string;
  copies: number;
  /** The window its printed timing names. */
  window: WindowId;
  /** The "During the Strategy Phase" kinds: the other strategy-phase windows they may be played in. */
  windowAlso?: WindowId[];
}

/** How a political card is voted (the heading of its text: political_cards_base.csv `outcome`). */
export type AgendaOutcome = 'for-against' | 'elect-player' | 'elect-planet' | 'elect-two-players' | 'elect-two-planets' | 'elect-law' | 'elect-color';

/** The card's effects are handlers keyed by its name (politics/cards.ts). */
export interface PoliticalCard {
  name: string;
  /** A LAW: passed "For" (or Elect), it stays in play face up until repealed or discarded. */
  law: boolean;
  outcome: AgendaOutcome;
}
