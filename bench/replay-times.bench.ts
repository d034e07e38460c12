/**
 * How long the replay paths take on Race for the Galaxy's longest matches
 * (`npm run bench -- replays`; issue 19): a whole game replayed from its
 * first move (the replay endpoint with the log, a conformance run), a match
 * restored from its latest snapshot (a server restart, a replay step without
 * the log: the snapshot plus at most SNAPSHOT_EVERY - 1 moves), and one step
 * looked up as the endpoint does it (restore, replay to the step, one view).
 *
 * The longest RftG setup is the 6-player Brink of War drafting game (~650
 * moves); BENCH_REPLAY_GAMES (default 10) random games of it are played and
 * the longest is timed. Restoring costs the same at any match length: it
 * depends on the moves since the snapshot, never on those before it. Runs
 * through tsx like every benchmark here, which makes the rules slower than
 * the compiled server (see rftg-reference.bench.ts): the figures are upper
 * bounds.
 */
import { performance } from 'node:perf_hooks';
import { MatchRunner, playRandomGame, replay, type GameDefinition, type MatchRecord, type RunnerSnapshot } from '../server/src/engine';
import { rftg } from '../server/src/games/rftg';
import { DEFAULT_SNAPSHOT_EVERY } from '../server/src/matches/match-store';
import { round, type BenchResult } from './stats';

const OPTIONS = { expansion: 'bow', draft: true };

/** Median milliseconds of `runs` calls of `f` (after one unmeasured call). */
export function medianMs(runs: number, f: () => void): number {
  f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** The record of the longest of `candidates` random games of one setup (seeds `${prefix}:i`). */
export function longestGame(game: GameDefinition, options: object, seatCount: number, candidates: number, prefix: string): MatchRecord {
  const seats = Array.from({ length: seatCount }, (_, i) => ({ name: `P${i}` }));
  let best: MatchRecord | null = null;
  for (let i = 0; i < candidates; i++) {
    const seed = `${prefix}:${i}`;
    const out = playRandomGame(game, options, seats, seed);
    if (!out.finished) throw new Error(`${game.id} ${seed} did not finish: ${out.error?.message}`);
    if (best === null || out.moves.length > best.moves.length) best = { options, seats, seed, moves: out.moves };
  }
  if (best === null) throw new Error('longestGame needs at least one candidate');
  return best;
}

/**
 * Replay times of one recorded match: the whole game from its seed, and a restore from the latest snapshot
 * before the worst step (`snapshotEvery` - 1 moves after it), with and without those moves, and as a step lookup.
 */
export function replayMetrics(game: GameDefinition, record: MatchRecord, snapshotEvery: number): Record<string, number> {
  const total = record.moves.length;
  const snapAt = Math.floor((total - (snapshotEvery - 1)) / snapshotEvery) * snapshotEvery;
  const snapshot: RunnerSnapshot = replay(game, record, { upTo: snapAt }).runner.snapshot();
  const after = record.moves.slice(snapAt, snapAt + snapshotEvery - 1);
  const wholeGame = medianMs(5, () => replay(game, record));
  const restore = medianMs(11, () => replay(game, { ...record, moves: after }, { from: snapshot }));
  const restoreOnly = medianMs(11, () => MatchRunner.restore(game, snapshot));
  const stepLookup = medianMs(11, () => replay(game, { ...record, moves: after }, { from: snapshot }).runner.view({ kind: 'seat', seat: 0 }));
  return {
    moves: total,
    wholeGameMs: round(wholeGame, 1),
    usPerMoveReplayed: round((wholeGame * 1000) / total, 1),
    snapshotEvery,
    restoreSnapshotMs: round(restoreOnly, 2),
    restorePlusMovesMs: round(restore, 2),
    movesAfterSnapshot: after.length,
    stepLookupMs: round(stepLookup, 2),
  };
}

export function replayTimes(): BenchResult[] {
  const record = longestGame(rftg, OPTIONS, 6, Number(process.env.BENCH_REPLAY_GAMES ?? 10), 'replays');
  return [{ name: 'rftg replays (6p BoW draft, longest game)', metrics: replayMetrics(rftg, record, DEFAULT_SNAPSHOT_EVERY) }];
}
