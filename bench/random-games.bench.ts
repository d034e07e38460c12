/**
 * Complete random games per second of one game, played from prompts through
 * the match runner, for each of its bench presets (its tooling, e.g.
 * server/src/games/rftg/tooling.ts): `rftg 2p advanced`, `rftg 4p`,
 * `rftg 6p Rebel vs Imperium`.
 */
import { performance } from 'node:perf_hooks';
import { playRandomGame } from '../server/src/engine';
import { benchPresets, type GameTooling } from '../server/src/tools/tooling';
import { round, type BenchResult } from './stats';

export function randomGames(tooling: GameTooling, games = Number(process.env.BENCH_GAMES ?? 200)): BenchResult[] {
  const { game } = tooling;
  return benchPresets(tooling).map(({ name: preset, seats, options }) => {
    const name = `${game.id} ${preset}`;
    const names = Array.from({ length: seats }, (_, i) => ({ name: `P${i}` }));
    // Warm-up so the JIT has compiled the hot paths before timing.
    for (let i = 0; i < 5; i++) playRandomGame(game, options, names, `warm:${i}`);
    let moves = 0;
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const out = playRandomGame(game, options, names, `bench:${i}`);
      if (!out.finished) throw new Error(`${name}: game ${i} did not finish: ${out.error?.message}`);
      moves += out.moves.length;
    }
    const seconds = (performance.now() - t0) / 1000;
    return {
      name,
      metrics: { games, gamesPerSecond: round(games / seconds), msPerGame: round((seconds * 1000) / games), movesPerSecond: Math.round(moves / seconds) },
    };
  });
}
