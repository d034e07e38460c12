/**
 * Complete random Terraforming Mars games, played from prompts through the
 * match runner (`npm run bench -- tm`, sizes from BENCH_GAMES, default 20):
 * the presets of games/tm/tooling.ts, then RftG 4p as the yardstick and the
 * ratio of TM 4p moves/s to RftG 4p moves/s. `maxViewBytes` is the largest
 * JSON view of any viewer (every seat and a spectator) seen over every move
 * of the first games of a setup; it is measured apart from the timing.
 */
import { performance } from 'node:perf_hooks';
import { MatchRunner, pickOne, playRandomGame, randomAnswer, seedRng, type GameDefinition, type Viewer } from '../server/src/engine';
import { rftg } from '../server/src/games/rftg';
import { tm, type TmState } from '../server/src/games/tm';
import { tmTooling } from '../server/src/games/tm/tooling';
import { round, type BenchResult } from './stats';

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

/** Games per second of one setup: warm-up first, so the JIT has compiled the hot paths. */
function timeGames(game: GameDefinition, seats: number, options: object, games: number, label: string): { metrics: Record<string, number>; states: unknown[] } {
  for (let i = 0; i < 3; i++) playRandomGame(game, options, names(seats), `warm:${i}`);
  let moves = 0;
  const states: unknown[] = [];
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const out = playRandomGame(game, options, names(seats), `bench:${i}`);
    if (!out.finished) throw new Error(`${label}: game ${i} did not finish: ${out.error?.message}`);
    moves += out.moves.length;
    states.push(out.runner.currentState);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    metrics: { games, gamesPerSecond: round(games / seconds), msPerGame: round((seconds * 1000) / games), movesPerSecond: Math.round(moves / seconds) },
    states,
  };
}

/** The largest view of any viewer over every move of `games` random games. */
function maxViewBytes(seats: number, options: object, games: number): number {
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat })), { kind: 'spectator' }];
  let max = 0;
  for (let i = 0; i < games; i++) {
    const runner = MatchRunner.start(tm, tm.parseOptions(options, seats), names(seats), `bench:${i}`);
    const rng = seedRng(`bot:bench:${i}`);
    while (runner.result() === null) {
      for (const v of runner.views(viewers)) max = Math.max(max, Buffer.byteLength(JSON.stringify(v)));
      const seat = pickOne(rng, runner.seatsToMove());
      runner.apply(seat, randomAnswer(runner.promptFor(seat)!, rng));
    }
  }
  return max;
}

export function tmRandomGames(games = Number(process.env.BENCH_GAMES ?? 20)): BenchResult[] {
  const out: BenchResult[] = [];
  let tm4 = 0;
  for (const { name, seats, options } of tmTooling.presets.filter((p) => p.bench)) {
    const { metrics, states } = timeGames(tm, seats, options, games, name);
    const generations = (states as TmState[]).reduce((n, s) => n + s.generation, 0) / states.length;
    out.push({ name: `tm ${name}`, metrics: { ...metrics, generations: round(generations), maxViewBytes: maxViewBytes(seats, options, Math.min(games, 3)) } });
    if (seats === 4) tm4 = metrics.movesPerSecond;
  }
  const r = timeGames(rftg, 4, {}, games, 'rftg 4p').metrics;
  out.push({ name: 'rftg 4p', metrics: r });
  out.push({ name: 'tm vs rftg', metrics: { movesPerSecondRatio: round(tm4 / r.movesPerSecond) } });
  return out;
}
