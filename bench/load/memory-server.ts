/**
 * The server process for the load benchmark's database-free runs: the same
 * wiring as server/src/main.ts (startServer, MatchRoom, HTTP, metrics), but
 * the match store keeps nothing. Not an operator feature on purpose: Orrery
 * promises that every move is stored before anyone sees it, and a server that
 * silently forgets matches on restart should not be one setting away.
 *
 * BENCH_GAMES=tally (the trivial baseline game) or a hosted game's id
 * (its rules without persistence, to split the cost of rules from the cost
 * of storage).
 */
import { configFromEnv } from '../../server/src/config';
import { startServer } from '../../server/src/server';
import { GAMES } from '../../server/src/games';
import type { Database } from '../../server/src/db/database';
import { MatchStore, type NewMatch } from '../../server/src/matches/store';
import type { Json, MatchResult, RecordedMove, RunnerSnapshot } from '../../server/src/engine';
import { tally } from './tally-game';

/**
 * Accepts every write and remembers nothing; counts like the real store so
 * GET /metrics reads the same. Reads find nothing, so restores are impossible,
 * which the benchmark never attempts.
 */
class ForgetfulStore extends MatchStore {
  private ok(counts: { moves?: number; snapshots?: number } = {}): Promise<void> {
    this.counters.writes++;
    this.counters.moves += counts.moves ?? 0;
    this.counters.snapshots += counts.snapshots ?? 0;
    return Promise.resolve();
  }
  override createMatch(_m: NewMatch) { return this.ok(); }
  override addSeat() { return this.ok(); }
  override removeSeat() { return this.ok(); }
  override startMatch(_id: string, _initial: RunnerSnapshot) { return this.ok({ snapshots: 1 }); }
  override appendMove(_id: string, _seq: number, _seat: number, _move: Json, extra: { snapshot?: RunnerSnapshot; result?: MatchResult } = {}) {
    return this.ok({ moves: 1, snapshots: extra.snapshot ? 1 : 0 });
  }
  override setSeatAbandoned() { return this.ok(); }
  override saveSnapshot() { return this.ok({ snapshots: 1 }); }
  override setStatus() { return this.ok(); }
  override async getMatch() { return null; }
  override async loadHistory() { return { snapshot: null, moves: [] as RecordedMove[] }; }
  override async movesAfter() { return [] as RecordedMove[]; }
  override async listMatches() { return { total: 0, matches: [] }; }
  override async openMatchIds() { return []; }
}

function nullDatabase(): Database {
  const unavailable = () => Promise.reject(new Error('this benchmark server has no database'));
  return {
    db: undefined as unknown as Database['db'],
    driver: 'none',
    transaction: unavailable,
    prepared: unavailable,
    ping: async () => undefined,
    close: async () => undefined,
  };
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const games = process.env.BENCH_GAMES === 'tally' ? [tally] : GAMES;
  const database = nullDatabase();
  const server = await startServer(config, games, { storage: { database, store: new ForgetfulStore(database, config.snapshotEvery) } });
  const stop = () => server.shutdown().then(() => process.exit(0), () => process.exit(1));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
