/**
 * What the match service needs from storage: the contract LiveMatch, the
 * rooms and the HTTP API rely on. store.ts implements it on PostgreSQL or
 * PGlite; the load benchmark's database-free server implements it in memory.
 * The write-ahead rule lives in its implementations: a move row and the
 * match's new move count commit together, or not at all.
 */
import type { Json, MatchResult, RecordedMove, RunnerSnapshot } from '../engine';
import type { ClockSpec, MatchStatus, Visibility } from '../protocol';
import type { MatchRow, SeatRow } from '../db/schema';

export type { MatchStatus } from '../protocol';

/** A stored match with its seats, as the store answers it (what listings and the match page read). */
export type StoredMatch = MatchRow & { seats: SeatRow[] };

/** Who answered a prompt: the seat's player, a bot standing in for an abandoned seat, or the bot when the turn clock ran out. */
export type MoveActor = 'player' | 'bot' | 'clock';

export interface NewMatch {
  id: string;
  game: string;
  engineVersion: string;
  options: Json;
  seed: string;
  seatCount: number;
  visibility: Visibility;
  clock: ClockSpec | null;
}

/** One accepted move, with what must be stored along with it. */
export interface MoveRecord {
  matchId: string;
  /** The version the match reaches with this move (1-based). */
  seq: number;
  seat: number;
  move: Json;
  /** The move answered the seat's standing offer (stored with the move, so replays apply it to the offer). */
  offer?: true;
  actor: MoveActor;
  /** Stored with the move: every SNAPSHOT_EVERY moves, and at the end. */
  snapshot?: RunnerSnapshot;
  /** The move ended the match. */
  result?: MatchResult;
}

/**
 * A player's answer that needs no snapshot and ends nothing: most moves.
 * Implementations may batch these (the group commit), and LiveMatch lets one
 * follow another into storage without waiting. Decided here, for both.
 */
export function isPlainMove(m: Pick<MoveRecord, 'actor' | 'snapshot' | 'result'>): boolean {
  return m.actor === 'player' && !m.snapshot && !m.result;
}

/**
 * `conflict`: the match was not active at `seq - 1` (another writer moved it
 * on, or it ended behind this process's back); nothing was written.
 */
export type AppendOutcome = 'stored' | 'conflict';

/** Moves between snapshots when neither the game nor the operator says. */
export const DEFAULT_SNAPSHOT_EVERY = 50;

/** How often a match of `game` stores a snapshot: the operator's override, the game's own cadence, or the default. */
export function snapshotCadence(store: Pick<MatchStore, 'snapshotEvery'>, game: { snapshotEvery?: number }): number {
  return store.snapshotEvery ?? game.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
}

export interface MatchListQuery {
  game?: string;
  status?: MatchStatus;
  player?: string;
  account?: string;
  limit: number;
  offset: number;
}

/** Thrown when storage could not be reached or a write could not be committed: the caller must keep its old state. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** Committed writes since start (GET /metrics): one appended move is one accepted move. */
export interface StoreCounters {
  /** Every committed write, moves and snapshots included. */
  writes: number;
  moves: number;
  snapshots: number;
  failedWrites: number;
}

export interface MatchStore {
  /** Overrides every game's snapshot cadence (SNAPSHOT_EVERY); null: each game's own (`snapshotCadence`). */
  readonly snapshotEvery: number | null;
  readonly counters: StoreCounters;
  /** Batches of plain moves written so far (GET /metrics). */
  readonly groupCommit: Readonly<{ batches: number; moves: number; largest: number }>;

  createMatch(m: NewMatch): Promise<void>;
  addSeat(matchId: string, seat: number, name: string, tokenHash: string, accountId: string | null): Promise<void>;
  removeSeat(matchId: string, seat: number): Promise<void>;
  /** The match becomes active with its initial snapshot. */
  startMatch(matchId: string, initial: RunnerSnapshot): Promise<void>;
  appendMove(m: MoveRecord): Promise<AppendOutcome>;
  /** Marks a seat as played by a bot from `since` (its player stayed away), or as back in human hands (null). */
  setSeatAbandoned(matchId: string, seat: number, since: Date | null): Promise<void>;
  saveSnapshot(matchId: string, snap: RunnerSnapshot): Promise<void>;
  /** Deletes a match that never started, with its seats; a match that started meanwhile is kept. */
  discardUnstarted(matchId: string): Promise<void>;
  setStatus(matchId: string, status: MatchStatus): Promise<void>;
  /**
   * Ends every waiting or active match nobody has touched for `idleSeconds`,
   * except those in `keep` (matches with a room open somewhere); answers the ids it ended.
   */
  expireIdle(idleSeconds: number, keep: readonly string[]): Promise<string[]>;
  /** A player came back to a waiting or active match: it is not idle. */
  touch(matchId: string): Promise<void>;
  statusOf(matchId: string): Promise<MatchStatus | null>;
  getMatch(matchId: string): Promise<{ match: MatchRow; seats: SeatRow[] } | null>;
  /**
   * The newest snapshot at or before `seq` (strictly before it with
   * `withLastMove`, so the last move is replayed and its events exist), and
   * the moves after that snapshot up to `seq`.
   */
  loadHistory(matchId: string, seq: number, withLastMove?: boolean): Promise<{ snapshot: RunnerSnapshot | null; moves: RecordedMove[] }>;
  /** Every stored snapshot of the match, oldest first. */
  snapshotsOf(matchId: string): Promise<RunnerSnapshot[]>;
  /** Records that the match is played under another rules version from now on (only if it is still at `from`). */
  setEngineVersion(matchId: string, from: string, to: string): Promise<void>;
  /** The stored moves with seq > `after` (and <= `upTo` when given), in order. */
  movesAfter(matchId: string, after: number, upTo?: number): Promise<RecordedMove[]>;
  listMatches(q: MatchListQuery): Promise<{ total: number; matches: StoredMatch[] }>;
  /** Matches a crash may have left open: restorable on demand. */
  openMatchIds(): Promise<string[]>;
}
