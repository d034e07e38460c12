/**
 * Types for the reference engine's conformance logs (shared/conformance/rftg,
 * see FORMAT.md there) and the per-player views of one log a replay needs.
 * Only the fields the runner reads are typed; the rest stay as Json.
 */
import * as fs from 'node:fs';
import type { Json } from '../../../engine';

export interface CardRef {
  id: number;
  name: string;
}

/** A power as logged: `card` is null for a phase bonus, which is then named in `special`. */
export interface PowerRef {
  card: CardRef | null;
  power_index: number;
  special?: string;
}

export interface Decision {
  t: 'decision';
  i: number;
  player: number;
  seat: number;
  round: number;
  phase: string;
  type: string;
  offered: { [key: string]: Json };
  answer: { [key: string]: Json };
}

export interface DrawEvent {
  t: 'draw';
  n: number;
  card: CardRef;
  reason: string;
  player: number;
  to: string | null;
}

export interface AnomalyEvent {
  t: 'anomaly';
  what: string;
  decision: number;
  reason: string;
  engine_effect: string;
}

export interface TableauEntry extends CardRef {
  goods: number;
  /** Final state only: the cards lying face down as goods. */
  good_cards?: CardRef[];
}

export interface PlayerSnapshot {
  id: number;
  seat: number;
  vp_chips: number;
  prestige: number;
  hand_size: number;
  hand: CardRef[];
  tableau: TableauEntry[];
  saved?: CardRef[];
  goals: string[];
}

export interface RoundSnapshot {
  t: 'round_start';
  round: number;
  draw_pile: number;
  discard_pile: number;
  vp_pool: number;
  players: PlayerSnapshot[];
}

export interface FinalScore {
  total: number;
  vp_chips: number;
  card_vp: number;
  bonus_vp: number;
  goal_vp: number;
  prestige: number;
}

export interface FinalPlayer extends PlayerSnapshot {
  score: FinalScore;
  tiebreak: number;
  winner: boolean;
}

export interface FinalState {
  rounds: number;
  vp_pool: number;
  players: FinalPlayer[];
  winners: number[];
  draw_pile_count: number;
  draw_pile: CardRef[];
  discard_pile_count: number;
  discard_pile: CardRef[];
}

export interface LogOptions {
  expansion: number;
  players: number;
  advanced: boolean;
  goals: boolean;
  takeovers: boolean;
}

export interface GoalRef {
  id: string;
  index: number;
  kind: 'first' | 'most';
}

export type LogEvent = DrawEvent | Decision | AnomalyEvent | RoundSnapshot | { t: 'seat_order' | 'reshuffle' | 'draw_failed' | 'phase' | 'log' };

export interface ConformanceLog {
  format: string;
  options: LogOptions;
  goals: GoalRef[];
  events: LogEvent[];
  final: FinalState;
}

/** Our expansion option for each reference expansion level (levels are cumulative in both). */
export const EXPANSION_BY_LEVEL = ['base', 'tgs', 'rvi', 'bow'] as const;
export type ExpansionName = (typeof EXPANSION_BY_LEVEL)[number];

export function loadLog(file: string): ConformanceLog {
  const log = JSON.parse(fs.readFileSync(file, 'utf8')) as ConformanceLog;
  if (log.format !== 'rftg-conformance-log') throw new Error(`${file} is not an rftg conformance log`);
  return log;
}

/** A log cut into what the replay consumes: per-player scripts and decision queues, and snapshots by round. */
export interface IndexedLog {
  /** Base/TGS: the start world dealt to each player (by id). */
  startWorlds: number[];
  /** RvI/BoW: the red and blue start worlds offered to each player (by id). */
  startOffers: number[][];
  /** Every other draw, per receiving player, in file order. */
  drawsByPlayer: number[][];
  decisionsByPlayer: Decision[][];
  decisionCount: number;
  snapshots: Map<number, RoundSnapshot>;
  /** Decision numbers the reference engine silently ignored (FORMAT.md §6, CHOICE_CONSUME_HAND quirk). */
  ignoredDecisions: Set<number>;
}

export function indexLog(log: ConformanceLog): IndexedLog {
  const n = log.options.players;
  const perPlayer = <T>(): T[][] => Array.from({ length: n }, () => []);
  const out: IndexedLog = {
    startWorlds: new Array<number>(n).fill(-1),
    startOffers: perPlayer<number>(),
    drawsByPlayer: perPlayer<number>(),
    decisionsByPlayer: perPlayer<Decision>(),
    decisionCount: 0,
    snapshots: new Map(),
    ignoredDecisions: new Set(),
  };
  for (const e of log.events) {
    if (e.t === 'draw') {
      const d = e;
      if (d.reason !== 'start_world') out.drawsByPlayer[d.player].push(d.card.id);
      else if (d.to === 'start_offer') out.startOffers[d.player].push(d.card.id);
      else out.startWorlds[d.player] = d.card.id;
    } else if (e.t === 'decision') {
      out.decisionsByPlayer[e.player].push(e);
      out.decisionCount++;
    } else if (e.t === 'round_start') {
      out.snapshots.set(e.round, e);
    } else if (e.t === 'anomaly') {
      const a = e;
      if (a.engine_effect.startsWith('ignored')) out.ignoredDecisions.add(a.decision);
    }
  }
  return out;
}

/** One INDEX.json entry: a log's path (relative to the conformance folder) and its options. */
export interface IndexEntry {
  file: string;
  options: LogOptions;
}

export function loadIndex(root: string): IndexEntry[] {
  return (JSON.parse(fs.readFileSync(`${root}/INDEX.json`, 'utf8')) as { games: IndexEntry[] }).games;
}
