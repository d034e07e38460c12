/**
 * Plays random legal games from prompts alone and prints a JSON summary as
 * its last line (one line per preset with `--preset all`). Usage:
 *   npm run sim -- --game rftg --seats 4 [--options '{"advanced":true}'] --games 100 --seed 1
 *   npm run sim -- --game rftg --preset '6p Rebel vs Imperium' [--games N] [--seed S]
 *   npm run sim -- --game rftg --preset all --seed ci
 *   node dist/server/src/tools/sim.js --game rftg --seats 4 --games 200 --warmup 300
 * `--warmup N` first plays N unmeasured games (the JIT's warm-up: a server's
 * steady state); `cpuMsPerGame` is the process's CPU time per measured game,
 * `msPerGame` the wall time.
 * A preset (the game's tooling, e.g. games/rftg/tooling.ts) gives the seats
 * and options, and the number of games unless `--games` does.
 * The random players now and then answer a standing offer (engine/bot.ts,
 * DEFAULT_RANDOM_OFFERS); `offersAnswered` counts those moves, for games that make offers.
 * Exits non-zero when any game raised an engine error or failed to end.
 */
import { performance } from 'node:perf_hooks';
import { GameRegistry, playRandomGame, type GameDefinition } from '../engine';
import { GAMES } from '../games';
import { TOOLING } from '../games/tooling';
import { intFlag, parseFlags } from './args';
import { presetsNamed, toolingFor, UsageError } from './tooling';

interface SimRun {
  game: GameDefinition;
  seats: number;
  options: unknown;
  games: number;
  preset?: string;
}

const DEFAULT_GAMES = 10;

/** The runs a command line asks for: one setup from --seats/--options, or the named preset(s). */
function runsFrom(flags: Map<string, string>, registry: GameRegistry): SimRun[] {
  const game = registry.get(flags.get('game') ?? 'rftg');
  const presetName = flags.get('preset');
  const games = flags.has('games') ? intFlag(flags, 'games', DEFAULT_GAMES) : undefined;
  if (presetName === undefined) {
    const seats = intFlag(flags, 'seats', game.defaultSeats ?? game.minSeats);
    return [{ game, seats, options: JSON.parse(flags.get('options') ?? '{}') as unknown, games: games ?? DEFAULT_GAMES }];
  }
  if (flags.has('seats') || flags.has('options')) throw new UsageError('--preset gives the seats and options: leave out --seats and --options');
  return presetsNamed(toolingFor(TOOLING, game.id), presetName).map((p) => ({
    game,
    seats: p.seats,
    options: p.options,
    games: games ?? p.games ?? DEFAULT_GAMES,
    preset: p.name,
  }));
}

/** Plays one run's games; prints its summary line; true when every game ended without an engine error. */
function simulate({ game, seats: seatCount, options, games, preset }: SimRun, seed: string, maxMoves: number, warmUp: number): boolean {
  const seats = Array.from({ length: seatCount }, (_, i) => ({ name: `Bot ${i + 1}` }));
  for (let i = 0; i < warmUp; i++) playRandomGame(game, options, seats, `${seed}:warm-up:${i}`, { maxMoves });
  let completed = 0;
  let moves = 0;
  let offers = 0;
  const errors: { game: number; seed: string; atMove: number; seat: number; move: unknown; message: string }[] = [];
  const stats: Record<string, number[]> = {};
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}:${i}`;
    const out = playRandomGame(game, options, seats, gameSeed, { maxMoves });
    moves += out.moves.length;
    offers += out.moves.filter((m) => m.offer).length;
    if (out.finished) completed++;
    if (out.error) errors.push({ game: i, seed: gameSeed, ...out.error });
    else if (!out.finished)
      errors.push({ game: i, seed: gameSeed, atMove: out.moves.length, seat: -1, move: null, message: `no result after ${maxMoves} moves` });
    for (const [k, v] of Object.entries(game.stats?.(out.runner.currentState) ?? {})) (stats[k] ??= []).push(v);
  }
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  for (const e of errors.slice(0, 5))
    console.error(`${preset ? `${preset}: ` : ''}game ${e.game} (seed ${e.seed}) move ${e.atMove} seat ${e.seat}: ${e.message}`);
  const summary = {
    game: game.id,
    ...(preset === undefined ? {} : { preset }),
    seats: seatCount,
    options,
    games,
    completed,
    errors: errors.length,
    moves,
    ...(game.offers ? { offersAnswered: offers } : {}),
    msPerGame: games ? Number((elapsed / games).toFixed(3)) : 0,
    cpuMsPerGame: games ? Number(((cpu.user + cpu.system) / 1000 / games).toFixed(3)) : 0,
    ...(warmUp > 0 ? { warmUpGames: warmUp } : {}),
    ...Object.fromEntries(
      Object.entries(stats).map(([k, vs]) => [
        k,
        { avg: Number((vs.reduce((a, b) => a + b, 0) / vs.length).toFixed(2)), min: Math.min(...vs), max: Math.max(...vs) },
      ]),
    ),
    firstErrors: errors.slice(0, 3),
  };
  console.log(JSON.stringify(summary));
  return errors.length === 0 && completed === games;
}

function main(): number {
  const { flags } = parseFlags(process.argv.slice(2));
  const registry = new GameRegistry(GAMES);
  const runs = runsFrom(flags, registry);
  const seed = flags.get('seed') ?? '1';
  const maxMoves = intFlag(flags, 'max-moves', 100_000);
  const warmUp = intFlag(flags, 'warmup', 0);
  // Validates seats and options up front: a bad command line is not an engine error.
  for (const run of runs) registry.resolve(run.game.id, run.seats, run.options);
  let clean = true;
  for (const run of runs) clean = simulate(run, seed, maxMoves, warmUp) && clean;
  return clean ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  console.log(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
  process.exitCode = 2;
}
