/**
 * A match is (game, options, seats, seed) plus its ordered moves: replaying the
 * moves reproduces every state, view and event exactly.
 */
import { MatchRunner, type MoveOutcome, type RunnerSnapshot } from './runner';
import type { GameDefinition, Json, SeatInfo } from './types';

export interface RecordedMove {
  seat: number;
  move: Json;
  /** The move answered the seat's standing offer, not its prompt (`GameDefinition.offers`). */
  offer?: true;
}

/** Applies a recorded move to the runner, to the question it answered. */
export function applyRecorded<S>(runner: MatchRunner<S>, m: RecordedMove): MoveOutcome {
  return runner.apply(m.seat, m.move, { offer: m.offer });
}

export interface MatchRecord {
  options: unknown;
  seats: SeatInfo[];
  seed: string;
  moves: RecordedMove[];
}

/**
 * Rebuilds the match after `upTo` moves (all of them by default). `from` lets a
 * caller start at a stored snapshot; `moves` are then the moves after it.
 * Returns the runner and the events of the last move applied; `onMove` hears every move's.
 */
export function replay<S>(
  game: GameDefinition<S>,
  record: MatchRecord,
  opts: { upTo?: number; from?: RunnerSnapshot; onMove?: (v: number, events: MoveOutcome['events']) => void } = {},
): { runner: MatchRunner<S>; lastEvents: MoveOutcome['events'] } {
  const parsed = game.parseOptions(record.options, record.seats.length);
  const runner = opts.from ? MatchRunner.restore(game, opts.from) : MatchRunner.start(game, parsed, record.seats, record.seed);
  const target = opts.upTo ?? runner.v + record.moves.length;
  let lastEvents: MoveOutcome['events'] = [];
  for (const m of record.moves) {
    if (runner.v >= target) break;
    lastEvents = applyRecorded(runner, m).events;
    opts.onMove?.(runner.v, lastEvents);
  }
  return { runner, lastEvents };
}
