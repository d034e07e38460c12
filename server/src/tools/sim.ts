/**
 * Plays random legal games from prompts alone and prints a JSON summary as
 * its last line. Usage:
 *   npm run sim -- --game rftg --seats 4 [--options '{"advanced":true}'] --games 100 --seed 1
 * Exits non-zero when any game raised an engine error or failed to end.
 */
import { performance } from 'node:perf_hooks';
import { GameRegistry, playRandomGame } from '../engine';
import { GAMES } from '../games';
import { intFlag, parseFlags } from './args';

function main(): number {
  const { flags } = parseFlags(process.argv.slice(2));
  const registry = new GameRegistry(GAMES);
  const game = registry.get(flags.get('game') ?? 'rftg');
  const seatCount = intFlag(flags, 'seats', game.defaultSeats ?? game.minSeats);
  const options = JSON.parse(flags.get('options') ?? '{}') as unknown;
  const games = intFlag(flags, 'games', 10);
  const seed = flags.get('seed') ?? '1';
  const maxMoves = intFlag(flags, 'max-moves', 100_000);
  // Validates seats and options up front: a bad command line is not an engine error.
  registry.resolve(game.id, seatCount, options);
  const seats = Array.from({ length: seatCount }, (_, i) => ({ name: `Bot ${i + 1}` }));

  let completed = 0;
  let moves = 0;
  const errors: { game: number; seed: string; atMove: number; seat: number; move: unknown; message: string }[] = [];
  const stats: Record<string, number[]> = {};
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}:${i}`;
    const out = playRandomGame(game, options, seats, gameSeed, { maxMoves });
    moves += out.moves.length;
    if (out.finished) completed++;
    if (out.error) errors.push({ game: i, seed: gameSeed, ...out.error });
    else if (!out.finished) errors.push({ game: i, seed: gameSeed, atMove: out.moves.length, seat: -1, move: null, message: `no result after ${maxMoves} moves` });
    for (const [k, v] of Object.entries(game.stats?.(out.runner.currentState) ?? {})) (stats[k] ??= []).push(v);
  }
  const elapsed = performance.now() - started;
  for (const e of errors.slice(0, 5)) console.error(`game ${e.game} (seed ${e.seed}) move ${e.atMove} seat ${e.seat}: ${e.message}`);
  const summary = {
    game: game.id,
    seats: seatCount,
    options,
    games,
    completed,
    errors: errors.length,
    moves,
    msPerGame: games ? Number((elapsed / games).toFixed(3)) : 0,
    ...Object.fromEntries(
      Object.entries(stats).map(([k, vs]) => [k, { avg: Number((vs.reduce((a, b) => a + b, 0) / vs.length).toFixed(2)), min: Math.min(...vs), max: Math.max(...vs) }]),
    ),
    firstErrors: errors.slice(0, 3),
  };
  console.log(JSON.stringify(summary));
  return errors.length === 0 && completed === games ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  console.log(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
  process.exitCode = 2;
}
