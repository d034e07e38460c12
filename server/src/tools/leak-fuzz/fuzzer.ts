/**
 * A generic leak fuzzer: plays random games and, at every step, checks that
 * no viewer (each seat, a spectator) can learn anything hidden from it
 * through its view, its prompt, its events or the replay endpoint.
 *
 * Why a differential test and not a search for secret values. Card ids are
 * small integers that also appear as counts, seats and VP, so looking for a
 * hidden card's id in a view cannot tell a leak from a coincidence, and a
 * fuzzer that knew where each game puts its cards would have to be rewritten
 * for every game and every view change. Instead each game describes its
 * hidden information through `GameDefinition.hidden` (types.ts):
 * `shuffle(state, viewer)` re-deals whatever the viewer cannot know (other
 * hands, piles, face-down cards, unrevealed choices, the RNG), and
 * `secrets(state, viewer)` lists those things. Then:
 *
 * 1. Views. For each viewer, `view` and the viewer's prompt and standing
 *    offer must be the same JSON for the true state and for shuffled copies
 *    (one viewer per step also against a copy with a reseeded RNG); so must
 *    the set of seats asked something, and the set offered something. Any field that depends
 *    on hidden information, whatever its name or shape, makes them differ.
 *    This is exact: it has no false positives as long as the hook only
 *    shuffles what the rules hide, and it finds every leak the shuffle can
 *    vary (the more shuffles, the likelier).
 *
 * 2. Events (hidden information). The step's move is also applied to a copy
 *    shuffled for the viewer (another seat's move is mapped onto the same
 *    position in its shuffled prompt: the same index among its choices, the
 *    same indexes of a pick, so its public decision is the same and its
 *    hidden cards are not; the copy keeps the RNG, so public chance such as
 *    dice comes out the same). If the move revealed nothing to the viewer (no
 *    secret of the state before is missing from the secrets after, no event
 *    of `hidden.revealEvents`), then its view after the
 *    move and its events must be the same in both worlds: what it sees and
 *    is told cannot depend on anything its own knowledge does not fix. This
 *    also catches a question whose very existence depends on a hidden hand.
 *    Otherwise the viewer legitimately learned
 *    something (it drew other cards, actions or placements were revealed and
 *    maybe already used up by the end of the move), and the events cannot be
 *    compared as a whole. In every case, a card an event names (a leaf under
 *    one of the game's `cardKeys`) must not be a card secret from the viewer
 *    both before and after the move: a card that was public or the viewer's
 *    own before, or becomes so by the move, may be named. The counters say
 *    how often the exact comparison could be made (`eventExact`, against
 *    `eventExplained`). Full shuffles alternate with ones that keep the draw
 *    pile too (`keepFuture`), so the viewer often draws the same cards in
 *    both worlds and the exact comparison applies.
 *
 * 3. Events (choices). When another seat answers a question whose answer the
 *    game still counts among the viewer's secrets afterwards (`kind:
 *    'choice'`), a different legal answer is applied too; when the viewer's
 *    views after both are equal, its events must be equal. This catches an
 *    event that announces an unrevealed choice, which the shuffle of step 2
 *    cannot (the mapped move is the same public decision).
 *
 * 4. Replay endpoint. An optional `ReplayProbe` (replay-probe.ts builds one
 *    from http/replay.ts over an in-memory store) answers the replay of
 *    the match so far for every viewer at sampled steps: with the right
 *    token it must return exactly the live view and events (which checks 1-3
 *    cover); a seat without its token, with another seat's token, or the
 *    full view before the end, must be refused.
 *
 * Events listed in `hidden.revealEvents` (a card flipped face up and then
 * discarded: public by the rules, shown by no view) are compared by type
 * only and never searched for card names. A shuffle that changes nothing
 * although secrets exist is counted (`inertShuffles`), so a hook that does
 * nothing cannot pass silently.
 *
 * What it cannot see: a leak the game's shuffle does not vary (the hook must
 * re-deal every secret the rules name: test/fuzz/leaks.test.ts checks that
 * for each RftG secret); in moves that reveal something to the viewer, a
 * leak through an event field that is not a card key (its text, say); and
 * anything the random bots never reach.
 */
import {
  applyRecorded,
  cloneJson,
  DEFAULT_RANDOM_OFFERS,
  eventsFor,
  isGameError,
  MatchRunner,
  randomAnswer,
  randomMove,
  seedRng,
  type GameDefinition,
  type GameEvent,
  type HiddenInfo,
  type Json,
  type RecordedMove,
  type RngState,
  type RunnerSnapshot,
  type AnswerTo,
  type SeatInfo,
  type Viewer,
} from '../../engine';
import {
  applyAnswer,
  applyCopy,
  comparable,
  correspondingMove,
  jsonDiff,
  namedSecrets,
  promptedSeats,
  promptOf,
  questions,
  revealsTo,
  same,
  seen,
  viewerName,
} from './compare';

export interface LeakFinding {
  check: 'view' | 'prompted' | 'event' | 'event-token' | 'choice-event' | 'replay';
  game: string;
  options: unknown;
  seats: number;
  seed: string;
  /** Moves applied before the state checked (the move under test is the next one). */
  step: number;
  viewer: string;
  detail: string;
  /** The moves that lead to the state checked (for a reproduction with `replay`). */
  moves?: RecordedMove[];
  move?: { seat: number; move: Json };
}

export interface LeakCounters {
  games: number;
  completed: number;
  steps: number;
  viewChecks: number;
  inertShuffles: number;
  eventExact: number;
  eventExplained: number;
  eventSkipped: number;
  choiceChecks: number;
  replayChecks: number;
  /** Answers to standing offers played (and checked like any move). */
  offers: number;
}

export interface LeakFuzzResult {
  counters: LeakCounters;
  findings: LeakFinding[];
  /** Findings the caller declared known (`LeakFuzzOptions.isKnown`): kept apart, never stop a run. */
  known: LeakFinding[];
  /** Games that stopped on an engine error (a rules bug, not a leak). */
  errors: { seed: string; atMove: number; message: string }[];
}

/** The replay endpoint as a viewer reaches it; see replay-probe.ts. */
export interface ReplayProbe {
  /** A new match (`initial` is its state before any move); its seats' tokens are `tokens`. */
  open(match: { id: string; game: string; options: unknown; seats: SeatInfo[]; seed: string; tokens: string[]; initial: RunnerSnapshot }): void;
  /** A move was accepted; `snapshot()` gives the state after it, `finished` says whether the match ended. */
  recorded(move: RecordedMove, snapshot: () => RunnerSnapshot, finished: boolean): void;
  /** What the endpoint answers, or the error code it refuses with. */
  fetch(req: { viewer: string; step: number; seatToken?: string }): Promise<{ view: Json; events: Json } | { code: string }>;
}

export interface LeakFuzzOptions {
  /** Raw options, as a match creator passes them. */
  options: unknown;
  seats: number;
  games: number;
  /** Seeds are `${seed}:${i}`. */
  seed: string;
  /** Stop a game after this many moves (it is not an error). */
  maxMoves?: number;
  /** Play this many moves unchecked first, to look at a later part of the game cheaply (default 0). */
  checkFrom?: number;
  /** Shuffled copies per viewer and step for the view check (default 1), besides a reseeded one for one viewer per step. */
  viewShuffles?: number;
  /** Check the events of every `eventEvery`-th move (default 1). */
  eventEvery?: number;
  /** Ask the replay endpoint every `replayEvery`-th step (default 7); 0 = never. */
  replayEvery?: number;
  replay?: ReplayProbe;
  /** Stop collecting after this many findings (default 20). */
  maxFindings?: number;
  /** Leaks already reported and not fixed yet: listed in `known` instead of `findings`. */
  isKnown?: (f: LeakFinding) => boolean;
}

export function emptyCounters(): LeakCounters {
  return {
    games: 0,
    completed: 0,
    steps: 0,
    viewChecks: 0,
    inertShuffles: 0,
    eventExact: 0,
    eventExplained: 0,
    eventSkipped: 0,
    choiceChecks: 0,
    replayChecks: 0,
    offers: 0,
  };
}

/** What every step of a fuzz run shares: the game, the settings, who looks, and the tallies. */
interface FuzzRun<S> {
  game: GameDefinition<S>;
  hidden: HiddenInfo<S>;
  opts: LeakFuzzOptions;
  /** The options as the game parsed them. */
  parsed: unknown;
  maxFindings: number;
  viewShuffles: number;
  eventEvery: number;
  replayEvery: number;
  reveal: Set<string>;
  cardKeys: Set<string>;
  seatInfo: SeatInfo[];
  /** Every seat, then the spectator. */
  viewers: Viewer[];
  counters: LeakCounters;
  findings: LeakFinding[];
  known: LeakFinding[];
  errors: LeakFuzzResult['errors'];
}

/** The game being played, added to the run's context by `startGame`. */
interface GamePlay<S> {
  seed: string;
  runner: MatchRunner<S>;
  /** The random bots' choices. */
  botRng: RngState;
  /** The fuzzer's own randomness (shuffles, other answers), apart from the bots'. */
  rng: RngState;
  moves: RecordedMove[];
  /** Standing offers answered in this game (the bots answer a few, DEFAULT_RANDOM_OFFERS). */
  offersMade: number;
  tokens: string[];
  /** The events of the last move, as the replay endpoint must give them back. */
  lastEvents: GameEvent[];
  /** Per viewer, whether the real move revealed something to it (computed once per step). */
  realReveals: Map<number, boolean>;
}

/** The one context every step below reads and updates. */
type FuzzContext<S> = FuzzRun<S> & GamePlay<S>;

/** A move about to be made (an answer to a prompt, or to a standing offer), and what it does to a private copy of the state. */
interface NextMove<S> extends RecordedMove {
  real: { state: S; events: GameEvent[] };
}

/** Runs `games` random games of `game` under every check above. */
export async function fuzzLeaks<S>(game: GameDefinition<S>, opts: LeakFuzzOptions): Promise<LeakFuzzResult> {
  const run = prepareRun(game, opts);
  for (let g = 0; g < opts.games && run.findings.length < run.maxFindings; g++) await playGame(startGame(run, g));
  return { counters: run.counters, findings: run.findings, known: run.known, errors: run.errors };
}

function prepareRun<S>(game: GameDefinition<S>, opts: LeakFuzzOptions): FuzzRun<S> {
  const hidden = game.hidden;
  if (!hidden) throw new Error(`game ${game.id} has no hidden-information hook (GameDefinition.hidden)`);
  const seatInfo: SeatInfo[] = Array.from({ length: opts.seats }, (_, i) => ({ name: `P${i}` }));
  return {
    game,
    hidden,
    opts,
    maxFindings: opts.maxFindings ?? 20,
    viewShuffles: opts.viewShuffles ?? 1,
    eventEvery: opts.eventEvery ?? 1,
    replayEvery: opts.replayEvery ?? 7,
    reveal: new Set(hidden.revealEvents ?? []),
    cardKeys: new Set(hidden.cardKeys ?? []),
    seatInfo,
    viewers: [...seatInfo.map((_, seat): Viewer => ({ kind: 'seat', seat })), { kind: 'spectator' }],
    counters: emptyCounters(),
    findings: [],
    known: [],
    errors: [],
    parsed: game.parseOptions(opts.options, opts.seats),
  };
}

/** Game `g` of the run: a new match, its bot and fuzzer randomness, and the replay probe told about it. */
function startGame<S>(run: FuzzRun<S>, g: number): FuzzContext<S> {
  const seed = `${run.opts.seed}:${g}`;
  const runner = MatchRunner.start(run.game, run.parsed, run.seatInfo, seed);
  const play: GamePlay<S> = {
    seed,
    runner,
    botRng: seedRng(`bot:${seed}`),
    rng: seedRng(`fuzz:${seed}`),
    moves: [],
    offersMade: 0,
    tokens: run.seatInfo.map((_, i) => `token-${seed}-${i}`),
    lastEvents: [],
    realReveals: new Map(),
  };
  run.opts.replay?.open({
    id: `fuzz-${seed}`,
    game: run.game.id,
    options: run.opts.options,
    seats: run.seatInfo,
    seed,
    tokens: play.tokens,
    initial: runner.snapshot(),
  });
  run.counters.games++;
  return Object.assign(run, play);
}

/** Plays the game with random bots, checking every step from `checkFrom` on; an engine error ends it. */
async function playGame<S>(ctx: FuzzContext<S>): Promise<void> {
  try {
    let finished = ctx.runner.result() !== null;
    while (!finished && ctx.moves.length < (ctx.opts.maxMoves ?? 100_000) && ctx.findings.length < ctx.maxFindings) {
      const s = ctx.runner.currentState as S;
      const checking = ctx.moves.length >= (ctx.opts.checkFrom ?? 0);
      if (checking) ctx.counters.steps++;
      if (checking && ctx.opts.replay && ctx.replayEvery > 0 && ctx.moves.length % ctx.replayEvery === 0) await checkReplay(ctx, false);
      const next = randomMove(ctx.runner, ctx.botRng, DEFAULT_RANDOM_OFFERS, ctx.offersMade);
      if (!next) {
        ctx.errors.push({ seed: ctx.seed, atMove: ctx.moves.length, message: 'no prompt open but no result' });
        break;
      }
      if (checking) checkStep(ctx, s, next);
      finished = makeMove(ctx, next);
    }
    if (finished) await checkEnd(ctx);
  } catch (e) {
    const message = isGameError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
    ctx.errors.push({ seed: ctx.seed, atMove: ctx.moves.length, message });
  }
}

/** Applies the bot's move for real, records it (and tells the replay probe); true when the match ended. */
function makeMove<S>(ctx: FuzzContext<S>, next: RecordedMove): boolean {
  const outcome = applyRecorded(ctx.runner, next);
  ctx.lastEvents = outcome.events;
  ctx.moves.push(next);
  if (next.offer) {
    ctx.offersMade++;
    ctx.counters.offers++;
  }
  const finished = ctx.runner.result() !== null;
  ctx.opts.replay?.recorded(next, () => ctx.runner.snapshot(), finished);
  return finished;
}

/** Every check of one step, before `next` is played in state `s`. */
function checkStep<S>(ctx: FuzzContext<S>, s: S, next: RecordedMove): void {
  checkTogether(ctx);
  const { seat, move, offer } = next;
  const real = ctx.moves.length % ctx.eventEvery === 0 ? applyAnswer(ctx.game, cloneJson(s), seat, move, { offer }) : null;
  ctx.realReveals = new Map();
  ctx.viewers.forEach((v, vi) => checkViewer(ctx, s, v, vi, real ? { ...next, real } : null));
  if (real) checkChoice(ctx, s, next, real);
}

/** The finished game: every view once more, and the replay endpoint now that everything may be shown. */
async function checkEnd<S>(ctx: FuzzContext<S>): Promise<void> {
  ctx.counters.completed++;
  ctx.viewers.forEach((v, vi) => checkViewer(ctx, ctx.runner.currentState as S, v, vi, null));
  if (ctx.opts.replay && ctx.replayEvery > 0) await checkReplay(ctx, true);
}

/** Records a finding at the current step: apart when the caller knows it, dropped past `maxFindings`. */
function report<S>(ctx: FuzzContext<S>, f: Omit<LeakFinding, 'game' | 'options' | 'seats' | 'seed' | 'step' | 'moves'>): void {
  const finding: LeakFinding = { game: ctx.game.id, options: ctx.opts.options, seats: ctx.opts.seats, seed: ctx.seed, step: ctx.moves.length, ...f };
  if (ctx.opts.isKnown?.(finding)) {
    if (ctx.known.length < ctx.maxFindings) ctx.known.push(finding);
    return;
  }
  if (ctx.findings.length >= ctx.maxFindings) return;
  ctx.findings.push({ ...finding, moves: [...ctx.moves] });
}

/**
 * Shuffled copies of `s` for viewer `v` must look the same to it; the
 * first copy also serves the event check of `next` (the move about to be
 * made), so each copy is built once.
 */
function checkViewer<S>(ctx: FuzzContext<S>, s: S, v: Viewer, vi: number, next: NextMove<S> | null): void {
  const truth = seen(ctx.game, s, v);
  const step = ctx.moves.length;
  // The first copy serves the event check too, so it keeps the RNG (otherwise public chance such as
  // dice would differ between the worlds); one viewer per step also gets a copy with a new RNG.
  const rounds = ctx.viewShuffles + (vi === step % ctx.viewers.length ? 1 : 0);
  for (let r = 0; r < rounds; r++) {
    const keepFuture = r === 0 && (step + vi) % 2 === 1;
    const copy = ctx.hidden.shuffle(cloneJson(s), v, ctx.rng, { keepFuture, keepRng: r === 0 });
    ctx.counters.viewChecks++;
    if (r === 0 && !keepFuture && step % 5 === 0 && same(copy, s) && ctx.hidden.secrets(s, v).some((x) => x.kind !== 'rng')) ctx.counters.inertShuffles++;
    const other = seen(ctx.game, copy, v);
    if (!same(truth, other)) {
      report(ctx, { check: 'view', viewer: viewerName(v), detail: `the view depends on hidden information: ${jsonDiff(truth, other).join('; ')}` });
      return;
    }
    const kinds = (x: S, to: AnswerTo) =>
      questions(ctx.game, x, to)
        .map((p) => `${p.seat}:${p.kind}`)
        .join(',') || 'none';
    for (const to of [{}, { offer: true }]) {
      const [asked, askedThere] = [promptedSeats(ctx.game, s, to), promptedSeats(ctx.game, copy, to)];
      if (!same(asked, askedThere)) {
        report(ctx, {
          check: 'prompted',
          viewer: viewerName(v),
          detail: `who is ${to.offer ? 'offered something' : 'asked'} depends on hidden information: seats ${asked.join(',')} vs ${askedThere.join(',')} (questions: ${kinds(s, to)} vs ${kinds(copy, to)})`,
        });
        return;
      }
    }
    if (r === 0 && next) checkEvents(ctx, s, copy, v, vi, next);
  }
}

/**
 * A room works out all its clients' views at once (`MatchRunner.views`), and
 * a game may share parts between them: each must still be that viewer's own.
 */
function checkTogether<S>(ctx: FuzzContext<S>): void {
  const together = ctx.runner.views(ctx.viewers);
  ctx.viewers.forEach((v, i) => {
    ctx.counters.viewChecks++;
    const alone = ctx.runner.view(v);
    if (!same(together[i], alone))
      report(ctx, {
        check: 'view',
        viewer: viewerName(v),
        detail: `its view worked out with the others' differs from its own: ${jsonDiff(alone, together[i]).join('; ')}`,
      });
  });
}

/** The replay endpoint at the current step, for every viewer, with and without the right token (see the header, 4). */
async function checkReplay<S>(ctx: FuzzContext<S>, finished: boolean): Promise<void> {
  const probe = ctx.opts.replay!;
  const step = ctx.moves.length;
  const ask = async (viewer: string, seatToken?: string) => probe.fetch({ viewer, step, seatToken });
  for (const v of ctx.viewers) {
    const name = viewerName(v);
    const got = await ask(name, v.kind === 'seat' ? ctx.tokens[v.seat] : undefined);
    ctx.counters.replayChecks++;
    const want = { view: ctx.runner.view(v), events: eventsFor(ctx.lastEvents, v) as unknown as Json };
    if ('code' in got) report(ctx, { check: 'replay', viewer: name, detail: `refused with ${got.code}` });
    else if (!same(got, want)) report(ctx, { check: 'replay', viewer: name, detail: `differs from the live projection: ${jsonDiff(want, got).join('; ')}` });
    if (v.kind === 'seat') {
      const wrong = ctx.tokens.length > 1 ? [ctx.tokens[(v.seat + 1) % ctx.tokens.length]] : [];
      for (const token of [undefined, ...wrong]) {
        const denied = await ask(name, token);
        if (!('code' in denied))
          report(ctx, {
            check: 'replay',
            viewer: name,
            detail: `served seat ${v.seat}'s viewpoint ${token ? "with another seat's token" : 'without a token'}`,
          });
      }
    }
  }
  const full = await ask('omniscient');
  if (!finished && !('code' in full)) report(ctx, { check: 'replay', viewer: 'omniscient', detail: 'served the full view before the end' });
  if (finished && 'code' in full) report(ctx, { check: 'replay', viewer: 'omniscient', detail: `refused the full view after the end: ${full.code}` });
}

/** The event checks of one move for one viewer against one shuffled copy (see the header, 2). */
function checkEvents<S>(ctx: FuzzContext<S>, s: S, copy: S, v: Viewer, vi: number, { seat, move, offer, real }: NextMove<S>): void {
  const { game, reveal, cardKeys } = ctx;
  const name = viewerName(v);
  const to = { offer };
  const mapped = v.kind === 'seat' && v.seat === seat ? move : correspondingMove(promptOf(game, s, seat, to), promptOf(game, copy, seat, to), move);
  const alt = mapped === undefined ? null : applyCopy(game, copy, seat, mapped, to);
  if (!alt) {
    ctx.counters.eventSkipped++;
    return;
  }
  const ev = comparable(real.events, v, reveal);
  const ev2 = comparable(alt.events, v, reveal);
  const named = namedSecrets(game, s, real.state, v, ev, cardKeys) ?? namedSecrets(game, copy, alt.state, v, ev2, cardKeys);
  if (named) {
    report(ctx, { check: 'event-token', viewer: name, move: { seat, move }, detail: named });
    return;
  }
  // A move that reveals something to the viewer (actions, placements, a drawn card, a card flipped
  // face up) may leave different traces in the two worlds: in its view (the other cards it drew) or
  // only in its events (the round ended and the revealed actions are gone again).
  if (!ctx.realReveals.has(vi)) ctx.realReveals.set(vi, revealsTo(game, s, real.state, v));
  const revealing = [...ev, ...ev2].some((e) => reveal.has(e.type)) || ctx.realReveals.get(vi)! || revealsTo(game, copy, alt.state, v);
  if (revealing) {
    ctx.counters.eventExplained++;
    return;
  }
  ctx.counters.eventExact++;
  const after = seen(game, real.state, v);
  const after2 = seen(game, alt.state, v);
  if (!same(after, after2)) {
    const asked = (st: S) =>
      game
        .pending(st)
        .map((p) => `${p.seat}:${p.kind}`)
        .join(',') || 'none';
    report(ctx, {
      check: 'view',
      viewer: name,
      move: { seat, move },
      detail: `after a move that revealed nothing to this viewer, its view depends on hidden information (questions open: ${asked(real.state)} vs ${asked(alt.state)}): ${jsonDiff(after, after2).join('; ')}`,
    });
    return;
  }
  if (!same(ev, ev2)) {
    report(ctx, { check: 'event', viewer: name, move: { seat, move }, detail: `events depend on hidden information: ${jsonDiff(ev, ev2).join('; ')}` });
  }
}

/** Another seat's answer that stays secret must not show in anyone's events (see the header, 3). */
function checkChoice<S>(ctx: FuzzContext<S>, s: S, { seat, move, offer }: RecordedMove, real: NextMove<S>['real']): void {
  const to = { offer };
  const prompt = promptOf(ctx.game, s, seat, to);
  const count = prompt?.choices ? prompt.choices.length : prompt?.pick ? prompt.pick.from.length + 1 : 0;
  if (!prompt || count < 2) return;
  let other: Json | undefined;
  for (let t = 0; t < 4 && other === undefined; t++) {
    const m = randomAnswer(prompt, ctx.rng);
    if (!same(m, move)) other = m;
  }
  if (other === undefined) return;
  const alt = applyCopy(ctx.game, s, seat, other, to);
  if (!alt) return;
  for (const v of ctx.viewers) {
    if (v.kind === 'seat' && v.seat === seat) continue;
    const secretChoice = (st: S) => ctx.hidden.secrets(st, v).some((x) => x.kind === 'choice' && x.seat === seat);
    if (!secretChoice(real.state) || !secretChoice(alt.state)) continue;
    ctx.counters.choiceChecks++;
    const ev = comparable(real.events, v, ctx.reveal);
    const ev2 = comparable(alt.events, v, ctx.reveal);
    if (!same(ev, ev2) && same(seen(ctx.game, real.state, v), seen(ctx.game, alt.state, v))) {
      report(ctx, {
        check: 'choice-event',
        viewer: viewerName(v),
        move: { seat, move },
        detail: `seat ${seat}'s secret answer shows in the events (other answer ${JSON.stringify(other).slice(0, 80)}): ${jsonDiff(ev, ev2).join('; ')}`,
      });
    }
  }
}
