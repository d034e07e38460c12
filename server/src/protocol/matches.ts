/** Matches as clients see them: metadata, messages, HTTP answers. docs/protocol.md tells the story. */
import type { WireEvent } from './events';
import type { Json } from './json';
import type { WirePrompt } from './prompts';

export type MatchStatus = 'waiting' | 'active' | 'finished' | 'aborted';
export type Visibility = 'public' | 'private';

/** One game option, described for `GET /api/games` and generic lobbies. */
export interface OptionField {
  type: 'boolean' | 'string' | 'number';
  enum?: Json[];
  default?: Json;
  /** A short human name for lobbies, forms and match summaries ("Expansion"). */
  label: string;
  /** Human names of values, keyed by the value as text (`"bow"` → "The Brink of War", `"true"` → "on"). */
  valueLabels?: Record<string, string>;
  description: string;
}

/** An entry of `GET /api/games`. */
export interface GameInfo {
  id: string;
  name: string;
  engineVersion: string;
  minSeats: number;
  maxSeats: number;
  options: Record<string, OptionField>;
}

/**
 * Match timing, chosen when the match is created (not a game option): a turn
 * clock after which a bot answers the open prompt, and how long a seat may stay
 * empty before a bot plays for it (0 = never; absent = the server's default).
 */
export interface ClockSpec {
  turnSeconds?: number;
  abandonSeconds?: number;
}

/** One seat in the synchronised metadata. */
export interface SeatMeta {
  seat: number;
  /** Empty while the seat is free. */
  name: string;
  taken: boolean;
  connected: boolean;
  /** A bot plays for this seat: its player stayed away longer than the match allows. */
  bot: boolean;
  /** When the seat's open prompt runs out (epoch ms, server clock); 0 = no clock running. */
  deadline: number;
}

/** The public match metadata every connection of a match keeps in sync (Colyseus room state). */
export interface MatchMeta {
  matchId: string;
  game: string;
  status: MatchStatus;
  visibility: Visibility;
  seats: SeatMeta[];
  spectators: number;
  moveCount: number;
  toMove: number[];
  /** The match's turn clock in seconds; 0 = none. */
  turnSeconds: number;
  /** Seconds a seat may stay disconnected before a bot plays for it; 0 = never. */
  abandonSeconds: number;
}

/** The `seat` message: sent once a connection holds a seat. */
export interface SeatMessage {
  matchId: string;
  seat: number;
  /** null when the seat was reclaimed by account (the token is never re-issued). */
  seatToken: string | null;
}

/** A `view` message: the projection for this client after `v` accepted moves, and what just happened. */
export interface ViewMessage<V = { [key: string]: Json }> {
  v: number;
  /**
   * `prompt`: the seat's open question (it owes an answer). `offer`: its standing offer, a question it may
   * answer whenever it likes (null when none); present only for games that make offers.
   */
  view: V & { prompt: WirePrompt | null; offer?: WirePrompt | null };
  events: WireEvent[];
}

/** The events of one accepted move, as a viewer may see them. */
export interface LogEntry {
  v: number;
  events: WireEvent[];
}

/**
 * The `log` message, sent once on joining (and on coming back) before the
 * first view: the game log up to version `v` (the most recent moves of a very
 * long match), filtered as live events are for this viewer.
 */
export interface LogMessage {
  v: number;
  moves: LogEntry[];
}

/**
 * The `move` message a seat sends: its answer to the prompt it saw at version `v`, or with `offer: true`
 * to the standing offer it saw there.
 */
export interface MoveMessage {
  v: number;
  move: Json;
  offer?: boolean;
}

/** The data of an `autoplay` event: a bot answered for `seat` (standing in, or because its clock ran out). */
export interface AutoplayData {
  seat: number;
  by: 'bot' | 'clock';
}

/** How a finished match ended. */
export interface MatchResult {
  /** One score per seat. */
  scores: number[];
  /** 1 = first; tied seats share a rank. */
  ranks: number[];
  /** Game-specific breakdown (tie-break values, score sheets…). */
  detail?: Json;
}

/** What `GET /api/matches` and `GET /api/matches/:id` say of a match: never tokens, seeds or account ids. */
export interface MatchSummary {
  matchId: string;
  game: string;
  engineVersion: string;
  options: Json;
  seatCount: number;
  visibility: Visibility;
  status: MatchStatus;
  moveCount: number;
  result: MatchResult | null;
  clock: ClockSpec | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  seats: {
    seat: number;
    name: string;
    score: number | null;
    rank: number | null;
    /** Set when a bot ever answered for the seat: since when, from which move, how many moves, and whether the seat is still abandoned. */
    bot: { since: string | null; fromMove: number | null; moves: number; abandonedAt: string | null } | null;
  }[];
}

/** An entry of `GET /api/lobby`. */
export interface LobbyEntry {
  matchId: string;
  game: string;
  seatCount: number;
  seatsTaken: number;
  players: (string | null)[];
  options: Json;
  /** The match's turn clock and abandonment settings, null when it has none of its own. */
  clock: ClockSpec | null;
  status: MatchStatus;
  visibility: Visibility;
  /** Connected clients (players and spectators). */
  clients: number;
}

/** `GET /api/matches/:id/replay`: the view of one viewer at one step. */
export interface ReplayStep<V = { [key: string]: Json }> extends ViewMessage<V> {
  matchId: string;
  status: MatchStatus;
  step: number;
  steps: number;
  viewer: string;
  /** With `log=true`: the game log up to the step, as this viewer saw it. */
  log?: LogEntry[];
  /** With `log=true`: the steps up to this one that open a chapter the game marks (a round, a phase), from public events. */
  chapters?: ReplayChapter[];
}

/** A step where a chapter of the match begins: the step whose move's public events open it, and its title. */
export interface ReplayChapter {
  step: number;
  title: string;
}
