/**
 * Replays one reference log through our engine: options and scripted draws
 * from the log, every question answered with the player's next logged
 * decision, state compared at each round start and at the end. The outcome
 * is data (pass / fail with the first divergence / skip), never a throw, so
 * the CLI and the tests can report it as they like.
 */
import * as path from 'node:path';
import { isGameError, type GameDefinition, type Json, type Prompt } from '../../../engine';
import { rftg } from '../index';
import type { MatchOptions, RftgState } from '../state';
import { compareFinal, compareSnapshot } from './compare';
import { answersFirstHalf, answersSecondHalf, decisionTypeFor, deferredTakeoverPayment, onlyNone, reconcile, referenceOnly } from './decisions';
import { ALL_REFERENCE_QUIRKS } from './quirks';
import { EXPANSION_BY_LEVEL, indexLog, loadLog, type ConformanceLog, type Decision, type IndexedLog, type LogOptions } from './log';

export interface Divergence {
  round: number;
  phase: string;
  /** Player id (= our seat), or null for a game-wide field. */
  player: number | null;
  field: string;
  ours: Json;
  reference: Json;
}

export type ReplayOutcome =
  | { status: 'pass'; rounds: number; decisions: number; snapshots: number; unchecked: string[] }
  | { status: 'fail'; divergence: Divergence; decisions: number }
  | { status: 'skip'; reason: string };

type Game = GameDefinition<RftgState, MatchOptions>;

/** The game options a log was played with, as our engine names them (no scripting). */
export function gameOptionsOf(o: LogOptions): { [key: string]: Json } {
  return { expansion: EXPANSION_BY_LEVEL[o.expansion] ?? `level ${o.expansion}`, advanced: o.advanced, goals: o.goals, takeovers: o.takeovers };
}

/**
 * The options plus the test-only scripting (see RftgOptions in state.ts) that makes our
 * engine deal what the reference dealt: draws per receiving player, the start
 * world dealt (Base/TGS) or the red/blue pair offered (RvI/BoW), and the
 * goals in play; the seats' own steps taken one seat at a time in turn order,
 * as the reference engine takes them (so a reshuffle falls at the same
 * moment); and the reference engine's known defects (quirks.ts).
 */
export function scriptedOptionsOf(log: ConformanceLog, idx: IndexedLog): { [key: string]: Json } {
  const out: { [key: string]: Json } = {
    ...gameOptionsOf(log.options),
    drawsBySeat: idx.drawsByPlayer,
    oneSeatAtATime: true,
    referenceQuirks: ALL_REFERENCE_QUIRKS,
  };
  if (idx.startOffers.some((offer) => offer.length > 0)) out.startOffers = idx.startOffers;
  else out.startWorlds = idx.startWorlds;
  if (log.options.goals) out.goalList = log.goals.map((g) => g.id);
  return out;
}

/**
 * Why our engine does not implement a log's setup at all (BAD_OPTIONS for its
 * plain options, e.g. an expansion not built yet), or null when it does.
 * INDEX.json carries the same options, so callers can ask without loading logs.
 */
export function unsupportedReason(options: LogOptions, game: Game = rftg): string | null {
  try {
    game.parseOptions(gameOptionsOf(options), options.players);
    return null;
  } catch (e) {
    if (isGameError(e) && e.code === 'BAD_OPTIONS') return e.message;
    throw e;
  }
}

const describeDecision = (d: Decision): Json => ({ i: d.i, type: d.type, answer: d.answer });
const describePrompt = (p: Prompt): Json => ({ kind: p.kind, ...(p.choices ? { choices: p.choices } : {}), ...(p.pick ? { pick: p.pick } : {}) });

/** A round begins when every seat is asked for its action and none has chosen yet. */
const atRoundStart = (s: RftgState): boolean => s.stage === 'action' && s.players.every((p) => p.actions === null);

export function replayLog(log: ConformanceLog, game: Game = rftg): ReplayOutcome {
  const at: Progress = { round: 0, phase: 'game_start', decisions: 0 };
  try {
    return replay(log, game, at);
  } catch (e) {
    // A crash of our engine mid-game is a divergence like any other, reported where the replay stood.
    return {
      status: 'fail',
      divergence: { round: at.round, phase: at.phase, player: null, field: 'error', ours: String(e), reference: 'no error' },
      decisions: at.decisions,
    };
  }
}

/** Where a replay stands, kept up to date for reporting a crash. */
interface Progress {
  round: number;
  phase: string;
  decisions: number;
}

function replay(log: ConformanceLog, game: Game, at: Progress): ReplayOutcome {
  const unsupported = unsupportedReason(log.options, game);
  if (unsupported !== null) return { status: 'skip', reason: unsupported };
  const idx = indexLog(log);
  const queues = idx.decisionsByPlayer.map((q) => [...q]);
  let used = 0;
  let state: RftgState;
  const fail = (d: Omit<Divergence, 'round'> & { round?: number }): ReplayOutcome => ({
    status: 'fail',
    divergence: { round: d.round ?? state?.round ?? 0, ...d },
    decisions: used,
  });
  try {
    const n = log.options.players;
    const options = game.parseOptions(scriptedOptionsOf(log, idx), n);
    state = game.setup(
      options,
      Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
      'conformance',
    );
  } catch (e) {
    return fail({ round: 0, phase: 'game_start', player: null, field: 'setup', ours: String(e), reference: 'game set up' });
  }

  let checkedRound = 0;
  let snapshots = 0;
  // The decision whose first half (settle powers) has been applied and whose second half is pending.
  let keptDecision = -1;
  // Every step answers or drops one logged decision; the bound only stops a runaway replay.
  for (let step = 0; step <= 2 * idx.decisionCount + 10; step++) {
    Object.assign(at, { round: state.round, phase: state.stage, decisions: used });
    if (atRoundStart(state) && state.round > checkedRound) {
      checkedRound = state.round;
      const snap = idx.snapshots.get(state.round);
      if (!snap) return fail({ phase: 'round_start', player: null, field: 'rounds', ours: `round ${state.round} starts`, reference: 'no such round' });
      snapshots++;
      const diff = compareSnapshot(state, snap);
      if (diff) return fail({ phase: 'round_start', ...diff });
    }
    const prompts = game.pending(state);
    if (prompts.length === 0) break;
    // Where in the seat's queue its next decision for `p` lies (past a deferred takeover payment).
    const at0 = (p: Prompt) => deferredTakeoverPayment(queues[p.seat], p, state.round, state.stage);
    // Simultaneous questions are open to several seats at once: answer them in the log's order.
    const nextIndex = (p: Prompt) => queues[p.seat][at0(p)]?.i ?? Infinity;
    const prompt = [...prompts].sort((a, b) => nextIndex(a) - nextIndex(b))[0];
    const head = at0(prompt);
    const d = queues[prompt.seat][head];
    if (!d && onlyNone(prompt)) {
      state = game.apply(state, prompt.seat, null).state;
      continue;
    }
    if (!d) {
      return fail({ phase: state.stage, player: prompt.seat, field: 'decision', ours: describePrompt(prompt), reference: 'no decision left' });
    }
    const r = reconcile(prompt, d, { ignoredByReference: idx.ignoredDecisions.has(d.i), powersApplied: d.i === keptDecision });
    if (r.kind === 'reference-only') {
      queues[prompt.seat].splice(head, 1);
      used++;
      continue;
    }
    if (r.kind === 'mismatch') {
      return fail({
        round: d.round,
        phase: d.phase,
        player: prompt.seat,
        field: 'decision',
        ours: { ...(describePrompt(prompt) as object), answers: decisionTypeFor(prompt.kind) ?? 'no mapping' },
        reference: describeDecision(d),
      });
    }
    try {
      state = game.apply(state, prompt.seat, r.move).state;
    } catch (e) {
      return fail({
        round: d.round,
        phase: d.phase,
        player: prompt.seat,
        field: 'move',
        ours: `${String(e)} for ${JSON.stringify(r.move)}`,
        reference: describeDecision(d),
      });
    }
    // The powers half of a payment keeps its decision for the cards question, if our engine asks one now.
    const next = r.consumed === 0 && answersFirstHalf(prompt) ? game.pending(state).find((p) => p.seat === prompt.seat) : undefined;
    const keep = next !== undefined && answersSecondHalf(next);
    const consumed = r.consumed === 0 && answersFirstHalf(prompt) && !keep ? 1 : r.consumed;
    keptDecision = keep ? d.i : -1;
    queues[prompt.seat].splice(head, consumed);
    used += consumed;
  }

  const left = queues.findIndex((q) => q.some((d) => referenceOnly(d) === null));
  if (left >= 0) {
    const next = queues[left].find((d) => referenceOnly(d) === null)!;
    return fail({
      phase: state.stage,
      player: left,
      field: 'decision',
      ours: state.over ? 'game over' : 'no question open',
      reference: describeDecision(next),
    });
  }
  const unscripted = state.seatScripts.findIndex((q) => q.length > 0);
  if (unscripted >= 0) {
    return fail({ phase: 'end', player: unscripted, field: 'draws', ours: 'fewer draws', reference: state.seatScripts[unscripted] });
  }
  const final = compareFinal(state, game.result(state), log.final);
  if (final.diff) return fail({ phase: 'end', ...final.diff });
  return { status: 'pass', rounds: state.round, decisions: idx.decisionCount, snapshots, unchecked: final.unchecked };
}

export function replayFile(file: string, game: Game = rftg): ReplayOutcome {
  return replayLog(loadLog(file), game);
}

/** `repoRoot/../shared/conformance/rftg`: the shared logs sit beside the repository clone. */
export function sharedLogRoot(repoRoot: string): string {
  return path.resolve(repoRoot, '../shared/conformance/rftg');
}
