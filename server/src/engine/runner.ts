/**
 * A running match as the engine sees it: game state, version (accepted move
 * count) and, per seat, the version at which its current question was asked.
 * Rooms, replays, restores, bots and the simulator all drive games through
 * this one class, so they cannot disagree about what a move does.
 */
import { cloneJson } from './clone';
import { GameError, isGameError } from './errors';
import { sameJson } from './same-json';
import { checkAnswer, randomAnswer, type Prompt, type WirePrompt } from './prompts';
import type { RngState } from './rng';
import type { ApplyResult, GameDefinition, GameEvent, Json, MatchResult, SeatInfo, Viewer } from './types';

export interface RunnerSnapshot {
  version: number;
  state: unknown;
  /** promptSince[seat]: the version at which the seat's open prompt was first asked. */
  promptSince: number[];
}

export interface MoveOutcome {
  version: number;
  events: GameEvent[];
}

/** A checked move whose effect is not yet current. */
export interface PreparedMove {
  outcome: MoveOutcome;
  /** The match result after this move (null while the match goes on). */
  result: MatchResult | null;
  nextSnapshot(): RunnerSnapshot;
  commit(): void;
}

export class MatchRunner<S = unknown> {
  /** Set when the rules threw something other than a refusal: the state may be half-changed. */
  private faulted: string | null = null;
  /** The result at version `at` (null: not over): asked several times per move, and scoring is not free. */
  private known: { at: number; result: MatchResult | null } = { at: -1, result: null };

  private constructor(
    readonly game: GameDefinition<S>,
    private state: S,
    private version: number,
    private promptSince: number[],
    private prompts: Prompt[],
  ) {}

  static start<S>(game: GameDefinition<S>, options: unknown, seats: SeatInfo[], seed: string): MatchRunner<S> {
    const state = game.setup(options, seats, seed);
    return new MatchRunner(
      game,
      state,
      0,
      seats.map(() => 0),
      game.pending(state),
    );
  }

  static restore<S>(game: GameDefinition<S>, snap: RunnerSnapshot): MatchRunner<S> {
    const state = cloneJson(snap.state) as S;
    return new MatchRunner(game, state, snap.version, [...snap.promptSince], game.pending(state));
  }

  get v(): number {
    return this.version;
  }

  /**
   * A runner at this one's version that moves on by itself: for moves made
   * ahead of their storage. Cheap, because the two share the state: move a
   * fork on only with `prepare`, which works on a copy (`apply` changes the
   * state in place, which the other runner would see).
   */
  fork(): MatchRunner<S> {
    return new MatchRunner(this.game, this.state, this.version, this.promptSince, this.prompts);
  }

  get currentState(): Readonly<S> {
    return this.state;
  }

  snapshot(): RunnerSnapshot {
    return { version: this.version, state: cloneJson(this.state), promptSince: [...this.promptSince] };
  }

  promptFor(seat: number): WirePrompt | null {
    const p = this.openPrompt(seat);
    return p ? { id: `${this.promptSince[seat]}.${seat}`, ...p } : null;
  }

  /** The seat's open question as the game asked it, without the wire id: for a bot answering on the spot. */
  openPrompt(seat: number): Prompt | null {
    return promptOf(this.prompts, seat) ?? null;
  }

  /**
   * What a turn clock or an abandoned seat's bot answers for `seat`: the
   * game's fallback where it has one, else a uniformly random admitted answer.
   */
  standInAnswer(seat: number, rng: RngState): Json | null {
    const prompt = promptOf(this.prompts, seat);
    if (!prompt) return null;
    return this.game.fallbackAnswer ? this.game.fallbackAnswer(this.state, prompt) : randomAnswer(prompt, rng);
  }

  /** Seats that owe an answer now, ascending. */
  seatsToMove(): number[] {
    const seats = this.prompts.map((p) => p.seat);
    for (let i = 1; i < seats.length; i++) if (seats[i - 1] > seats[i]) return seats.sort((a, b) => a - b);
    return seats;
  }

  /** The match result (the same object until the next move: not to be modified), or null while it goes on. */
  result(): MatchResult | null {
    if (this.known.at !== this.version) this.known = { at: this.version, result: this.game.result(this.state) };
    return this.known.result;
  }

  /**
   * Checks a move without keeping its effect: the returned commit() makes it
   * current. The game applies it to a copy of the state, so nothing changes
   * until commit: the match service stores the move between the two steps,
   * and nothing is visible until it is stored.
   */
  prepare(seat: number, clientVersion: unknown, move: Json): PreparedMove {
    this.check(seat, clientVersion, move);
    const next = this.next(seat, this.game.apply(cloneJson(this.state), seat, move));
    return {
      outcome: next.outcome,
      result: next.result,
      nextSnapshot: () => ({ version: next.outcome.version, state: cloneJson(next.state), promptSince: [...next.promptSince] }),
      commit: () => this.moveTo(next),
    };
  }

  /**
   * Applies a move at once, in place: for replays, simulations and fuzzers,
   * which store nothing. No copy of the state is made; a move the game
   * refuses changes nothing (the contract's rule). An engine fault (any other
   * exception) leaves the state unusable: the runner then refuses to go on.
   */
  apply(seat: number, move: Json): MoveOutcome {
    if (this.faulted) throw new GameError('INTERNAL', `the rules failed earlier in this match: ${this.faulted}`);
    this.check(seat, this.version, move);
    let applied: ApplyResult<S>;
    try {
      applied = this.game.apply(this.state, seat, move);
    } catch (e) {
      if (!isGameError(e)) this.faulted = e instanceof Error ? e.message : String(e);
      throw e;
    }
    // The questions asked before the move still read as they were asked: `pending` builds nothing that
    // `apply` later edits in place (the contract's rule), so no copy of them is kept.
    const next = this.next(seat, applied);
    this.moveTo(next);
    return next.outcome;
  }

  /** The checks every move passes before the game sees it. */
  private check(seat: number, clientVersion: unknown, move: Json): void {
    if (!Number.isInteger(clientVersion)) throw new GameError('BAD_REQUEST', 'v must be an integer version');
    const v = clientVersion as number;
    if (this.result() !== null) throw new GameError('NOT_ACTIVE', 'the match is over');
    const prompt = promptOf(this.prompts, seat);
    if (!prompt) throw new GameError('NOT_YOUR_TURN', `seat ${seat} has nothing to answer now`);
    // A seat may answer as long as its own question is unchanged since the version it saw,
    // so simultaneous choices by other seats do not invalidate it.
    if (v > this.version || v < this.promptSince[seat]) {
      throw new GameError('STALE', `move made at version ${v}; the question for seat ${seat} dates from ${this.promptSince[seat]} (now ${this.version})`);
    }
    // The shape and the prompt's admitted answers are the engine's to check, the same way for every game:
    // the game sees only answers its own prompt admits, and judges only what the prompt cannot say.
    try {
      checkAnswer(prompt, move);
    } catch (e) {
      const why = this.game.explainRefusal?.(this.state, seat, move);
      throw why ? new GameError(why.code, why.message.slice(0, 300)) : e;
    }
  }

  /** The match after `applied`, not yet current. */
  private next(seat: number, { state, events }: ApplyResult<S>): NextMatch<S> {
    const prompts = this.game.pending(state);
    const version = this.version + 1;
    // The mover's next question is always a new one, even when it reads the same (a game may ask the
    // same thing every round): otherwise its id would not change, a client could not tell that its answer
    // was taken, and a resent answer would be accepted a second time.
    const promptSince = this.promptSince.map((since, s) => (s !== seat && samePrompt(this.prompts, prompts, s) ? since : version));
    return { state, prompts, promptSince, result: this.game.result(state), outcome: { version, events } };
  }

  /** Makes `next` the current match. */
  private moveTo(next: NextMatch<S>): void {
    this.promptSince = next.promptSince;
    this.state = next.state;
    this.prompts = next.prompts;
    this.version = next.outcome.version;
    this.known = { at: this.version, result: next.result };
  }

  /** The one projection for the wire: the game's view plus the viewer's own prompt. */
  view(viewer: Viewer): Json {
    return this.views([viewer])[0];
  }

  /**
   * `view` for each viewer, working out once what they share (a game's
   * `views`, and one projection for all spectators). The views may share
   * parts: they are for sending, never to be modified.
   */
  views(viewers: readonly Viewer[]): Json[] {
    const distinct = new Map<string, Viewer>();
    for (const v of viewers) distinct.set(viewerKey(v), v);
    const list = [...distinct.values()];
    const bases = this.game.views ? this.game.views(this.state, list) : list.map((v) => this.game.view(this.state, v));
    const byKey = new Map<string, Json>();
    list.forEach((viewer, i) => {
      const prompt = viewer.kind === 'seat' ? this.promptFor(viewer.seat) : null;
      byKey.set(viewerKey(viewer), { ...(bases[i] as { [k: string]: Json }), prompt: prompt as unknown as Json });
    });
    return viewers.map((v) => byKey.get(viewerKey(v))!);
  }
}

function viewerKey(v: Viewer): string {
  return v.kind === 'seat' ? `seat:${v.seat}` : v.kind;
}

/** A move's effect before it is current: the state after it, the questions then open, and their ages. */
interface NextMatch<S> {
  state: S;
  prompts: Prompt[];
  promptSince: number[];
  result: MatchResult | null;
  outcome: MoveOutcome;
}

/** Whether seat `seat` is asked the same question in `before` and `after` (asked in both). */
function samePrompt(before: Prompt[], after: Prompt[], seat: number): boolean {
  const a = promptOf(before, seat);
  const b = promptOf(after, seat);
  return a !== undefined && b !== undefined && sameJson(a, b);
}

/** The seat's prompt among `prompts` (a plain loop: asked for every seat after every move). */
function promptOf(prompts: Prompt[], seat: number): Prompt | undefined {
  for (const p of prompts) if (p.seat === seat) return p;
  return undefined;
}

/** The events a viewer may see: public ones, plus those addressed to its seat (all, once the match is over). */
export function eventsFor(events: GameEvent[], viewer: Viewer): GameEvent[] {
  return events
    .filter((e) => !e.audience || viewer.kind === 'omniscient' || (viewer.kind === 'seat' && e.audience.includes(viewer.seat)))
    .map(({ audience: _audience, ...rest }) => rest);
}
