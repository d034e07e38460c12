/**
 * Match history. The move log is the source of truth; snapshots only make
 * restores and replay look-ups fast; `matches`/`match_seats` are what listings read.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClockSpec, Json, MatchResult, MatchStatus, Visibility } from '../protocol';
import type { RunnerSnapshot } from '../engine/runner';

/** A move as `match_moves.move` holds it. */
export type StoredMove = { move: Json; offer?: true };

/** The stored form of a move (`offer` kept only when set). */
export function storedMove(m: { move: Json; offer?: true }): StoredMove {
  return m.offer ? { move: m.move, offer: true } : { move: m.move };
}

export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey(),
    game: text('game').notNull(),
    engineVersion: text('engine_version').notNull(),
    options: jsonb('options').$type<Json>().notNull(),
    seed: text('seed').notNull(),
    seatCount: integer('seat_count').notNull(),
    /** 'public' matches are listed and quick-matchable; 'private' ones are invite-only. */
    visibility: text('visibility').$type<Visibility>().notNull(),
    /** waiting | active | finished | aborted */
    status: text('status').$type<MatchStatus>().notNull(),
    moveCount: integer('move_count').notNull().default(0),
    result: jsonb('result').$type<MatchResult>(),
    /** Turn clock and abandonment settings chosen at creation (ClockSettings); null = server defaults, no turn clock. */
    clock: jsonb('clock').$type<ClockSpec>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('matches_status_idx').on(t.status, t.game), index('matches_created_idx').on(t.createdAt)],
);

export const matchSeats = pgTable(
  'match_seats',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    /** sha256 of the seat token: a leaked database does not hand out seats. */
    tokenHash: text('token_hash').notNull(),
    accountId: text('account_id'),
    score: integer('score'),
    rank: integer('rank'),
    /** Set while a bot plays for the seat because its player stayed away; cleared when the seat is reclaimed. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    /** When and at which move a bot first answered for this seat (abandoned, or a turn clock ran out). */
    botSince: timestamp('bot_since', { withTimezone: true }),
    botFromMove: integer('bot_from_move'),
    botMoves: integer('bot_moves').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('match_seats_name_idx').on(t.name)],
);

export const matchMoves = pgTable(
  'match_moves',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** 1-based: the version the match reaches with this move. */
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    /**
     * `{ move }`: wrapped so bare strings and numbers are stored as objects; `{ move, offer: true }` for
     * an answer to the seat's standing offer (GameDefinition.offers).
     */
    move: jsonb('move').$type<StoredMove>().notNull(),
    /** Who answered: 'player', 'bot' (standing in for an abandoned seat) or 'clock' (the turn clock ran out). */
    actor: text('actor').notNull().default('player'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

export const matchSnapshots = pgTable(
  'match_snapshots',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** A RunnerSnapshot: game state plus per-seat prompt versions. */
    state: jsonb('state').$type<RunnerSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

export type MatchRow = typeof matches.$inferSelect;
export type SeatRow = typeof matchSeats.$inferSelect;
