/**
 * Group commit for plain moves. Under load most accepted moves store nothing
 * but their own row, and one statement per move made the database's per-
 * statement cost (round trip, parse, plan, commit flush) the server's limit
 * (bench:load). Moves that arrive while the loop is busy, or while earlier
 * batches are still being written, go to the database together in one
 * statement. Each move still succeeds or fails on its own (its match's guarded
 * version), and no caller learns of success before its row has committed, so
 * the write-ahead rule is unchanged; only idle servers see no batching at all.
 */
import { performance } from 'node:perf_hooks';
import type { Json } from '../engine';

export interface PlainMove {
  matchId: string;
  seq: number;
  seat: number;
  move: Json;
  offer?: true;
}

export interface GroupCommitOptions {
  /** Batches being written at once; later moves wait and join the next batch. */
  maxInFlight: number;
  /** Rows per statement, so one statement never grows without bound. */
  maxBatch: number;
  /**
   * The least time between the starts of two statements. A move that finds
   * the database idle for that long goes at once; under load, moves wait up
   * to this long for company. Each statement's fixed cost (commit, parse,
   * round trip) dwarfs its per-row cost, so this buys most of the CPU back.
   */
  windowMs: number;
}

/**
 * Writes the moves in one statement and answers which of them were stored (by
 * index). A match's moves in it are consecutive and stored all or none.
 */
export type WriteMany = (moves: PlainMove[]) => Promise<boolean[]>;

interface Pending {
  move: PlainMove;
  resolve: (stored: boolean) => void;
  reject: (e: unknown) => void;
}

export class GroupCommit {
  private pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private lastStart = -Infinity;
  /** Matches with moves in a statement under way. */
  private readonly writing = new Set<string>();
  /** Statements written, and moves in them: their ratio is the batch size GET /metrics reports. */
  readonly stats = { batches: 0, moves: 0, largest: 0 };

  constructor(
    private readonly writeMany: WriteMany,
    private readonly options: GroupCommitOptions,
  ) {}

  /**
   * Resolves true once the move's row has committed, false when its match was
   * not at `seq - 1` (another writer got there first, or the match ended);
   * rejects when the statement failed, and then the move may or may not be stored.
   */
  append(move: PlainMove): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ move, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.pending.length === 0) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      this.flush();
    };
    const wait = this.lastStart + this.options.windowMs - performance.now();
    // setImmediate, not a microtask: every message read in this turn of the loop joins the batch.
    if (wait <= 0) setImmediate(run);
    else setTimeout(run, wait);
  }

  private flush(): void {
    if (this.inFlight >= this.options.maxInFlight) return;
    const batch = this.take();
    // Everything pending follows a move still being written: its completion schedules again.
    if (batch.length === 0) return;
    this.lastStart = performance.now();
    this.inFlight++;
    this.stats.batches++;
    this.stats.moves += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    void this.write(batch).finally(() => {
      for (const p of batch) this.writing.delete(p.move.matchId);
      this.inFlight--;
      this.schedule();
    });
    this.schedule();
  }

  /**
   * The oldest pending moves, except those of a match whose earlier move is in
   * a statement under way: a later move can only follow it. Several moves of
   * one match may share a statement (in order), and then stand or fall together.
   */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const blocked = new Set(this.writing);
    for (const p of this.pending) {
      if (batch.length < this.options.maxBatch && !blocked.has(p.move.matchId)) {
        batch.push(p);
        this.writing.add(p.move.matchId);
      } else {
        // Once one move of a match waits, its later moves wait too.
        blocked.add(p.move.matchId);
        rest.push(p);
      }
    }
    this.pending = rest;
    return batch;
  }

  private async write(batch: Pending[]): Promise<void> {
    let stored: boolean[];
    try {
      stored = await this.writeMany(batch.map((p) => p.move));
    } catch (e) {
      const matches = groupByMatch(batch);
      if (matches.length === 1 || !rowError(e)) {
        for (const p of batch) p.reject(e);
        return;
      }
      // One bad row fails the whole statement: retry each match's moves alone
      // so that no move is refused because of another match's.
      await Promise.all(
        matches.map((own) =>
          this.writeMany(own.map((p) => p.move)).then(
            (ok) => own.forEach((p, i) => p.resolve(ok[i])),
            (err) => own.forEach((p) => p.reject(err)),
          ),
        ),
      );
      return;
    }
    batch.forEach((p, i) => p.resolve(stored[i]));
  }
}

function groupByMatch(batch: Pending[]): Pending[][] {
  const groups = new Map<string, Pending[]>();
  for (const p of batch) {
    const own = groups.get(p.move.matchId);
    if (own) own.push(p);
    else groups.set(p.move.matchId, [p]);
  }
  return [...groups.values()];
}

/**
 * A data or integrity error (SQLSTATE classes 22 and 23) belongs to a row; a
 * lost connection or a database shutting down would fail every retry too.
 */
function rowError(e: unknown): boolean {
  const code = (e as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
