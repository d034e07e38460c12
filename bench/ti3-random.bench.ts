/**
 * Twilight Imperium 3 (`npm run bench -- ti3`; issue 23): complete random games per second at 3, 4 and 6
 * seats (sizes from BENCH_GAMES, default 20: a 6-player game is ~800 moves), then, on the longest of
 * BENCH_REPLAY_GAMES (default 5) random 6-player games, the JSON sizes of the state after every move
 * (mean and largest), the seat views in mid-game, and the replay paths with the game's own snapshot
 * cadence. Targets on the 2-core machine: ≥ 2,000 moves/s, 6-player seat view ≤ 24 KB, restore ≤ 50 ms.
 */
import { applyRecorded, MatchRunner, type MatchRecord, type Viewer } from '../server/src/engine';
import { ti3 } from '../server/src/games/ti3';
import { ti3Tooling } from '../server/src/games/ti3/tooling';
import { DEFAULT_SNAPSHOT_EVERY } from '../server/src/matches/match-store';
import { randomGames } from './random-games.bench';
import { longestGame, replayMetrics } from './replay-times.bench';
import { round, type BenchResult } from './stats';

const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

/** State size after every move, and every seat's view at the middle move (what each client receives then). */
function sizes(record: MatchRecord): Record<string, number> {
  const mid = Math.floor(record.moves.length / 2);
  const seats = Array.from({ length: record.seats.length }, (_, seat): Viewer => ({ kind: 'seat', seat }));
  let total = 0;
  let largest = 0;
  let midView = 0;
  let largestView = 0;
  const runner = MatchRunner.start(ti3, ti3.parseOptions(record.options, record.seats.length), record.seats, record.seed);
  for (const [i, m] of record.moves.entries()) {
    applyRecorded(runner, m);
    const n = bytes(runner.currentState);
    total += n;
    largest = Math.max(largest, n);
    const views = runner.views(seats).map(bytes);
    largestView = Math.max(largestView, ...views);
    if (i + 1 === mid) midView = Math.max(...views);
  }
  return {
    meanStateBytes: Math.round(total / record.moves.length),
    maxStateBytes: largest,
    midGameSeatViewBytes: midView,
    maxSeatViewBytes: largestView,
  };
}

export function ti3RandomGames(games = Number(process.env.BENCH_GAMES ?? 20)): BenchResult[] {
  const out = randomGames(ti3Tooling, games);
  const record = longestGame(ti3, {}, 6, Number(process.env.BENCH_REPLAY_GAMES ?? 5), 'ti3-replays');
  const snapshotEvery = ti3.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  const replays = replayMetrics(ti3, record, snapshotEvery);
  const sized = sizes(record);
  out.push({ name: 'ti3 6p sizes (longest game)', metrics: { moves: record.moves.length, ...sized } });
  out.push({ name: 'ti3 replays (6p, longest game)', metrics: replays });
  // The targets, so the table says at a glance which are met.
  const slowest = Math.min(...out.filter((r) => typeof r.metrics.movesPerSecond === 'number').map((r) => Number(r.metrics.movesPerSecond)));
  const view = sized.midGameSeatViewBytes;
  out.push({
    name: 'ti3 targets',
    metrics: {
      slowestMovesPerSecond: slowest,
      movesPerSecondMet: slowest >= 2000 ? 'yes' : 'no',
      midGameSeatViewKB: round(view / 1024, 1),
      seatViewMet: view <= 24 * 1024 ? 'yes' : 'no',
      restorePlusMovesMs: replays.restorePlusMovesMs,
      restoreMet: replays.restorePlusMovesMs <= 50 ? 'yes' : 'no',
    },
  });
  return out;
}
