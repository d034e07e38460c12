/** The HTTP API: health, games, match history, replays and the lobby. */
import express, { type NextFunction, type Request, type Response } from 'express';
import { matchMaker } from '@colyseus/core';
import type { Logger } from 'pino';
import { GameError, isGameError, type ErrorCode, type GameRegistry } from '../engine';
import type { Database } from '../db/database';
import type { MatchStatus, MatchStore } from '../matches/store';
import type { MatchRow, SeatRow } from '../db/schema';
import { replayStep } from './replay';
import type { Accounts } from '../auth/accounts';
import type { Account } from '../auth/jwt';

const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400, BAD_OPTIONS: 400, BAD_SEATS: 400, UNKNOWN_GAME: 404, NOT_FOUND: 404,
  FORBIDDEN: 403, BAD_TOKEN: 403, UNAUTHORIZED: 401, NOT_ACTIVE: 409, ENGINE_CHANGED: 410, STORAGE_UNAVAILABLE: 503, RATE_LIMITED: 429,
};
const STATUSES: MatchStatus[] = ['waiting', 'active', 'finished', 'aborted'];

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Async handlers whose GameErrors become `{ error: { code, message } }` with a fitting status. */
function route(fn: Handler) {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).then((body) => {
      if (!res.headersSent) res.json(body);
    }, next);
  };
}

function intParam(raw: unknown, name: string, def: number, min: number, max: number): number {
  if (raw === undefined) return def;
  const n = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || n < min || n > max) throw new GameError('BAD_REQUEST', `${name} must be an integer from ${min} to ${max}`);
  return n;
}

function optionalString(raw: unknown, name: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 64) throw new GameError('BAD_REQUEST', `${name} must be a short string`);
  return raw;
}

function seatTokenOf(req: Request): string | undefined {
  return req.header('x-seat-token') ?? undefined;
}

/** `Authorization: Bearer <account JWT>`, verified; null for guests. */
function accountOf(req: Request, accounts: Accounts): Account | null {
  const auth = req.header('authorization');
  return accounts.identify(auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined);
}

/** What anyone may know of a stored match: never tokens, seeds or account ids. */
export function publicMatch(m: MatchRow & { seats: SeatRow[] }) {
  return {
    id: m.id, game: m.game, engineVersion: m.engineVersion, options: m.options, seatCount: m.seatCount,
    visibility: m.visibility, status: m.status, moveCount: m.moveCount, result: m.result, clock: m.clock,
    createdAt: m.createdAt, startedAt: m.startedAt, finishedAt: m.finishedAt,
    seats: m.seats.map((s) => ({
      seat: s.seat, name: s.name, score: s.score, rank: s.rank,
      // Whether a bot played for the seat, from which move and when, and whether it still does.
      bot: s.botSince || s.abandonedAt ? { since: s.botSince, fromMove: s.botFromMove, moves: s.botMoves, abandonedAt: s.abandonedAt } : null,
    })),
  };
}

export function apiRouter(deps: { registry: GameRegistry; store: MatchStore; database: Database; log: Logger; accounts: Accounts }): express.Router {
  const { registry, store, database, log, accounts } = deps;
  const r = express.Router();

  r.get('/healthz', async (_req, res) => {
    try {
      await database.ping();
      res.json({ ok: true, db: database.driver });
    } catch (e) {
      res.status(503).json({ ok: false, error: { code: 'STORAGE_UNAVAILABLE', message: 'the database does not answer' } });
    }
  });

  r.get('/api/games', route(async () => ({
    games: registry.list().map((g) => ({ id: g.id, name: g.name, engineVersion: g.engineVersion, minSeats: g.minSeats, maxSeats: g.maxSeats, options: g.optionsSchema })),
  })));

  r.get('/api/matches', route(async (req) => {
    const account = accountOf(req, accounts);
    const mine = req.query.mine === 'true';
    if (mine && !account) throw new GameError('UNAUTHORIZED', 'mine=true needs an account token');
    const status = optionalString(req.query.status, 'status');
    if (status && !STATUSES.includes(status as MatchStatus)) throw new GameError('BAD_REQUEST', `status is one of ${STATUSES.join(', ')}`);
    const limit = intParam(req.query.limit, 'limit', 20, 1, 100);
    const offset = intParam(req.query.offset, 'offset', 0, 0, 1_000_000);
    const { total, matches } = await store.listMatches({
      game: optionalString(req.query.game, 'game'), status: status as MatchStatus | undefined,
      player: optionalString(req.query.player, 'player'), account: mine ? account!.id : undefined, limit, offset,
    });
    return { total, limit, offset, matches: matches.map(publicMatch) };
  }));

  r.get('/api/matches/:id', route(async (req) => {
    const found = await store.getMatch(req.params.id);
    if (!found) throw new GameError('NOT_FOUND', `no match ${req.params.id}`);
    return publicMatch({ ...found.match, seats: found.seats });
  }));

  r.get('/api/matches/:id/replay', route(async (req) => {
    const viewer = optionalString(req.query.viewer, 'viewer') ?? 'spectator';
    const step = req.query.step === undefined ? undefined : intParam(req.query.step, 'step', 0, 0, 10_000_000);
    return replayStep(store, registry, { matchId: req.params.id, viewer, step, seatToken: seatTokenOf(req), account: accountOf(req, accounts) });
  }));

  /** Open public matches to join and live public ones to watch, across every server process. */
  r.get('/api/lobby', route(async (req) => {
    const game = optionalString(req.query.game, 'game');
    const rooms = await matchMaker.query({ name: 'match' });
    const entries = rooms
      .map((room) => ({ matchId: room.roomId, clients: room.clients, ...(room.metadata ?? {}) }))
      .filter((m) => m.visibility === 'public' && (!game || m.game === game));
    return {
      open: entries.filter((m) => m.status === 'waiting' && m.seatsTaken < m.seatCount),
      live: entries.filter((m) => m.status === 'active'),
    };
  }));

  r.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'no such endpoint' } });
  });

  r.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number; type?: string }).status;
    if (isGameError(err)) {
      res.status(STATUS_OF[err.code] ?? 400).json({ error: { code: err.code, message: err.message } });
    } else if (status && status >= 400 && status < 500) {
      // express's own body parser errors (too large, bad JSON)
      res.status(status).json({ error: { code: 'BAD_REQUEST', message: (err as Error).message } });
    } else if ((err as { name?: string }).name === 'StorageError' || isDbDown(err)) {
      res.status(503).json({ error: { code: 'STORAGE_UNAVAILABLE', message: 'the database is not available' } });
    } else {
      log.error({ err }, 'http request failed');
      res.status(500).json({ error: { code: 'INTERNAL', message: 'internal error' } });
    }
  });
  return r;
}

function isDbDown(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '57P03';
}
