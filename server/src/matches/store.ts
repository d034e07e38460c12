/**
 * Every read and write of match history. The write-ahead rule lives here:
 * a move row and the match's new move count commit together, or not at all.
 */
import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { matches, matchMoves, matchSeats, matchSnapshots, storedMove, type MatchRow, type SeatRow } from '../db/schema';
import type { RecordedMove, RunnerSnapshot } from '../engine';
import type { MatchStatus } from '../protocol';
import { GroupCommit, type PlainMove } from './group-commit';
import {
  isPlainMove,
  StorageError,
  type AppendOutcome,
  type MatchListQuery,
  type MatchStore,
  type MoveRecord,
  type NewMatch,
  type StoreCounters,
  type StoredMatch,
} from './match-store';

/** Matches that may still be played: restorable, and subject to idle expiry. */
const OPEN_STATUSES: MatchStatus[] = ['waiting', 'active'];

/** Raised inside a move's transaction to undo it: the match was not at the version before the move. */
class VersionConflict extends Error {}

async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw new StorageError(`${what}: ${e instanceof Error ? e.message : String(e)}`, e);
  }
}

/**
 * The group commit's statement. A match's moves in it (consecutive seqs)
 * move it on together if it is active at the first one's `seq - 1`, and are
 * all inserted; otherwise none is. The insert only sees matches the guarded
 * update returned, and a failing insert undoes it all.
 */
const APPEND_MOVES = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as i(match_id text, seq int, seat int, move jsonb)
  ), runs as (
    select match_id, min(seq) as first, max(seq) as last, count(*) as n from input group by match_id
  ), moved as (
    update matches m set move_count = r.last, updated_at = now()
    from runs r
    where m.id = r.match_id and m.move_count = r.first - 1 and r.last - r.first + 1 = r.n and m.status = 'active'
    returning m.id
  )
  insert into match_moves (match_id, seq, seat, move, actor)
  select i.match_id, i.seq, i.seat, i.move, 'player' from input i join moved on moved.id = i.match_id
  returning match_id, seq`;

export class SqlMatchStore implements MatchStore {
  private readonly db: Db;
  readonly counters: StoreCounters = { writes: 0, moves: 0, snapshots: 0, failedWrites: 0 };

  private readonly group: GroupCommit;

  constructor(
    private readonly database: Pick<Database, 'db' | 'transaction' | 'prepared' | 'driver'>,
    /** Overrides every game's snapshot cadence; null: each game's own. */
    readonly snapshotEvery: number | null = null,
    /** GroupCommitOptions.windowMs: how long a move may wait for others to share its statement. */
    groupCommitMs = 0,
  ) {
    this.db = database.db;
    // PGlite runs one statement at a time anyway; a pool gains from overlapping a couple of batches.
    const maxInFlight = database.driver === 'pglite' ? 1 : 2;
    this.group = new GroupCommit((moves) => this.writeMoves(moves), { maxInFlight, maxBatch: 500, windowMs: groupCommitMs });
  }

  /** Batches of plain moves written so far (GET /metrics). */
  get groupCommit(): Readonly<GroupCommit['stats']> {
    return this.group.stats;
  }

  /**
   * `guarded`, and counted for GET /metrics: the write rate is what sizes the
   * database. `statements: 0` for a move the group commit counts with its batch.
   */
  private async write<T>(what: string, fn: () => Promise<T>, counts: { statements?: number; moves?: number; snapshots?: number } = {}): Promise<T> {
    try {
      const out = await guarded(what, fn);
      this.counters.writes += counts.statements ?? 1;
      this.counters.moves += counts.moves ?? 0;
      this.counters.snapshots += counts.snapshots ?? 0;
      return out;
    } catch (e) {
      this.counters.failedWrites++;
      throw e;
    }
  }

  createMatch(m: NewMatch): Promise<void> {
    return this.write('create match', async () => {
      await this.db.insert(matches).values({ ...m, status: 'waiting' });
    });
  }

  addSeat(matchId: string, seat: number, name: string, tokenHash: string, accountId: string | null): Promise<void> {
    return this.write('add seat', async () => {
      await this.db.insert(matchSeats).values({ matchId, seat, name, tokenHash, accountId });
    });
  }

  removeSeat(matchId: string, seat: number): Promise<void> {
    return this.write('remove seat', async () => {
      await this.db.delete(matchSeats).where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, seat)));
    });
  }

  startMatch(matchId: string, initial: RunnerSnapshot): Promise<void> {
    return this.write(
      'start match',
      () =>
        this.database.transaction(async (tx) => {
          await tx.insert(matchSnapshots).values({ matchId, seq: 0, state: initial });
          await tx
            .update(matches)
            .set({ status: 'active', startedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(matches.id, matchId));
        }),
      { snapshots: 1 },
    );
  }

  /**
   * Appends move `seq` (the version it produces). The guarded update makes a
   * second writer for the same match find a conflict instead of forking the history.
   */
  async appendMove(m: MoveRecord): Promise<AppendOutcome> {
    if (isPlainMove(m)) {
      // The group commit puts the plain moves arriving together into one statement (group-commit.ts),
      // which does for each what the transaction below does.
      const stored = await this.write('append move', () => this.group.append(m), { statements: 0, moves: 1 });
      return stored ? 'stored' : 'conflict';
    }
    const { matchId, seq, seat, actor, snapshot, result } = m;
    try {
      await this.write(
        'append move',
        () =>
          this.database.transaction(async (tx) => {
            await tx.insert(matchMoves).values({ matchId, seq, seat, move: storedMove(m), actor });
            const finished = result ? { status: 'finished' as const, result, finishedAt: sql`now()` } : {};
            const updated = await tx
              .update(matches)
              .set({ moveCount: seq, updatedAt: sql`now()`, ...finished })
              .where(and(eq(matches.id, matchId), eq(matches.moveCount, seq - 1), eq(matches.status, 'active')))
              .returning({ id: matches.id });
            if (updated.length !== 1) throw new VersionConflict();
            if (actor !== 'player') {
              // The seat's record says a bot played for it, and since when, next to its score.
              await tx
                .update(matchSeats)
                .set({
                  botMoves: sql`${matchSeats.botMoves} + 1`,
                  botSince: sql`coalesce(${matchSeats.botSince}, now())`,
                  botFromMove: sql`coalesce(${matchSeats.botFromMove}, ${seq})`,
                })
                .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, seat)));
            }
            if (snapshot) await tx.insert(matchSnapshots).values({ matchId, seq, state: snapshot }).onConflictDoNothing();
            for (let s = 0; result && s < result.scores.length; s++) {
              await tx
                .update(matchSeats)
                .set({ score: result.scores[s], rank: result.ranks[s] })
                .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, s)));
            }
          }),
        { moves: 1, snapshots: snapshot ? 1 : 0 },
      );
      return 'stored';
    } catch (e) {
      if (e instanceof StorageError && e.cause instanceof VersionConflict) return 'conflict';
      throw e;
    }
  }

  /** One statement for a batch of plain moves; which of them found their match at the right version. */
  private async writeMoves(moves: PlainMove[]): Promise<boolean[]> {
    const rows = moves.map((m) => ({ match_id: m.matchId, seq: m.seq, seat: m.seat, move: storedMove(m) }));
    const res = await this.database.prepared('orrery_append_moves', APPEND_MOVES, [JSON.stringify(rows)]);
    this.counters.writes++;
    const stored = new Set(res.rows.map((r) => `${r.match_id}#${r.seq}`));
    return moves.map((m) => stored.has(`${m.matchId}#${m.seq}`));
  }

  /** Marks a seat as played by a bot from `since` (its player stayed away), or as back in human hands (null). */
  setSeatAbandoned(matchId: string, seat: number, since: Date | null): Promise<void> {
    return this.write('mark seat', async () => {
      await this.db
        .update(matchSeats)
        .set({ abandonedAt: since })
        .where(and(eq(matchSeats.matchId, matchId), eq(matchSeats.seat, seat)));
    });
  }

  saveSnapshot(matchId: string, snap: RunnerSnapshot): Promise<void> {
    return this.write(
      'save snapshot',
      async () => {
        await this.db.insert(matchSnapshots).values({ matchId, seq: snap.version, state: snap }).onConflictDoNothing();
      },
      { snapshots: 1 },
    );
  }

  /** Deletes a match that never started, with its seats; a match that started meanwhile is kept. */
  discardUnstarted(matchId: string): Promise<void> {
    return this.write('discard unstarted match', async () => {
      await this.db.delete(matches).where(and(eq(matches.id, matchId), eq(matches.status, 'waiting'), sql`${matches.startedAt} is null`));
    });
  }

  setStatus(matchId: string, status: MatchStatus): Promise<void> {
    return this.write('set status', async () => {
      await this.db
        .update(matches)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(matches.id, matchId));
    });
  }

  /**
   * Ends every waiting or active match nobody has touched (no move, no status
   * change, no returning player) for `idleSeconds` by the database's clock,
   * except those in `keep` (matches with a room open somewhere); answers the
   * ids it ended. Their history stays for replays.
   */
  expireIdle(idleSeconds: number, keep: readonly string[]): Promise<string[]> {
    return this.write('expire idle matches', async () => {
      const rows = await this.db
        .update(matches)
        .set({ status: 'aborted', updatedAt: sql`now()` })
        .where(
          and(
            inArray(matches.status, OPEN_STATUSES),
            lt(matches.updatedAt, sql`now() - make_interval(secs => ${idleSeconds})`),
            // One parameter however many rooms are open.
            sql`${matches.id} not in (select jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb))`,
          ),
        )
        .returning({ id: matches.id });
      return rows.map((r) => r.id);
    });
  }

  /** A player came back to a waiting or active match: it is not idle (`expireIdle`). */
  touch(matchId: string): Promise<void> {
    return this.write('touch match', async () => {
      await this.db
        .update(matches)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(matches.id, matchId), inArray(matches.status, OPEN_STATUSES)));
    });
  }

  async statusOf(matchId: string): Promise<MatchStatus | null> {
    const [row] = await this.db.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
    return row ? row.status : null;
  }

  async getMatch(matchId: string): Promise<{ match: MatchRow; seats: SeatRow[] } | null> {
    const [match] = await this.db.select().from(matches).where(eq(matches.id, matchId));
    if (!match) return null;
    const seats = await this.db.select().from(matchSeats).where(eq(matchSeats.matchId, matchId)).orderBy(asc(matchSeats.seat));
    return { match, seats };
  }

  /**
   * The newest snapshot at or before `seq` (strictly before it with
   * `withLastMove`, so the last move is replayed and its events exist), and
   * the moves after that snapshot up to `seq`.
   */
  async loadHistory(matchId: string, seq: number, withLastMove = false): Promise<{ snapshot: RunnerSnapshot | null; moves: RecordedMove[] }> {
    const bound = withLastMove && seq > 0 ? lt(matchSnapshots.seq, seq) : lte(matchSnapshots.seq, seq);
    const [snap] = await this.db
      .select()
      .from(matchSnapshots)
      .where(and(eq(matchSnapshots.matchId, matchId), bound))
      .orderBy(desc(matchSnapshots.seq))
      .limit(1);
    return {
      snapshot: snap ? snap.state : null,
      moves: await this.movesAfter(matchId, snap ? snap.seq : 0, seq),
    };
  }

  async snapshotsOf(matchId: string): Promise<RunnerSnapshot[]> {
    const rows = await this.db
      .select({ state: matchSnapshots.state })
      .from(matchSnapshots)
      .where(eq(matchSnapshots.matchId, matchId))
      .orderBy(asc(matchSnapshots.seq));
    return rows.map((r) => r.state);
  }

  setEngineVersion(matchId: string, from: string, to: string): Promise<void> {
    return this.write('set rules version', async () => {
      await this.db
        .update(matches)
        .set({ engineVersion: to })
        .where(and(eq(matches.id, matchId), eq(matches.engineVersion, from)));
    });
  }

  /** The stored moves with seq > `after` (and <= `upTo` when given), in order. */
  async movesAfter(matchId: string, after: number, upTo?: number): Promise<RecordedMove[]> {
    const rows = await this.db
      .select()
      .from(matchMoves)
      .where(and(eq(matchMoves.matchId, matchId), gt(matchMoves.seq, after), upTo === undefined ? undefined : lte(matchMoves.seq, upTo)))
      .orderBy(asc(matchMoves.seq));
    return rows.map((r) => ({ seat: r.seat, move: r.move.move, ...(r.move.offer ? { offer: true as const } : {}) }));
  }

  async listMatches(q: MatchListQuery): Promise<{ total: number; matches: StoredMatch[] }> {
    const where: SQL[] = [];
    if (q.game) where.push(eq(matches.game, q.game));
    if (q.status) where.push(eq(matches.status, q.status));
    if (q.player || q.account) {
      const seatFilter = q.account ? eq(matchSeats.accountId, q.account) : ilike(matchSeats.name, escapeLike(q.player!));
      const ids = this.db.select({ id: matchSeats.matchId }).from(matchSeats).where(seatFilter);
      where.push(inArray(matches.id, ids));
    }
    // Private matches are reached by their id (or by an authenticated owner), never by browsing or name search.
    if (!q.account) where.push(eq(matches.visibility, 'public'));
    const cond = where.length ? and(...where) : undefined;
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(matches)
      .where(cond);
    const rows = await this.db.select().from(matches).where(cond).orderBy(desc(matches.createdAt), asc(matches.id)).limit(q.limit).offset(q.offset);
    const seats = rows.length
      ? await this.db
          .select()
          .from(matchSeats)
          .where(
            inArray(
              matchSeats.matchId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(matchSeats.seat))
      : [];
    return { total, matches: rows.map((r) => ({ ...r, seats: seats.filter((s) => s.matchId === r.id) })) };
  }

  /** Matches a crash may have left open: restorable on demand. */
  async openMatchIds(): Promise<string[]> {
    const rows = await this.db.select({ id: matches.id }).from(matches).where(inArray(matches.status, OPEN_STATUSES));
    return rows.map((r) => r.id);
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
