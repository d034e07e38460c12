/**
 * The engine contract: the only shape through which rooms, the match service,
 * replays, bots and tools talk to a game. Games are pure: state in, state out.
 */

import type { GameEvent, Json, MatchResult, OptionField, Prompt, WireEvent } from '../protocol';
import type { RngState } from './rng';

export type { GameEvent, Json, MatchResult, OptionField, WireEvent } from '../protocol';

/** Who is looking at a projection. `omniscient` is only ever served after a match ends. */
export type Viewer = { kind: 'seat'; seat: number } | { kind: 'spectator' } | { kind: 'omniscient' };

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

export interface SeatInfo {
  name: string;
}

export interface GameDefinition<S = any, O = any> {
  id: string;
  name: string;
  /** Bumped whenever a rules change would make stored move logs replay differently. */
  engineVersion: string;
  minSeats: number;
  maxSeats: number;
  /** Seat count used when a caller names none; minSeats when absent (rftg: 2, although 1 seat is its solitaire game). */
  defaultSeats?: number;
  /** Described for `GET /api/games` and generic lobbies. */
  optionsSchema: Record<string, OptionField>;

  /** Validates and completes options (defaults filled in) for a seat count, or throws GameError('BAD_OPTIONS'). */
  parseOptions(raw: unknown, seatCount: number): O;
  setup(options: O, seats: SeatInfo[], seed: string): S;
  /**
   * The open prompts, at most one per seat. Empty when the game is over.
   * They may share parts with `state`, but a later `apply` must not edit
   * those parts in place (it replaces them): the runner compares the prompts
   * from before a move with those after it to tell which questions are new,
   * and keeps no copy of them.
   */
  pending(state: S): Prompt[];
  /**
   * Applies one seat's answer, which the runner has already checked against
   * the seat's prompt (engine/prompts.ts). May change `state` in place and
   * return it (the runner's `apply` passes its own state, `prepare` a copy).
   * The rule: a move the game refuses (a GameError: BAD_MOVE, ILLEGAL_MOVE)
   * is refused before anything is changed, so a refused move leaves the match
   * as it was. Any other exception is a fault of the rules: the state it was
   * given may be half-changed, and the runner stops using it.
   */
  apply(state: S, seat: number, move: Json): ApplyResult<S>;
  /** A pure projection of `state` for `viewer`; hidden things appear only as counts. */
  view(state: S, viewer: Viewer): Json;
  /**
   * Optional: `view` for several viewers of one state at once (every client
   * of a match after a move), so a game can work out what they share once.
   * Must equal `viewers.map((v) => view(state, v))`; the views may share
   * parts, so their users must not modify them.
   */
  views?(state: S, viewers: readonly Viewer[]): Json[];
  result(state: S): MatchResult | null;
  /**
   * Optional: why the rules do not admit `move` from `seat`, which the runner
   * has found is not an answer its open prompt admits. The runner checks
   * every answer against the prompt itself; a game that can tell a malformed
   * answer (BAD_MOVE) from a disallowed one (ILLEGAL_MOVE) better, or can
   * name the rule ("Algae needs 5 oceans; there are 3"), says so here, and
   * its words replace the runner's. Null: the runner's refusal stands.
   */
  explainRefusal?(state: S, seat: number, move: Json): { code: 'BAD_MOVE' | 'ILLEGAL_MOVE'; message: string } | null;
  /**
   * Optional: the answer a turn clock or an abandoned seat's bot gives to
   * `prompt` (a seat's open question in `state`), when a uniformly random
   * answer could do the absent player harm (selling a whole hand). It must be
   * an answer the prompt admits. Without it, they answer at random.
   */
  fallbackAnswer?(state: S, prompt: Prompt): Json;
  /**
   * Optional: store a snapshot every this many moves (default 50; SNAPSHOT_EVERY overrides it for
   * every game). Fewer moves between snapshots make restores and replay lookups faster; more make
   * storage smaller: choose from the state's size and the moves a game takes.
   */
  snapshotEvery?: number;
  /**
   * Optional: the chapter of the match a public event opens (a round, a phase), as its title ("Round 2"),
   * or null. The replay lists the steps whose public events open chapters, so its page can jump to them.
   * It is asked only about events every spectator sees.
   */
  chapter?(event: WireEvent): string | null;
  /** Optional numbers about a finished game (rounds played…), for the simulator's summary. */
  stats?(state: S): Record<string, number>;
  /**
   * Optional: the game's catalogue for clients, served at `GET /api/games/:id/catalogue`: its
   * cards with readable text and labels for its action and prompt ids. The same on every call.
   */
  catalogue?(): Json;
  /** Optional: what is hidden from whom, for the leak fuzzer (tools/leak-fuzz/). */
  hidden?: HiddenInfo<S>;
  /** Optional: standing offers, things a seat may do at any time (see StandingOffers). */
  offers?: StandingOffers<S>;
}

/**
 * Standing offers: optional questions a seat may answer whenever it likes
 * while the match runs ("Trade Goods may be given to another player at any
 * time"), at most one per seat. They are not prompts: no seat owes an answer,
 * so they are not among the seats to move, start no turn clock, are never
 * answered by a clock or a bot, and block nobody. An offer is answered by
 * `move { v, move, offer: true }` and stored in the history like any move,
 * marked as an offer's answer.
 *
 * Why an object and not only `offers(state)`: a seat may hold a prompt and an
 * offer at once whose answers look alike, so the game must be told which one
 * an answer is for; `apply` here is that entry point, and keeping it with
 * `open` means a game cannot declare offers without saying how they resolve.
 */
export interface StandingOffers<S> {
  /**
   * The open offers, at most one per seat; empty when the game is over. The
   * same rules as `pending`: the set of seats offered something and each
   * offer may not depend on anything hidden from others (the leak fuzzer
   * checks it), and a later `apply` must not edit the returned prompts in place.
   */
  open(state: S): Prompt[];
  /**
   * Applies `seat`'s answer to its offer, already checked against the offer
   * (engine/prompts.ts). The contract of `GameDefinition.apply`: a refused
   * answer (BAD_MOVE, ILLEGAL_MOVE) changes nothing. The game's prompts must
   * stay answerable afterwards (an offer may not take away what an open
   * question already counts on).
   */
  apply(state: S, seat: number, move: Json): ApplyResult<S>;
  /** Optional: `GameDefinition.explainRefusal` for answers to offers. */
  explainRefusal?(state: S, seat: number, move: Json): { code: 'BAD_MOVE' | 'ILLEGAL_MOVE'; message: string } | null;
}

/**
 * One thing a viewer must not learn: a hidden card's identity (`value` is the
 * card) where it lies, an unrevealed choice of `seat`, or the RNG state.
 */
export interface Secret {
  kind: 'card' | 'choice' | 'rng';
  value: Json;
  /** Readable location, for reports ("hand of seat 2", "draw pile"…). */
  where: string;
  /** The seat whose choice or card it is, if any. */
  seat?: number;
}

/**
 * A game's description of its hidden information, so that a generic fuzzer
 * can check every projection without knowing the game's view format.
 */
export interface HiddenInfo<S> {
  /**
   * A state that `viewer` cannot tell apart from `state`: everything hidden
   * from the viewer re-dealt at random (other seats' hands and secret picks,
   * face-down cards, the piles' contents and order, other seats' unrevealed
   * choices, the RNG state), everything it may know kept. With `keepRng`
   * the RNG state stays as it is (chance the viewer will see, like dice,
   * comes out the same); with `keepFuture` the draw pile stays too, so the
   * next draws give the same cards. May modify and return `state` (callers
   * pass a copy).
   */
  shuffle(state: S, viewer: Viewer, rng: RngState, opts: { keepFuture: boolean; keepRng?: boolean }): S;
  /** Everything hidden from `viewer` in `state`. */
  secrets(state: S, viewer: Viewer): Secret[];
  /**
   * Event types that by the rules show everyone a hidden card which no view
   * shows afterwards (a card flipped face up, then discarded or kept in hand).
   */
  revealEvents?: string[];
  /**
   * The keys under which this game's events name cards (e.g. `card`,
   * `cards`), at any depth of `data`: where the fuzzer looks for a hidden
   * card's id when it cannot compare two worlds exactly. Counts and seats
   * live under other keys, so a small card id there is no false alarm.
   */
  cardKeys?: string[];
}
