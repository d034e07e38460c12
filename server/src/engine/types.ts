/**
 * The engine contract: the only shape through which rooms, the match service,
 * replays, bots and tools talk to a game. Games are pure: state in, state out.
 */

/** Plain JSON: the only thing a game state, a move or a view may contain. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Who is looking at a projection. `omniscient` is only ever served after a match ends. */
export type Viewer =
  | { kind: 'seat'; seat: number }
  | { kind: 'spectator' }
  | { kind: 'omniscient' };

/**
 * An open question for one seat. Either `choices` lists every legal move (when
 * there are at most MAX_LISTED_CHOICES), or `pick` describes "choose between
 * min and max distinct items of `from`" and the move is the array of chosen items.
 */
export interface Prompt {
  seat: number;
  /** Stable, game-defined name of the question (e.g. `choose-action`). */
  kind: string;
  /** Short, readable English for a generic UI. */
  text: string;
  choices?: Json[];
  pick?: { from: Json[]; min: number; max: number };
}

/** A prompt as it travels on the wire: with an id that changes whenever the question does. */
export interface WirePrompt extends Prompt {
  id: string;
}

/**
 * Something that happened, for the game log. `audience` lists the seats that
 * may see it; absent means everyone (spectators included).
 */
export interface GameEvent {
  type: string;
  text?: string;
  data?: Json;
  audience?: number[];
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

export interface MatchResult {
  /** One score per seat. */
  scores: number[];
  /** 1 = first; tied seats share a rank. */
  ranks: number[];
  /** Game-specific breakdown (tie-break values, score sheets…). */
  detail?: Json;
}

export interface SeatInfo {
  name: string;
}

export interface OptionField {
  type: 'boolean' | 'string' | 'number';
  enum?: Json[];
  default?: Json;
  description: string;
}

export interface GameDefinition<S = any, O = any> {
  id: string;
  name: string;
  /** Bumped whenever a rules change would make stored move logs replay differently. */
  engineVersion: string;
  minSeats: number;
  maxSeats: number;
  /** Described for `GET /api/games` and generic lobbies. */
  optionsSchema: Record<string, OptionField>;

  /** Validates and completes options (defaults filled in) for a seat count, or throws GameError('BAD_OPTIONS'). */
  parseOptions(raw: unknown, seatCount: number): O;
  setup(options: O, seats: SeatInfo[], seed: string): S;
  /** The open prompts, at most one per seat. Empty when the game is over. */
  pending(state: S): Prompt[];
  /**
   * Applies one seat's answer. May mutate and return `state`: callers always
   * pass a private copy. Throws GameError for malformed or illegal moves.
   */
  apply(state: S, seat: number, move: Json): ApplyResult<S>;
  /** A pure projection of `state` for `viewer`; hidden things appear only as counts. */
  view(state: S, viewer: Viewer): Json;
  result(state: S): MatchResult | null;
  /** Optional numbers about a finished game (rounds played…), for the simulator's summary. */
  stats?(state: S): Record<string, number>;
}
