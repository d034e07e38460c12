/**
 * The work queue: `state.tasks`, first task first. A task with a `seat` and a prompt kind is a question
 * (prompts.ts asks it); the others run by themselves (flow.ts) and may put questions or more work in
 * front of the queue. Nothing here changes state.
 */
import type { Json } from '../../engine';
import type { Counts, UnitId } from './data';
import type { ChoiceKind } from './politics/types';

// The steps of the movement, landing and production drafts, as a task holds them until confirmed.
export type ShipMove = {
  from: string;
  unit: UnitId;
  fighters: number;
  groundForces: number;
  /** PDS carried (absent when none). */
  pds?: number;
  /** Cargo picked up in a system passed through on the way (absent when none). */
  via?: Pickup;
};

/** What a Carrier or War Sun picks up in a system it passes through. */
export type Pickup = { pos: string; fighters: number; groundForces: number; pds?: number };

export type Landing = {
  planet: string;
  groundForces: number;
  /** PDS landed (absent when none). */
  pds?: number;
};

export type ProduceStep = { unit: UnitId } | { dock: string };

export type Task =
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
  | { t: 'end-turn'; seat: number }
  // Strategic actions
  /** `agenda`: the Political primary's agenda has been queued (its look at the top 3 comes after it). */
  | { t: 'primary'; seat: number; card: number; look?: string[]; agenda?: 'done' }
  /** `free`: no Strategy Allocation counter is spent (Aggressive Strategy). */
  | { t: 'follow'; seat: number; card: number; active: number; free?: true }
  | { t: 'secondary'; seat: number; card: number; moved?: number }
  | { t: 'card-done'; seat: number; card: number }
  // Tactical actions
  | { t: 'move'; seat: number; pos: string; between?: string; plan: ShipMove[] }
  | { t: 'pds'; seat: number; pos: string }
  | { t: 'pds-fire'; seat: number; pos: string; target: number }
  | { t: 'battle'; seat: number; pos: string; round: number }
  | { t: 'withdraw'; seat: number; pos: string; role: 'attacker' | 'defender' }
  | { t: 'battle-roll'; seat: number; pos: string; round: number }
  | { t: 'assign-hits'; seat: number; pos: string; hits: number; during: 'pds' | 'battle' | 'afb' }
  | { t: 'land'; seat: number; pos: string; steps: Landing[] }
  | { t: 'invade'; seat: number; pos: string; landed: Record<string, Counts> }
  | { t: 'bombard'; seat: number; pos: string; unit: 'Dreadnought' | 'War Sun'; invaded: string[] }
  | { t: 'invasions'; seat: number; pos: string; landed: Record<string, Counts> }
  | { t: 'produce'; seat: number; pos: string; bought: Counts; dock: string | null; imperial: boolean; steps: ProduceStep[]; unlessProducedIn?: string }
  | { t: 'supply-check'; pos: string | null }
  | { t: 'pay'; seat: number; what: 'resources' | 'influence'; amount: number; then: Task[] }
  | { t: 'place-production'; seat: number; pos: string; bought: Counts; dock: string | null }
  | { t: 'gain-tech'; seat: number; name: string }
  /** Counters gained from reinforcements: the seat places them in the areas of its choice. */
  | { t: 'gain-counters'; seat: number; n: number }
  | { t: 'score-objective'; seat: number; name: string }
  | { t: 'remove-excess'; seat: number; pos: string }
  // Status phase and cards
  | { t: 'status-phase' }
  | { t: 'claim'; seat: number; publicDone?: boolean }
  | { t: 'status-upkeep' }
  | { t: 'redistribute'; seat: number }
  | { t: 'status-done' }
  | { t: 'discard'; seat: number }
  // The agenda (politics/agenda.ts): steps that ask nothing, each voter's vote, the effects' questions
  | { t: 'agenda'; step: 'open' | 'before-draw' | 'draw' | 'vote' | 'count'; active: number; card?: string }
  | { t: 'vote'; seat: number }
  | { t: 'agenda-resolve'; outcome: Json }
  /** `options`: what may be chosen (ties, ships, planets); `n`: how many; `target`: whose planets (chosen by another). */
  | { t: 'agenda-choice'; seat: number; card: string; step: ChoiceKind; n?: number; options?: Json[]; target?: number; strategyCard?: number };

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
  'vote',
  'agenda-choice',
]);
