/**
 * A running match as the engine sees it: game state, version (accepted move
 * count) and, per seat, the version at which its current question (and its
 * standing offer, for games that make them) was asked.
 * Rooms, replays, restores, bots and the simulator all drive games through
 * this one class, so they cannot disagree about what a move does.
 */
import { cloneJson } from './clone';
import { GameError, isGameError } from './errors';
import { sameJson } from './same-json';
import { checkAnswer, randomAnswer, type Prompt, type WirePrompt } from './prompts';
import type { RngState } from './rng';
import type { ApplyResult, GameDefinition, GameEvent, Json, MatchResult, SeatInfo, StandingOffers, Viewer } from './types';

export interface RunnerSnapshot {
  version: number;
  state: unknown;
  /** promptSince[seat]: the version at which the seat's open prompt was first asked. */
  promptSince: number[];
  /** offerSince[seat]: the same for the seat's standing offer; only for games with offers. */
  offerSince?: number[];
}

/** What an answer is for: the seat's open prompt, or its standing offer (`GameDefinition.offers`). */
export interface AnswerTo {
  offer?: boolean;
}

/** The open prompts or offers of a match, with the version at which each seat's was first asked. */
interface Questions {
  list: Prompt[];
  since: number[];
}

const NO_OFFERS: Prompt[] = [];

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

/** The match after a move: what `prepare` holds until its commit, and `apply` makes current at once. */
interface NextMatch<S> {
  state: S;
  events: GameEvent[];
  version: number;
  prompts: Questions;
  offers: Questions;
  result: MatchResult | null;
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
    private prompts: Questions,
    private offers: Questions,
  ) {}

  static start<S>(game: GameDefinition<S>, options: unknown, seats: SeatInfo[], seed: string): MatchRunner<S> {
    const state = game.setup(options, seats, seed);
    const since = () => seats.map(() => 0);
    return new MatchRunner(game, state, 0, { list: game.pending(state), since: since() }, { list: openOffers(game, state), since: since() });
  }

  static restore<S>(game: GameDefinition<S>, snap: RunnerSnapshot): MatchRunner<S> {
    const state = cloneJson(snap.state) as S;
    // A snapshot stored before its game made offers has none: its offers date from the snapshot.
    const offerSince = snap.offerSince ? [...snap.offerSince] : snap.promptSince.map(() => snap.version);
    return new MatchRunner(
      game,
      state,
      snap.version,
      { list: game.pending(state), since: [...snap.promptSince] },
      { list: openOffers(game, state), since: offerSince },
    );
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
    return new MatchRunner(this.game, this.state, this.version, this.prompts, this.offers);
  }

  get currentState(): Readonly<S> {
    return this.state;
  }

  snapshot(): RunnerSnapshot {
    return snapshotOf(this.game, this.version, cloneJson(this.state), this.prompts.since, this.offers.since);
  }

  promptFor(seat: number): WirePrompt | null {
    const p = promptOf(this.prompts.list, seat);
    return p ? { id: `${this.prompts.since[seat]}.${seat}`, ...p } : null;
  }

  /** The seat's standing offer, with an id of its own (distinct from any prompt's) that changes whenever the offer does. */
  offerFor(seat: number): WirePrompt | null {
    const p = promptOf(this.offers.list, seat);
    return p ? { id: `offer-${this.offers.since[seat]}.${seat}`, ...p } : null;
  }

  /** Seats with a standing offer open, ascending: none of them owes an answer. */
  seatsWithOffers(): number[] {
    return ascending(this.offers.list.map((p) => p.seat));
  }

  /** The seat's open question as the game asked it, without the wire id: for a bot answering on the spot. */
  openPrompt(seat: number): Prompt | null {
    return promptOf(this.prompts.list, seat) ?? null;
  }

  /**
   * What a turn clock or an abandoned seat's bot answers for `seat`: the
   * game's fallback where it has one, else a uniformly random admitted answer.
   */
  standInAnswer(seat: number, rng: RngState): Json | null {
    const prompt = promptOf(this.prompts.list, seat);
    if (!prompt) return null;
    return this.game.fallbackAnswer ? this.game.fallbackAnswer(this.state, prompt) : randomAnswer(prompt, rng);
  }

  /** Seats that owe an answer now, ascending. */
  seatsToMove(): number[] {
    return ascending(this.prompts.list.map((p) => p.seat));
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
  prepare(seat: number, clientVersion: unknown, move: Json, to: AnswerTo = {}): PreparedMove {
    this.check(seat, clientVersion, move, to);
    const next = this.next(seat, to, this.applyTo(to, cloneJson(this.state), seat, move));
    return {
      outcome: { version: next.version, events: next.events },
      result: next.result,
      nextSnapshot: () => snapshotOf(this.game, next.version, cloneJson(next.state), next.prompts.since, next.offers.since),
      commit: () => this.moveTo(next),
    };
  }

  /**
   * Applies a move at once, in place: for replays, simulations and fuzzers,
   * which store nothing. No copy of the state is made; a move the game
   * refuses changes nothing (the contract's rule). An engine fault (any other
   * exception) leaves the state unusable: the runner then refuses to go on.
   */
  apply(seat: number, move: Json, to: AnswerTo = {}): MoveOutcome {
    if (this.faulted) throw new GameError('INTERNAL', `the rules failed earlier in this match: ${this.faulted}`);
    this.check(seat, this.version, move, to);
    let applied: ApplyResult<S>;
    try {
      applied = this.applyTo(to, this.state, seat, move);
    } catch (e) {
      if (!isGameError(e)) this.faulted = e instanceof Error ? e.message : String(e);
      throw e;
    }
    // The questions asked before the move still read as they were asked: `pending` builds nothing that
    // `apply` later edits in place (the contract's rule), so no copy of them is kept.
    // A plain record, committed at once: no closures per move, as `prepare` needs for the match service.
    const next = this.next(seat, to, applied);
    this.moveTo(next);
    return { version: next.version, events: next.events };
  }

  /** The game's answer to a prompt, or to an offer. */
  private applyTo(to: AnswerTo, state: S, seat: number, move: Json): ApplyResult<S> {
    return this.rulesFor(to).apply(state, seat, move);
  }

  /** The game's rules for answers to prompts, or to offers (a game without offers has none open to answer). */
  private rulesFor(to: AnswerTo): Pick<StandingOffers<S>, 'apply' | 'explainRefusal'> {
    return to.offer && this.game.offers ? this.game.offers : this.game;
  }

  /** The checks every move passes before the game sees it. */
  private check(seat: number, clientVersion: unknown, move: Json, to: AnswerTo): void {
    if (!Number.isInteger(clientVersion)) throw new GameError('BAD_REQUEST', 'v must be an integer version');
    const v = clientVersion as number;
    if (this.result() !== null) throw new GameError('NOT_ACTIVE', 'the match is over');
    const asked = to.offer ? this.offers : this.prompts;
    const question = to.offer ? 'offer' : 'question';
    const prompt = asked.list.find((p) => p.seat === seat);
    if (!prompt) throw new GameError('NOT_YOUR_TURN', to.offer ? `seat ${seat} has no standing offer now` : `seat ${seat} has nothing to answer now`);
    // A seat may answer as long as its own question (or offer) is unchanged since the version it saw,
    // so simultaneous choices by other seats do not invalidate it.
    if (v > this.version || v < asked.since[seat]) {
      throw new GameError('STALE', `move made at version ${v}; the ${question} for seat ${seat} dates from ${asked.since[seat]} (now ${this.version})`);
    }
    // The shape and the prompt's admitted answers are the engine's to check, the same way for every game:
    // the game sees only answers its own prompt admits, and judges only what the prompt cannot say.
    try {
      checkAnswer(prompt, move);
    } catch (e) {
      const why = this.rulesFor(to).explainRefusal?.(this.state, seat, move);
      throw why ? new GameError(why.code, why.message.slice(0, 300)) : e;
    }
  }

  /** The match after `seat`'s answer `applied`, not yet current. */
  private next(seat: number, to: AnswerTo, applied: ApplyResult<S>): NextMatch<S> {
    const { state, events } = applied;
    const version = this.version + 1;
    // The question the mover answered is always followed by a new one, even when it reads the same (a
    // game may ask the same thing every round): otherwise its id would not change, a client could not tell
    // that its answer was taken, and a resent answer would be accepted a second time. Its other question
    // (its offer after a prompt's answer, or the reverse) keeps its id while it reads the same.
    const prompts = nextQuestions(this.prompts, this.game.pending(state), version, to.offer ? null : seat);
    // A game without standing offers never has one open, and its offer dates are read nowhere (no offer to
    // answer or show, none in its snapshots): they are not redated after every move.
    const offers = this.game.offers ? nextQuestions(this.offers, openOffers(this.game, state), version, to.offer ? seat : null) : this.offers;
    return { state, events, version, prompts, offers, result: this.game.result(state) };
  }

  /** Makes `next` the current match. */
  private moveTo(next: NextMatch<S>): void {
    this.state = next.state;
    this.prompts = next.prompts;
    this.offers = next.offers;
    this.version = next.version;
    this.known = { at: next.version, result: next.result };
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
      const seat = viewer.kind === 'seat' ? viewer.seat : null;
      const view: { [k: string]: Json } = { ...(bases[i] as { [k: string]: Json }), prompt: (seat === null ? null : this.promptFor(seat)) as unknown as Json };
      // Only games that make offers have the field, so the views of the others read as they always did.
      if (this.game.offers) view.offer = (seat === null ? null : this.offerFor(seat)) as unknown as Json;
      byKey.set(viewerKey(viewer), view);
    });
    return viewers.map((v) => byKey.get(viewerKey(v))!);
  }
}

function viewerKey(v: Viewer): string {
  return v.kind === 'seat' ? `seat:${v.seat}` : v.kind;
}

/** The seat's prompt among `prompts` (a plain loop: asked for every seat after every move). */
function promptOf(prompts: Prompt[], seat: number): Prompt | undefined {
  for (const p of prompts) if (p.seat === seat) return p;
  return undefined;
}

/** The questions after a move at `version`: each seat's keeps its date while it reads the same, except the one `answered`. */
function nextQuestions(before: Questions, list: Prompt[], version: number, answered: number | null): Questions {
  const since: number[] = [];
  for (let seat = 0; seat < before.since.length; seat++) since.push(version);
  // Only a seat still asked after the move can keep its date: one walk over the few prompts open (after
  // every move), with no closure per seat.
  for (const after of list) {
    const seat = after.seat;
    if (seat === answered || seat >= since.length) continue;
    const prior = promptOf(before.list, seat);
    if (prior !== undefined && sameJson(prior, after)) since[seat] = before.since[seat];
  }
  return { list, since };
}

function openOffers<S>(game: GameDefinition<S>, state: S): Prompt[] {
  return game.offers ? game.offers.open(state) : NO_OFFERS;
}

function snapshotOf<S>(game: GameDefinition<S>, version: number, state: S, promptSince: number[], offerSince: number[]): RunnerSnapshot {
  // Games without offers store the snapshot they always did.
  return { version, state, promptSince: [...promptSince], ...(game.offers ? { offerSince: [...offerSince] } : {}) };
}

function ascending(seats: number[]): number[] {
  for (let i = 1; i < seats.length; i++) if (seats[i - 1] > seats[i]) return seats.sort((a, b) => a - b);
  return seats;
}

/** The events a viewer may see: public ones, plus those addressed to its seat (all, once the match is over). */
export function eventsFor(events: GameEvent[], viewer: Viewer): GameEvent[] {
  return events
    .filter((e) => !e.audience || viewer.kind === 'omniscient' || (viewer.kind === 'seat' && e.audience.includes(viewer.seat)))
    .map(({ audience: _audience, ...rest }) => rest);
}
