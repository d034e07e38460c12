/**
 * What the political deck leaves in the state: the agenda being voted, and the effects that last — laws in
 * play and the round-bound results of other agendas — as entries with a scope (who or what was elected) and
 * a duration, which the modifier pipeline (politics/modifiers.ts) and the rule checks (politics/effects.ts)
 * read.
 */
import type { Json } from '../../../engine';

/** How long a result lasts: laws until repealed; other results this round, next round, or for the game. */
export type Duration = 'this-round' | 'next-round' | 'until-repealed' | 'rest-of-game';

export type Side = 'for' | 'against' | 'elect';

export type PoliticalEffect = {
  card: string;
  side: Side;
  duration: Duration;
  /** The round it was resolved in ("this round" and "next round" count from it). */
  round: number;
  /** What was elected: a seat, a planet, a pair of either, a law, a technology colour. Absent for For/Against. */
  elected?: Json;
  /** Prophecy of Ixth: Fighters the elected player bought this round. */
  fightersBought?: number;
  /** Labor Force Politics (Against): seat → the one Space Dock it produced at this round. */
  producedAt?: Record<string, string>;
  /** Open the Trade Routes (Against): Trade Goods each seat received since it passed, by seat. */
  received?: number[];
  /** Core Stability: the action cards drawn face up in the status phase, not yet chosen. */
  pool?: string[];
};

export type Vote = {
  seat: number;
  /** The outcome voted for, null for an abstention. */
  outcome: Json | null;
  votes: number;
};

export type Agenda = {
  card: string;
  /** Who holds Political (the card drawn for him). */
  active: number;
  /** The outcomes one may vote for. */
  candidates: Json[];
  votes: Vote[];
  /** Council Elder: only this seat's votes count (an Elect agenda). */
  elder?: number;
  /** The Elder has been asked whether to discard Council Elder. */
  elderAsked?: boolean;
  /** Fantastic Rhetoric: seats whose next vote on it counts 10 more. */
  rhetoric?: number[];
};

/** The questions agenda effects ask (prompt kinds of the `agenda-choice` task; politics/choices.ts). */
export type ChoiceKind =
  | 'speaker-tie'
  | 'council-elder'
  | 'discard-law'
  | 'exhaust-planets'
  | 'discard-action-cards'
  | 'place-space-dock'
  | 'place-ground-forces'
  | 'discard-counter'
  | 'destroy-ships'
  | 'return-space-dock'
  | 'colonial-planet'
  | 'colonial-player'
  | 'sell-technology'
  | 'gain-technology'
  | 'give-strategy-card'
  | 'choose-action-cards'
  | 'traffic-tariff'
  | 'determine-policy';
