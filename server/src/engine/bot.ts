/**
 * A player that answers any prompt uniformly at random from its legal answers:
 * the seat filler, the fuzzer and the simulator all use it.
 */
import { GameError, isGameError } from './errors';
import { pickOne, randInt, seedRng, shuffle, type RngState } from './rng';
import { MatchRunner } from './runner';
import type { GameDefinition, Json, Prompt, SeatInfo } from './types';
import type { RecordedMove } from './replay';

/**
 * For `choices`: one of them, uniformly. For `pick`: a size uniform in
 * [min, max], then a uniformly random subset of that size (in `from` order).
 */
export function randomAnswer(prompt: Prompt, rng: RngState): Json {
  if (prompt.choices) return pickOne(rng, prompt.choices);
  if (prompt.pick) {
    const { from, min, max } = prompt.pick;
    const k = min + randInt(rng, max - min + 1);
    const idx = shuffle(rng, from.map((_, i) => i)).slice(0, k).sort((a, b) => a - b);
    return idx.map((i) => from[i]);
  }
  throw new GameError('INTERNAL', `prompt ${prompt.kind} lists neither choices nor pick`);
}

export interface RandomGameOutcome<S> {
  runner: MatchRunner<S>;
  moves: RecordedMove[];
  finished: boolean;
  /** An engine failure: a thrown non-GameError, or a GameError on a move the prompts offered. */
  error?: { message: string; atMove: number; seat: number; move: Json };
}

/** Plays one game from prompts alone. `botSeed` drives the bots, `seed` the game. */
export function playRandomGame<S>(
  game: GameDefinition<S>,
  options: unknown,
  seats: SeatInfo[],
  seed: string,
  opts: { botSeed?: string; maxMoves?: number } = {},
): RandomGameOutcome<S> {
  const runner = MatchRunner.start(game, game.parseOptions(options, seats.length), seats, seed);
  const rng = seedRng(opts.botSeed ?? `bot:${seed}`);
  const maxMoves = opts.maxMoves ?? 100_000;
  const moves: RecordedMove[] = [];
  while (runner.result() === null && moves.length < maxMoves) {
    const toMove = runner.seatsToMove();
    if (toMove.length === 0) {
      return { runner, moves, finished: false, error: { message: 'no prompt open but no result', atMove: moves.length, seat: -1, move: null } };
    }
    const seat = pickOne(rng, toMove);
    const move = randomAnswer(runner.promptFor(seat)!, rng);
    try {
      runner.apply(seat, move);
    } catch (e) {
      const message = isGameError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? e.stack ?? e.message : String(e);
      return { runner, moves, finished: false, error: { message, atMove: moves.length, seat, move } };
    }
    moves.push({ seat, move });
  }
  return { runner, moves, finished: runner.result() !== null };
}
