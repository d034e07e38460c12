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
import { MatchRunner, playRandomGame, replay, type RunnerSnapshot } from '../server/src/engine';
import { rftg } from '../server/src/games/rftg';
import { DEFAULT_SNAPSHOT_EVERY } from '../server/src/matches/match-store';
import { round, type BenchResult } from './stats';

const OPTIONS = { expansion: 'bow', draft: true };
const SEATS = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}` }));

/** Median milliseconds of `runs` calls of `f` (after one unmeasured call). */
function medianMs(runs: number, f: () => void): number {
  f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

export function replayTimes(): BenchResult[] {
  const candidates = Number(process.env.BENCH_REPLAY_GAMES ?? 10);
  let seed = 'replays:0';
  let moves = playRandomGame(rftg, OPTIONS, SEATS, seed).moves;
  for (let i = 1; i < candidates; i++) {
    const out = playRandomGame(rftg, OPTIONS, SEATS, `replays:${i}`);
    if (out.moves.length > moves.length) [seed, moves] = [`replays:${i}`, out.moves];
  }
  const record = { options: OPTIONS, seats: SEATS, seed, moves };
  const total = record.moves.length;
  // The worst step to look up or restore at: SNAPSHOT_EVERY - 1 moves after the latest snapshot before it.
  const snapAt = Math.floor((total - (DEFAULT_SNAPSHOT_EVERY - 1)) / DEFAULT_SNAPSHOT_EVERY) * DEFAULT_SNAPSHOT_EVERY;
  const snapshot: RunnerSnapshot = replay(rftg, record, { upTo: snapAt }).runner.snapshot();
  const after = record.moves.slice(snapAt, snapAt + DEFAULT_SNAPSHOT_EVERY - 1);
  const wholeGame = medianMs(5, () => replay(rftg, record));
  const restore = medianMs(11, () => replay(rftg, { ...record, moves: after }, { from: snapshot }));
  const restoreOnly = medianMs(11, () => MatchRunner.restore(rftg, snapshot));
  const stepLookup = medianMs(11, () => replay(rftg, { ...record, moves: after }, { from: snapshot }).runner.view({ kind: 'seat', seat: 0 }));
  return [
    {
      name: 'rftg replays (6p BoW draft, longest game)',
      metrics: {
        moves: total,
        wholeGameMs: round(wholeGame, 1),
        usPerMoveReplayed: round((wholeGame * 1000) / total, 1),
        snapshotEvery: DEFAULT_SNAPSHOT_EVERY,
        restoreSnapshotMs: round(restoreOnly, 2),
        restorePlusMovesMs: round(restore, 2),
        movesAfterSnapshot: after.length,
        stepLookupMs: round(stepLookup, 2),
      },
    },
  ];
}
