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
import type { AppendOutcome, MatchStore, MoveRecord, StoreCounters } from '../../server/src/matches/match-store';
import { tally } from './tally-game';

/**
 * Accepts every write and remembers nothing; counts like the real store so
 * GET /metrics reads the same. Reads find nothing, so restores are impossible,
 * which the benchmark never attempts.
 */
class ForgetfulStore implements MatchStore {
  readonly counters: StoreCounters = { writes: 0, moves: 0, snapshots: 0, failedWrites: 0 };
  readonly groupCommit = { batches: 0, moves: 0, largest: 0 };

  constructor(readonly snapshotEvery: number | null) {}

  private ok(counts: { moves?: number; snapshots?: number } = {}): Promise<void> {
    this.counters.writes++;
    this.counters.moves += counts.moves ?? 0;
    this.counters.snapshots += counts.snapshots ?? 0;
    return Promise.resolve();
  }
  createMatch() {
    return this.ok();
  }
  addSeat() {
    return this.ok();
  }
  removeSeat() {
    return this.ok();
  }
  startMatch() {
    return this.ok({ snapshots: 1 });
  }
  async appendMove(m: MoveRecord): Promise<AppendOutcome> {
    await this.ok({ moves: 1, snapshots: m.snapshot ? 1 : 0 });
    return 'stored';
  }
  setSeatAbandoned() {
    return this.ok();
  }
  saveSnapshot() {
    return this.ok({ snapshots: 1 });
  }
  discardUnstarted() {
    return this.ok();
  }
  setStatus() {
    return this.ok();
  }
  touch() {
    return this.ok();
  }
  async expireIdle() {
    return [];
  }
  async statusOf() {
    return null;
  }
  async getMatch() {
    return null;
  }
  async loadHistory() {
    return { snapshot: null, moves: [] };
  }
  async movesAfter() {
    return [];
  }
  async snapshotsOf() {
    return [];
  }
  setEngineVersion() {
    return this.ok();
  }
  async listMatches() {
    return { total: 0, matches: [] };
  }
  async openMatchIds() {
    return [];
  }
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
  const server = await startServer(config, games, { storage: { database, store: new ForgetfulStore(config.snapshotEvery) } });
  const stop = () =>
    server.shutdown().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
