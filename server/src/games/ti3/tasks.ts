/**
 * The work queue: `state.tasks`, first task first. A task with a `seat` and a prompt kind is a question
 * (prompts.ts asks it); the others run by themselves (flow.ts) and may put questions or more work in
 * front of the queue. Nothing here changes state.
 */
import type { Json } from '../../engine';
import type { Counts, UnitId, WindowId } from './data';
import type { ChoiceKind } from './politics/types';
import type { TradeTask } from './trade/types';

// The steps of the drafts (draft.ts), as a task holds them until confirmed.
export type ShipMove = {
  from: string;
  unit: UnitId;
  fighters: number;
  groundForces: number;
  /** PDS carried (absent when none). */
  pds?: number;
  /** Cargo picked up in the systems passed through, in the order passed, and in the end system last (absent when none). */
  via?: Pickup[];
};

/** What a Carrier or War Sun picks up in a system it passes through or ends in. */
export type Pickup = { pos: string; fighters: number; groundForces: number; pds?: number };

/** A payment step: a planet card exhausted, or Trade Goods spent. */
export type PayStep = { planet: string } | { tradeGoods: number };

/** The three areas of the race sheet. */
export type SheetArea = 'strategy' | 'command' | 'fleet';

/** A redistribution step: a counter moved from one area of the race sheet to another. */
export type CounterShift = { from: SheetArea; to: SheetArea };

/** Warfare's secondary: a Destroyer or Cruiser moved to an adjacent empty system. */
export type Patrol = { from: string; unit: 'Destroyer' | 'Cruiser'; to: string };

export type Landing = {
  planet: string;
  groundForces: number;
  /** PDS landed (absent when none). */
  pds?: number;
  /** Fighters joining the invasion (Graviton Negator; absent when none). */
  fighters?: number;
};

/** An action-card window as it was opened: which one, and the public facts its cards and askers depend on. */
export type WindowInfo = {
  id: WindowId;
  /** Numbers the window (standing `pass-window` passes name it). */
  serial: number;
  /** Plays resolve in order of play starting with this seat. */
  active: number;
  /** The system of the battle, activation… */
  pos?: string;
  /** The seat the timing is about: the one who picked, whose ship was damaged, who played the card. */
  subject?: number;
  /** after-action-card: the card just played. */
  card?: string;
  /** after-damaged: the ships just damaged. */
  units?: UnitId[];
  /** after-planet-lost: the planet taken; an invasion combat's or a bombardment's planet. */
  planet?: string;
  /** before-invasion: the planets still to be invaded. */
  planets?: string[];
  /** after-pick: the strategy card taken, and the Speaker before it was taken (Initiative makes a new one). */
  strategyCard?: number;
  speakerBefore?: number;
  /** An invasion combat's two sides (a space battle's are the fleets in `pos`). */
  sides?: number[];
};

/**
 * One player's dice, rolled and not yet turned into hits (Recheck in a combat round's `after-roll` window, Jol
 * Nar at every roll of its own, may re-roll one). A die hits at or above its `needs` entry; with `even`, on an
 * even number (Plague; its `needs` entries are 0, unused).
 */
export type DiceRoll = { seat: number; what: string; dice: number[]; needs: number[]; even?: true };

/**
 * What the hits of a roll outside the combat rounds do, once its dice are settled (combat/open-dice.ts):
 * `ships`: `target` assigns them to his ships in `pos` (PDS fire, Assault Cannon, Mentak's and the cards'
 * pre-combat shots; `supply`: Fleet Supply is checked afterwards); `fighters`: each roll's hits destroy
 * the other side's Fighters in `pos` (Anti-Fighter Barrage); `ground-forces`: they kill Ground Forces on
 * `planet` (bombardment); `invaders`: they hit the units landed for the invasion combat of `planet` (its PDS).
 * The rolls that are no shots: `gen-synthesis`, each success returns one of the roller's destroyed Ground
 * Forces home; `dacxive`, each places one on `planet`; `ancient-artifact`, the outcome of the political card
 * `card`; `plague`, each success (even) kills a Ground Force on `planet`; `strategic-bombardment`, a success
 * returns the card, in play meanwhile, to its player's hand (a failure discards it).
 */
export type DiceUse =
  | { use: 'ships'; target: number; pos: string; during: 'pds' | 'pre-combat'; supply?: true }
  | { use: 'fighters'; pos: string }
  | { use: 'ground-forces'; planet: string }
  | { use: 'invaders'; planet: string }
  | { use: 'gen-synthesis' }
  | { use: 'dacxive'; planet: string }
  | { use: 'ancient-artifact'; card: string }
  | { use: 'plague'; planet: string }
  | { use: 'strategic-bombardment' };

/** A card played in a window, by whom. */
export type Play = { seat: number; card: string };

/** A unit of the production draft; `at`: a system (ships) or a planet (Ground Forces, PDS) elsewhere (Integrated Economy). */
export type ProduceStep = { unit: UnitId; at?: string } | { dock: string };
export type Placed = { unit: UnitId; at: string };

export type Task =
  // Trade (trade/): the negotiations, the status phase's breaking and Hacan trades
  | TradeTask
  // Setup and galaxy building
  | { t: 'home-position'; seat: number }
  | { t: 'home-unit'; seat: number; unit: UnitId }
  | { t: 'face-down'; seat: number }
  | { t: 'place-tile'; seat: number }
  | { t: 'galaxy-start' }
  | { t: 'galaxy-done' }
  // Rounds
  | { t: 'strategy-phase' }
  | { t: 'pick-strategy'; seat: number }
  | { t: 'bonus'; seat: number; n: number }
  | { t: 'strategy-done' }
  | { t: 'turn' }
  | { t: 'action'; seat: number }
  /** `after: 'tactical'`: the turn's first tactical action ends (Fleet Logistics may add a second). */
  | { t: 'end-turn'; seat: number; after?: 'tactical' }
  /** Fleet Logistics: a second tactical action, or done. */
  | { t: 'fleet-logistics'; seat: number }
  /** Transit Diodes: which Ground Forces go where. */
  | { t: 'transit-diodes'; seat: number }
  // Strategic actions
  /** `agenda`: the Political primary's agenda has been queued (its look at the top 3 comes after it). */
  | { t: 'primary'; seat: number; card: number; look?: string[]; agenda?: 'done' }
  /** `free`: no Strategy Allocation counter is spent (Aggressive Strategy). */
  | { t: 'follow'; seat: number; card: number; active: number; free?: true }
  | { t: 'secondary'; seat: number; card: number; patrols?: Patrol[] }
  | { t: 'card-done'; seat: number; card: number }
  // Tactical actions
  | { t: 'move'; seat: number; pos: string; between?: string; plan: ShipMove[] }
  /** `between`: a transfer's second system (only Deep Space Cannon reaches a transfer's systems). */
  | { t: 'pds'; seat: number; pos: string; between?: string }
  /** `then`: a transfer's second system, asked next; `except`: the PDS that also reach this system fired there. */
  | { t: 'pds-fire'; seat: number; pos: string; target: number; then?: string; except?: string }
  | { t: 'battle'; seat: number; pos: string; round: number }
  /** Before round 1: Assault Cannon (a question), then Anti-Fighter Barrage. */
  | { t: 'assault-cannon'; seat: number; pos: string; target: number }
  | { t: 'barrage'; attacker: number; pos: string }
  | { t: 'withdraw'; seat: number; pos: string; role: 'attacker' | 'defender' }
  | { t: 'battle-roll'; seat: number; pos: string; round: number }
  /** The round's dice, after the `after-roll` window: hits counted, then assigned. */
  | { t: 'battle-hits'; seat: number; pos: string; round: number; rolls: DiceRoll[] }
  /** Minister of War: before round 1, the elected player may spend a Strategy Allocation counter for one automatic hit. */
  | { t: 'minister-of-war'; seat: number; pos: string; target: number }
  | { t: 'assign-hits'; seat: number; pos: string; hits: number; during: 'pds' | 'battle' | 'afb' | 'pre-combat' }
  | { t: 'land'; seat: number; pos: string; steps: Landing[] }
  | { t: 'invade'; seat: number; pos: string; landed: Record<string, Counts> }
  | { t: 'bombard'; seat: number; pos: string; unit: 'Dreadnought' | 'War Sun'; invaded: string[] }
  | { t: 'invasions'; seat: number; pos: string; landed: Record<string, Counts> }
  /**
   * One invasion combat, a round at a time: `round` (the `before-round` window), `roll` (both sides roll; the
   * `after-roll` window), `hits` (casualties); `killed`/`lost`: the defender's and the invader's Ground Forces so far.
   */
  | {
      t: 'invasion-combat';
      seat: number;
      pos: string;
      planet: string;
      defender: number;
      landed: Counts;
      round: number;
      step: 'round' | 'roll' | 'hits';
      rolls: DiceRoll[];
      killed: number;
      lost: number;
    }
  /** Dice rolled outside a combat round, open through the `after-roll` point (Jol Nar; no window: it names no round) before `use` counts their hits. */
  | { t: 'dice'; pos: string; rolls: DiceRoll[]; use: DiceUse }
  /** A roll opened at a timing point (Gen Synthesis, Dacxive Animators): rolled when reached, so that rolls opened together are settled one after another. */
  | { t: 'roll'; pos: string; seat: number; what: string; needs: number[]; use: DiceUse }
  /** A bombardment shot aimed (after the `before-bombardment` window): its dice. */
  | { t: 'bombard-roll'; seat: number; pos: string; unit: 'Dreadnought' | 'War Sun'; planet: string }
  | { t: 'produce'; seat: number; pos: string; bought: Counts; dock: string | null; imperial: boolean; steps: ProduceStep[]; unlessProducedIn?: string }
  | { t: 'supply-check'; pos: string | null }
  | { t: 'pay'; seat: number; what: 'resources' | 'influence'; amount: number; then: Task[]; steps: PayStep[] }
  | { t: 'place-production'; seat: number; pos: string; bought: Counts; dock: string | null; elsewhere?: Placed[] }
  | { t: 'gain-tech'; seat: number; name: string }
  /** Counters gained from reinforcements: the seat places them in the areas of its choice. */
  | { t: 'gain-counters'; seat: number; n: number }
  | { t: 'score-objective'; seat: number; name: string }
  | { t: 'remove-excess'; seat: number; pos: string }
  // Status phase and cards
  | { t: 'status-phase' }
  | { t: 'claim'; seat: number; publicDone?: boolean }
  | { t: 'status-upkeep' }
  | { t: 'redistribute'; seat: number; steps: CounterShift[] }
  | { t: 'status-done' }
  | { t: 'discard'; seat: number }
  // Action cards (windows.ts): a window asks its seats at once (`waiting` is worked out when it is reached);
  // each card played then resolves (with its one choice, if it has one).
  | { t: 'window'; w: WindowInfo; waiting: number[] | null; plays: Play[]; played: Play[] }
  /** `copy`: Touch of Genius duplicates `card`, which stays in the discard pile. */
  | { t: 'card-effect'; seat: number; card: string; w: WindowInfo; copy?: true }
  /** Disclosure: the player, who has seen the victim's hand, chooses the card the victim discards. */
  | { t: 'disclosure'; seat: number; victim: number }
  /** A law discarded once paid for through the standing offer (Short Term Truce). */
  | { t: 'law-discard'; seat: number; card: string }
  /** Stellar Criminals: the victim chooses `n` of his ready planets to exhaust. */
  | { t: 'exhaust-planets'; seat: number; n: number }
  // The agenda (politics/agenda.ts): steps that ask nothing, each voter's vote, the effects' questions
  | { t: 'agenda'; step: 'open' | 'before-draw' | 'draw' | 'vote' | 'count'; active: number; card?: string }
  | { t: 'vote'; seat: number }
  | { t: 'agenda-resolve'; outcome: Json }
  /** `options`: what may be chosen (ties, ships, planets); `n`: how many; `target`: whose planets (chosen by another). */
  | { t: 'agenda-choice'; seat: number; card: string; step: ChoiceKind; n?: number; options?: Json[]; target?: number; strategyCard?: number }
  // Racial abilities (races/rules.ts): one question of the ability `ability`
  | AbilityTask;

/**
 * A racial ability's question. `pos`: the battle's system; `target`: the opponent; `planet`: an invaded planet;
 * Jol Nar's re-roll: the indexes of its open dice `rerolled` already.
 */
export type AbilityTask = {
  t: 'ability';
  seat: number;
  ability: string;
  pos?: string;
  target?: number;
  planet?: string;
  rerolled?: number[];
};

export type TaskOf<K extends Task['t']> = Extract<Task, { t: K }>;

/** Tasks that ask a seat something. */
export const QUESTIONS = new Set<Task['t']>([
  'home-position',
  'home-unit',
  'face-down',
  'place-tile',
  'pick-strategy',
  'bonus',
  'action',
  'fleet-logistics',
  'transit-diodes',
  'assault-cannon',
  'minister-of-war',
  'primary',
  'follow',
  'secondary',
  'move',
  'withdraw',
  'pds-fire',
  'remove-excess',
  'pay',
  'bombard',
  'invasions',
  'assign-hits',
  'land',
  'produce',
  'claim',
  'redistribute',
  'gain-counters',
  'discard',
  'card-effect',
  'exhaust-planets',
  'disclosure',
  'vote',
  'agenda-choice',
  'ability',
  'trade-status',
  'hacan-trade',
]);
