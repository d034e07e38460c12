/**
 * A player that answers any prompt uniformly at random from its legal answers
 * (and, now and then, a standing offer): the seat filler, the fuzzer and the
 * simulator all use it.
 */
import { isGameError } from './errors';
import { randomAnswer } from './prompts';
import { pickOne, randInt, seedRng, type RngState } from './rng';
import { MatchRunner } from './runner';
import type { GameDefinition, Json, SeatInfo } from './types';
import { applyRecorded, type RecordedMove } from './replay';

export interface RandomGameOutcome<S> {
  runner: MatchRunner<S>;
  moves: RecordedMove[];
  finished: boolean;
  /** An engine failure: a thrown non-GameError, or a GameError on a move the prompts offered. */
  error?: { message: string; atMove: number; seat: number; move: Json };
}

/**
 * How random players use standing offers: at each step, while a seat has an
 * offer open, an offer is answered with probability `chance` (by a seat drawn
 * among those offered something), at most `max` times a game, so that random
 * games still end.
 */
export interface RandomOffers {
  chance: number;
  max: number;
}

export const DEFAULT_RANDOM_OFFERS: RandomOffers = { chance: 0.02, max: 20 };

/**
 * The next random move: now and then an answer to a standing offer (see
 * RandomOffers), otherwise a random seat's answer to its prompt. Null when no
 * prompt is open. The bots' randomness is drawn for offers only while one is
 * open, so games without offers play as they always did.
 */
export function randomMove<S>(runner: MatchRunner<S>, rng: RngState, offers: RandomOffers, offersMade: number): RecordedMove | null {
  const offered = offersMade < offers.max ? runner.seatsWithOffers() : [];
  if (offered.length > 0 && randInt(rng, 1_000_000) < offers.chance * 1_000_000) {
    const seat = pickOne(rng, offered);
    return { seat, move: randomAnswer(runner.offerFor(seat)!, rng), offer: true };
  }
  const toMove = runner.seatsToMove();
  if (toMove.length === 0) return null;
  const seat = pickOne(rng, toMove);
  return { seat, move: randomAnswer(runner.openPrompt(seat)!, rng) };
}

/** Plays one game from prompts (and now and then offers) alone. `botSeed` drives the bots, `seed` the game. */
export function playRandomGame<S>(
  game: GameDefinition<S>,
  options: unknown,
  seats: SeatInfo[],
  seed: string,
  opts: { botSeed?: string; maxMoves?: number; offers?: RandomOffers } = {},
): RandomGameOutcome<S> {
  const runner = MatchRunner.start(game, game.parseOptions(options, seats.length), seats, seed);
  const rng = seedRng(opts.botSeed ?? `bot:${seed}`);
  const maxMoves = opts.maxMoves ?? 100_000;
  const offers = opts.offers ?? DEFAULT_RANDOM_OFFERS;
  const moves: RecordedMove[] = [];
  let offersMade = 0;
  while (runner.result() === null && moves.length < maxMoves) {
    const next = randomMove(runner, rng, offers, offersMade);
    if (!next) {
      return { runner, moves, finished: false, error: { message: 'no prompt open but no result', atMove: moves.length, seat: -1, move: null } };
    }
    try {
      applyRecorded(runner, next);
    } catch (e) {
      const message = isGameError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? (e.stack ?? e.message) : String(e);
      return { runner, moves, finished: false, error: { message, atMove: moves.length, seat: next.seat, move: next.move } };
    }
    if (next.offer) offersMade++;
    moves.push(next);
  }
  return { runner, moves, finished: runner.result() !== null };
}
