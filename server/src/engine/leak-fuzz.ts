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
 * 1. Views. For each viewer, `view` and the viewer's prompt must be the same
 *    JSON for the true state and for shuffled copies (one viewer per step
 *    also against a copy with a reseeded RNG). Any field that depends
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
 * 4. Replay endpoint. An optional `ReplayProbe` (tools/leak-fuzz.ts builds
 *    one from http/replay.ts over an in-memory store) answers the replay of
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
import { cloneJson } from './clone';
import { isGameError } from './errors';
import { pickOne, seedRng } from './rng';
import { eventsFor, MatchRunner, type RunnerSnapshot } from './runner';
import type { RecordedMove } from './replay';
import { randomAnswer, type Prompt } from './prompts';
import type { GameDefinition, GameEvent, Json, SeatInfo, Viewer } from './types';

export interface LeakFinding {
  check: 'view' | 'event' | 'event-token' | 'choice-event' | 'replay';
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
}

export interface LeakFuzzResult {
  counters: LeakCounters;
  findings: LeakFinding[];
  /** Findings the caller declared known (`LeakFuzzOptions.isKnown`): kept apart, never stop a run. */
  known: LeakFinding[];
  /** Games that stopped on an engine error (a rules bug, not a leak). */
  errors: { seed: string; atMove: number; message: string }[];
}

/** The replay endpoint as a viewer reaches it; see tools/leak-fuzz.ts. */
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

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function viewerName(v: Viewer): string {
  return v.kind === 'seat' ? String(v.seat) : v.kind;
}

function promptOf<S>(game: GameDefinition<S>, s: S, seat: number): Prompt | null {
  return game.pending(s).find((p) => p.seat === seat) ?? null;
}

/** What a viewer sees of a state: the view and, for a seat, its question. */
function seen<S>(game: GameDefinition<S>, s: S, v: Viewer): Json {
  return { view: game.view(s, v), prompt: v.kind === 'seat' ? (promptOf(game, s, v.seat) as unknown as Json) : null };
}

/** Up to `max` JSON paths where `a` and `b` differ, with both values. */
export function jsonDiff(a: unknown, b: unknown, max = 5, path = '$', out: string[] = []): string[] {
  if (out.length >= max) return out;
  if (same(a, b)) return out;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const k of keys) jsonDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], max, `${path}.${k}`, out);
    return out;
  }
  const show = (x: unknown) => (x === undefined ? 'absent' : JSON.stringify(x).slice(0, 120));
  out.push(`${path}: ${show(a)} vs ${show(b)}`);
  return out;
}

/** Primitive leaves of a JSON value. */
function leaves(x: unknown, out: Json[] = []): Json[] {
  if (x === null || typeof x !== 'object') {
    if (x !== undefined) out.push(x as Json);
    return out;
  }
  for (const v of Object.values(x as object)) leaves(v, out);
  return out;
}

/** A viewer's events with the payload of rule-sanctioned reveal events blanked (compared by type only). */
function comparable(events: GameEvent[], v: Viewer, reveal: Set<string>): { type: string; text?: string; data?: Json }[] {
  return eventsFor(events, v).map((e) => (reveal.has(e.type) ? { type: e.type } : e));
}

/**
 * The move of `seat` in the shuffled world that corresponds to `move` in the
 * true one: the same index among the choices, the same indexes of a pick.
 * Undefined when the questions do not line up.
 */
function correspondingMove(p1: Prompt | null, p2: Prompt | null, move: Json): Json | undefined {
  if (!p1 || !p2 || p1.kind !== p2.kind) return undefined;
  if (p1.choices && p2.choices) {
    if (p2.choices.some((c) => same(c, move))) return move;
    const i = p1.choices.findIndex((c) => same(c, move));
    return i < 0 || p2.choices.length === 0 ? undefined : p2.choices[i % p2.choices.length];
  }
  if (p1.pick && p2.pick && Array.isArray(move) && p1.pick.from.length === p2.pick.from.length) {
    const left = p1.pick.from.map((x, i) => ({ x, i }));
    const idx: number[] = [];
    for (const item of move) {
      const k = left.findIndex((e) => same(e.x, item));
      if (k < 0) return undefined;
      idx.push(left[k].i);
      left.splice(k, 1);
    }
    return idx.sort((a, b) => a - b).map((i) => p2.pick!.from[i]);
  }
  return undefined;
}

function applyCopy<S>(game: GameDefinition<S>, s: S, seat: number, move: Json): { state: S; events: GameEvent[] } | null {
  try {
    return game.apply(cloneJson(s), seat, move);
  } catch {
    // A shuffled world need not be playable (a re-dealt hand can make a mapped answer illegal): not a leak.
    return null;
  }
}

export function emptyCounters(): LeakCounters {
  return { games: 0, completed: 0, steps: 0, viewChecks: 0, inertShuffles: 0, eventExact: 0, eventExplained: 0, eventSkipped: 0, choiceChecks: 0, replayChecks: 0 };
}

/** Runs `games` random games of `game` under every check above. */
export async function fuzzLeaks<S>(game: GameDefinition<S>, opts: LeakFuzzOptions): Promise<LeakFuzzResult> {
  const hidden = game.hidden;
  if (!hidden) throw new Error(`game ${game.id} has no hidden-information hook (GameDefinition.hidden)`);
  const counters = emptyCounters();
  const findings: LeakFinding[] = [];
  const known: LeakFinding[] = [];
  const errors: LeakFuzzResult['errors'] = [];
  const maxFindings = opts.maxFindings ?? 20;
  const viewShuffles = opts.viewShuffles ?? 1;
  const eventEvery = opts.eventEvery ?? 1;
  const replayEvery = opts.replayEvery ?? 7;
  const reveal = new Set(hidden.revealEvents ?? []);
  const cardKeys = new Set(hidden.cardKeys ?? []);
  const seatInfo: SeatInfo[] = Array.from({ length: opts.seats }, (_, i) => ({ name: `P${i}` }));
  const viewers: Viewer[] = [...seatInfo.map((_, seat) => ({ kind: 'seat', seat }) as Viewer), { kind: 'spectator' }];
  const parsed = game.parseOptions(opts.options, opts.seats);

  for (let g = 0; g < opts.games && findings.length < maxFindings; g++) {
    const seed = `${opts.seed}:${g}`;
    const runner = MatchRunner.start(game, parsed, seatInfo, seed);
    const botRng = seedRng(`bot:${seed}`);
    const rng = seedRng(`fuzz:${seed}`);
    const moves: RecordedMove[] = [];
    const tokens = seatInfo.map((_, i) => `token-${seed}-${i}`);
    opts.replay?.open({ id: `fuzz-${seed}`, game: game.id, options: opts.options, seats: seatInfo, seed, tokens, initial: runner.snapshot() });
    let lastEvents: GameEvent[] = [];
    counters.games++;

    const report = (f: Omit<LeakFinding, 'game' | 'options' | 'seats' | 'seed' | 'step' | 'moves'>) => {
      const finding: LeakFinding = { game: game.id, options: opts.options, seats: opts.seats, seed, step: moves.length, ...f };
      if (opts.isKnown?.(finding)) {
        if (known.length < maxFindings) known.push(finding);
        return;
      }
      if (findings.length >= maxFindings) return;
      findings.push({ ...finding, moves: [...moves] });
    };

    /**
     * Shuffled copies of `s` for viewer `v` must look the same to it; the
     * first copy also serves the event check of `next` (the move about to be
     * made), so each copy is built once.
     */
    const checkViewer = (s: S, v: Viewer, vi: number, next: { seat: number; move: Json; real: { state: S; events: GameEvent[] } } | null) => {
      const truth = seen(game, s, v);
      const step = moves.length;
      // The first copy serves the event check too, so it keeps the RNG (otherwise public chance such as
      // dice would differ between the worlds); one viewer per step also gets a copy with a new RNG.
      const rounds = viewShuffles + (vi === step % viewers.length ? 1 : 0);
      for (let r = 0; r < rounds; r++) {
        const keepFuture = r === 0 && (step + vi) % 2 === 1;
        const copy = hidden.shuffle(cloneJson(s), v, rng, { keepFuture, keepRng: r === 0 });
        counters.viewChecks++;
        if (r === 0 && !keepFuture && step % 5 === 0 && same(copy, s) && hidden.secrets(s, v).some((x) => x.kind !== 'rng')) counters.inertShuffles++;
        const other = seen(game, copy, v);
        if (!same(truth, other)) {
          report({ check: 'view', viewer: viewerName(v), detail: `the view depends on hidden information: ${jsonDiff(truth, other).join('; ')}` });
          return;
        }
        if (r === 0 && next) checkEvents(s, copy, v, vi, next.seat, next.move, next.real);
      }
    };

    /**
     * A room works out all its clients' views at once (`MatchRunner.views`), and
     * a game may share parts between them: each must still be that viewer's own.
     */
    const checkTogether = () => {
      const together = runner.views(viewers);
      viewers.forEach((v, i) => {
        counters.viewChecks++;
        const alone = runner.view(v);
        if (!same(together[i], alone)) report({ check: 'view', viewer: viewerName(v), detail: `its view worked out with the others' differs from its own: ${jsonDiff(alone, together[i]).join('; ')}` });
      });
    };

    const checkReplay = async (finished: boolean) => {
      const probe = opts.replay!;
      const step = moves.length;
      const ask = async (viewer: string, seatToken?: string) => probe.fetch({ viewer, step, seatToken });
      for (const v of viewers) {
        const name = viewerName(v);
        const got = await ask(name, v.kind === 'seat' ? tokens[v.seat] : undefined);
        counters.replayChecks++;
        const want = { view: runner.view(v), events: eventsFor(lastEvents, v) as unknown as Json };
        if ('code' in got) report({ check: 'replay', viewer: name, detail: `refused with ${got.code}` });
        else if (!same(got, want)) report({ check: 'replay', viewer: name, detail: `differs from the live projection: ${jsonDiff(want, got).join('; ')}` });
        if (v.kind === 'seat') {
          const wrong = tokens.length > 1 ? [tokens[(v.seat + 1) % tokens.length]] : [];
          for (const token of [undefined, ...wrong]) {
            const denied = await ask(name, token);
            if (!('code' in denied)) report({ check: 'replay', viewer: name, detail: `served seat ${v.seat}'s viewpoint ${token ? "with another seat's token" : 'without a token'}` });
          }
        }
      }
      const full = await ask('omniscient');
      if (!finished && !('code' in full)) report({ check: 'replay', viewer: 'omniscient', detail: 'served the full view before the end' });
      if (finished && 'code' in full) report({ check: 'replay', viewer: 'omniscient', detail: `refused the full view after the end: ${full.code}` });
    };

    /** The event checks of one move for one viewer against one shuffled copy (see the header, 2). */
    /** Per viewer, whether the real move revealed something to it (computed once per step). */
    let realReveals = new Map<number, boolean>();
    const checkEvents = (s: S, copy: S, v: Viewer, vi: number, seat: number, move: Json, real: { state: S; events: GameEvent[] }) => {
      const name = viewerName(v);
      const mapped = v.kind === 'seat' && v.seat === seat ? move : correspondingMove(promptOf(game, s, seat), promptOf(game, copy, seat), move);
      const alt = mapped === undefined ? null : applyCopy(game, copy, seat, mapped);
      if (!alt) {
        counters.eventSkipped++;
        return;
      }
      const ev = comparable(real.events, v, reveal);
      const ev2 = comparable(alt.events, v, reveal);
      const named = namedSecrets(game, s, real.state, v, ev, cardKeys) ?? namedSecrets(game, copy, alt.state, v, ev2, cardKeys);
      if (named) {
        report({ check: 'event-token', viewer: name, move: { seat, move }, detail: named });
        return;
      }
      // A move that reveals something to the viewer (actions, placements, a drawn card, a card flipped
      // face up) may leave different traces in the two worlds: in its view (the other cards it drew) or
      // only in its events (the round ended and the revealed actions are gone again).
      if (!realReveals.has(vi)) realReveals.set(vi, revealsTo(game, s, real.state, v));
      const revealing = [...ev, ...ev2].some((e) => reveal.has(e.type)) || realReveals.get(vi)! || revealsTo(game, copy, alt.state, v);
      if (revealing) {
        counters.eventExplained++;
        return;
      }
      counters.eventExact++;
      const after = seen(game, real.state, v);
      const after2 = seen(game, alt.state, v);
      if (!same(after, after2)) {
        const asked = (st: S) => game.pending(st).map((p) => `${p.seat}:${p.kind}`).join(',') || 'none';
        report({ check: 'view', viewer: name, move: { seat, move }, detail: `after a move that revealed nothing to this viewer, its view depends on hidden information (questions open: ${asked(real.state)} vs ${asked(alt.state)}): ${jsonDiff(after, after2).join('; ')}` });
        return;
      }
      if (!same(ev, ev2)) {
        report({ check: 'event', viewer: name, move: { seat, move }, detail: `events depend on hidden information: ${jsonDiff(ev, ev2).join('; ')}` });
      }
    };

    /** Another seat's answer that stays secret must not show in anyone's events (see the header, 3). */
    const checkChoice = (s: S, seat: number, move: Json, real: { state: S; events: GameEvent[] }) => {
      const prompt = promptOf(game, s, seat);
      const count = prompt?.choices ? prompt.choices.length : prompt?.pick ? prompt.pick.from.length + 1 : 0;
      if (!prompt || count < 2) return;
      let other: Json | undefined;
      for (let t = 0; t < 4 && other === undefined; t++) {
        const m = randomAnswer(prompt, rng);
        if (!same(m, move)) other = m;
      }
      if (other === undefined) return;
      const alt = applyCopy(game, s, seat, other);
      if (!alt) return;
      for (const v of viewers) {
        if (v.kind === 'seat' && v.seat === seat) continue;
        const secretChoice = (st: S) => hidden.secrets(st, v).some((x) => x.kind === 'choice' && x.seat === seat);
        if (!secretChoice(real.state) || !secretChoice(alt.state)) continue;
        counters.choiceChecks++;
        const ev = comparable(real.events, v, reveal);
        const ev2 = comparable(alt.events, v, reveal);
        if (!same(ev, ev2) && same(seen(game, real.state, v), seen(game, alt.state, v))) {
          report({ check: 'choice-event', viewer: viewerName(v), move: { seat, move }, detail: `seat ${seat}'s secret answer shows in the events (other answer ${JSON.stringify(other).slice(0, 80)}): ${jsonDiff(ev, ev2).join('; ')}` });
        }
      }
    };

    try {
      let finished = runner.result() !== null;
      while (!finished && moves.length < (opts.maxMoves ?? 100_000) && findings.length < maxFindings) {
        const s = runner.currentState as S;
        const checking = moves.length >= (opts.checkFrom ?? 0);
        if (checking) counters.steps++;
        if (checking && opts.replay && replayEvery > 0 && moves.length % replayEvery === 0) await checkReplay(false);
        const toMove = runner.seatsToMove();
        if (toMove.length === 0) {
          errors.push({ seed, atMove: moves.length, message: 'no prompt open but no result' });
          break;
        }
        const seat = pickOne(botRng, toMove);
        const move = randomAnswer(runner.promptFor(seat)!, botRng);
        if (checking) {
          checkTogether();
          const real = moves.length % eventEvery === 0 ? game.apply(cloneJson(s), seat, move) : null;
          realReveals = new Map();
          viewers.forEach((v, vi) => checkViewer(s, v, vi, real ? { seat, move, real } : null));
          if (real) checkChoice(s, seat, move, real);
        }
        const outcome = runner.apply(seat, move);
        lastEvents = outcome.events;
        moves.push({ seat, move });
        finished = runner.result() !== null;
        opts.replay?.recorded({ seat, move }, () => runner.snapshot(), finished);
      }
      if (finished) {
        counters.completed++;
        viewers.forEach((v, vi) => checkViewer(runner.currentState as S, v, vi, null));
        if (opts.replay && replayEvery > 0) await checkReplay(true);
      }
    } catch (e) {
      const message = isGameError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
      errors.push({ seed, atMove: moves.length, message });
    }
  }
  return { counters, findings, known, errors };
}

/** Whether something hidden from `v` before a move is no longer hidden after it (a card learned, a choice revealed). */
function revealsTo<S>(game: GameDefinition<S>, before: S, after: S, v: Viewer): boolean {
  const keys = (s: S) => new Set(game.hidden!.secrets(s, v).filter((x) => x.kind !== 'rng').map((x) => (x.kind === 'card' ? `card ${JSON.stringify(x.value)}` : `choice ${x.where}`)));
  const now = keys(after);
  for (const k of keys(before)) if (!now.has(k)) return true;
  return false;
}

/** Values under any of `keys` at any depth of `x`. */
function valuesUnder(x: unknown, keys: Set<string>, out: Json[] = []): Json[] {
  if (x === null || typeof x !== 'object') return out;
  for (const [k, v] of Object.entries(x as object)) {
    if (keys.has(k)) leaves(v, out);
    else valuesUnder(v, keys, out);
  }
  return out;
}

/**
 * The check that needs no second world: every card a viewer's event names
 * (under the game's card keys) must not have been hidden from it both before
 * and after the move. Returns a description of the first offence.
 */
function namedSecrets<S>(game: GameDefinition<S>, before: S, after: S, v: Viewer, events: { type: string; data?: Json }[], keys: Set<string>): string | null {
  if (keys.size === 0) return null;
  const named = events.flatMap((e) => valuesUnder(e.data, keys).map((val) => ({ type: e.type, key: JSON.stringify(val) })));
  if (named.length === 0) return null;
  const cardSecrets = (s: S) => new Map(game.hidden!.secrets(s, v).filter((x) => x.kind === 'card').map((x) => [JSON.stringify(x.value), x] as const));
  const was = cardSecrets(before);
  const now = cardSecrets(after);
  for (const { type, key } of named) {
    const hit = now.get(key);
    if (hit && was.has(key)) return `event ${type} names card ${key}, hidden from this viewer (${was.get(key)!.where}, then ${hit.where})`;
  }
  return null;
}
