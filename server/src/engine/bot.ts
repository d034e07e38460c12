/**
 * A player that answers any prompt uniformly at random from its legal answers:
 * the seat filler, the fuzzer and the simulator all use it.
 */
import { isGameError } from './errors';
import { randomAnswer } from './prompts';
import { pickOne, seedRng } from './rng';
import { MatchRunner } from './runner';
import type { GameDefinition, Json, SeatInfo } from './types';
import type { RecordedMove } from './replay';

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
    const move = randomAnswer(runner.openPrompt(seat)!, rng);
    try {
      runner.apply(seat, move);
    } catch (e) {
      const message = isGameError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
      return { runner, moves, finished: false, error: { message, atMove: moves.length, seat, move } };
    }
    moves.push({ seat, move });
  }
  return { runner, moves, finished: runner.result() !== null };
}
