/** Complete random Race for the Galaxy games per second, played from prompts through the match runner. */
import { performance } from 'node:perf_hooks';
import { playRandomGame } from '../server/src/engine';
import { rftg } from '../server/src/games/rftg';
import { round, type BenchResult } from './stats';

const SETUPS = [
  { name: 'rftg 2p advanced', seats: 2, options: { advanced: true } },
  { name: 'rftg 4p', seats: 4, options: {} },
  { name: 'rftg 6p Rebel vs Imperium', seats: 6, options: { expansion: 'rvi' } },
];

export function rftgRandomGames(games = Number(process.env.BENCH_GAMES ?? 200)): BenchResult[] {
  return SETUPS.map(({ name, seats, options }) => {
    const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i}` }));
    // Warm-up so the JIT has compiled the hot paths before timing.
    for (let i = 0; i < 5; i++) playRandomGame(rftg, options, names, `warm:${i}`);
    let moves = 0;
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const out = playRandomGame(rftg, options, names, `bench:${i}`);
      if (!out.finished) throw new Error(`${name}: game ${i} did not finish: ${out.error?.message}`);
      moves += out.moves.length;
    }
    const seconds = (performance.now() - t0) / 1000;
    return { name, metrics: { games, gamesPerSecond: round(games / seconds), msPerGame: round((seconds * 1000) / games), movesPerSecond: Math.round(moves / seconds) } };
  });
}
