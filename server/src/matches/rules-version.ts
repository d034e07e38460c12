/**
 * Which rules a stored match resumes (or replays) with. A match is its seed
 * and moves replayed by one version of a game's rules. When the server runs
 * a newer version, the match's own history is replayed under it and compared
 * with every snapshot stored along the way: if it comes out the same (the
 * change touched nothing this match ever did), the match moves to the new
 * version and goes on; otherwise it is refused as ENGINE_CHANGED, never
 * resumed in a state its players did not see. README: "Rules versions".
 */
import { applyRecorded, GameError, MatchRunner, type GameDefinition, type GameRegistry, type RunnerSnapshot } from '../engine';
import { sameJson } from '../engine/same-json';
import type { MatchStore, StoredMatch } from './match-store';

/** The game `match` is played with under today's rules; throws ENGINE_CHANGED when its history says otherwise. */
export async function rulesFor(store: MatchStore, registry: GameRegistry, match: StoredMatch): Promise<GameDefinition> {
  const game = registry.get(match.game);
  if (match.engineVersion === game.engineVersion) return game;
  if (!(await replaysTheSame(store, game, match))) {
    throw new GameError(
      'ENGINE_CHANGED',
      `this match was played with ${game.id} rules version ${match.engineVersion}, and its moves play out differently under version ${game.engineVersion}, which this server runs: it cannot be resumed or replayed here (its record is at /api/matches/${match.id})`,
    );
  }
  await store.setEngineVersion(match.id, match.engineVersion, game.engineVersion);
  return game;
}

/** Whether today's rules accept the match's options and moves and reach every stored snapshot exactly. */
async function replaysTheSame(store: MatchStore, game: GameDefinition, match: StoredMatch): Promise<boolean> {
  const seats = Array.from({ length: match.seatCount }, (_, i) => ({ name: match.seats.find((s) => s.seat === i)?.name ?? `Seat ${i + 1}` }));
  let options: unknown;
  try {
    options = game.parseOptions(match.options, match.seatCount);
  } catch {
    return false;
  }
  if (match.status === 'waiting' || (match.status === 'aborted' && match.startedAt === null)) return true;
  const [snapshots, moves] = await Promise.all([store.snapshotsOf(match.id), store.movesAfter(match.id, 0)]);
  if (moves.length !== match.moveCount) return false;
  const at = new Map(snapshots.map((s) => [s.version, s]));
  const same = (runner: MatchRunner, stored: RunnerSnapshot | undefined) => {
    if (!stored) return true;
    const now = runner.snapshot();
    return sameJson(now.state, stored.state) && sameJson(now.promptSince, stored.promptSince);
  };
  try {
    const runner = MatchRunner.start(game, options, seats, match.seed);
    if (!same(runner, at.get(0))) return false;
    for (const m of moves) {
      applyRecorded(runner, m);
      if (!same(runner, at.get(runner.v))) return false;
    }
    return true;
  } catch {
    return false;
  }
}
