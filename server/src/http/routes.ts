/** The HTTP API: health, games, match history, replays and the lobby. */
import { createHash } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { matchMaker } from '@colyseus/core';
import type { Logger } from 'pino';
import { GameError, isGameError, type ErrorCode, type GameRegistry } from '../engine';
import type { MatchStore, StoredMatch } from '../matches/match-store';
import type { GameInfo, LobbyEntry, MatchStatus, MatchSummary } from '../protocol';
import { replayStep, stepRange } from './replay';
import { OPENAPI } from './openapi';
import type { Accounts } from '../auth/accounts';
import type { Account } from '../auth/jwt';
import type { CorsPolicy } from './cors';
import { AddressLimit } from './address-limit';
import { checkRequestStrings } from './request-strings';
import { MATCH_ID } from '../matches/match-id';

const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  BAD_OPTIONS: 400,
  BAD_SEATS: 400,
  UNKNOWN_GAME: 404,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  BAD_TOKEN: 403,
  UNAUTHORIZED: 401,
  NOT_ACTIVE: 409,
  ENGINE_CHANGED: 410,
  STORAGE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
};
const STATUSES: MatchStatus[] = ['waiting', 'active', 'finished', 'aborted'];
const isStatus = (x: string): x is MatchStatus => STATUSES.some((s) => s === x);

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
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || n < min || n > max)
    throw new GameError('BAD_REQUEST', `${name} must be an integer from ${min} to ${max}`);
  return n;
}

function stepParam(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new GameError('BAD_REQUEST', stepRange("the match's move count"));
  return Number(raw);
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

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** What anyone may know of a stored match: never tokens, seeds or account ids. */
export function publicMatch(m: StoredMatch): MatchSummary {
  return {
    matchId: m.id,
    game: m.game,
    engineVersion: m.engineVersion,
    options: m.options,
    seatCount: m.seatCount,
    visibility: m.visibility,
    status: m.status,
    moveCount: m.moveCount,
    result: m.result,
    clock: m.clock,
    createdAt: m.createdAt.toISOString(),
    startedAt: iso(m.startedAt),
    finishedAt: iso(m.finishedAt),
    seats: m.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      score: s.score,
      rank: s.rank,
      // Whether a bot played for the seat, from which move and when, and whether it still does.
      bot: s.botSince || s.abandonedAt ? { since: iso(s.botSince), fromMove: s.botFromMove, moves: s.botMoves, abandonedAt: iso(s.abandonedAt) } : null,
    })),
  };
}

export interface ApiDeps {
  registry: GameRegistry;
  store: MatchStore;
  /** The database, as far as /healthz asks it. */
  database: { driver: string; ping(): Promise<void> };
  log: Logger;
  accounts: Accounts;
  cors: CorsPolicy;
  limits: { apiRequestsPerMinute: number };
}

export function apiRouter(deps: ApiDeps): express.Router {
  const { registry, store, database, log, accounts, cors } = deps;
  const r = express.Router();
  const budget = new AddressLimit(deps.limits.apiRequestsPerMinute);

  // Every /api request: origin, per-address budget, and strings a handler can trust (no arrays, no control characters).
  r.use('/api', (req, res, next) => {
    const verdict = cors.check(req);
    if (verdict.allowed) res.set(verdict.headers);
    if (req.method === 'OPTIONS') return void res.status(verdict.allowed ? 204 : 403).end();
    if (!budget.take(req.ip ?? 'unknown')) {
      res.set('Retry-After', String(budget.retryAfter(req.ip ?? 'unknown')));
      return next(new GameError('RATE_LIMITED', 'too many requests from this address; try again shortly'));
    }
    next(checkRequestStrings(req));
  });
  r.param('id', (_req, _res, next, id: string) => {
    next(MATCH_ID.test(id) ? undefined : new GameError('BAD_REQUEST', 'a match id is 1-64 letters, digits, _ or -'));
  });
  // With AUTH_REQUIRED, everything about matches needs an account; health, the game list and the page stay open.
  const member: express.RequestHandler = (req, _res, next) => {
    try {
      accountOf(req, accounts);
      next();
    } catch (e) {
      next(e);
    }
  };
  r.use(['/api/matches', '/api/lobby'], member);

  r.get('/healthz', async (_req, res) => {
    try {
      await database.ping();
      res.json({ ok: true, db: database.driver });
    } catch (e) {
      res.status(503).json({ ok: false, error: { code: 'STORAGE_UNAVAILABLE', message: 'the database does not answer' } });
    }
  });

  // Each option with its human label and a label for every listed value (the value itself where the game
  // names none), so lobbies, match pages and invite pages can name a game's options without knowing it.
  r.get('/api/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(OPENAPI);
  });

  r.get(
    '/api/games',
    route(async () => ({
      games: registry.list().map((g): GameInfo => ({
        id: g.id,
        name: g.name,
        engineVersion: g.engineVersion,
        minSeats: g.minSeats,
        maxSeats: g.maxSeats,
        options: Object.fromEntries(
          Object.entries(g.optionsSchema).map(([key, f]) => [
            key,
            {
              ...f,
              ...(f.enum ? { valueLabels: Object.fromEntries(f.enum.map((v) => [String(v), f.valueLabels?.[String(v)] ?? String(v)])) } : {}),
            },
          ]),
        ),
      })),
    })),
  );

  // Cards and labels change only with the code: one body and ETag per game, kept for the process's life.
  const catalogues = new Map<string, { body: string; etag: string }>();
  r.get('/api/games/:game/catalogue', (req, res, next) => {
    try {
      const game = registry.get(req.params.game);
      if (!game.catalogue) throw new GameError('NOT_FOUND', `${game.id} has no catalogue`);
      let entry = catalogues.get(game.id);
      if (!entry) {
        const body = JSON.stringify({ game: game.id, engineVersion: game.engineVersion, ...(game.catalogue() as object) });
        entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        catalogues.set(game.id, entry);
      }
      res.set({ 'Cache-Control': 'public, max-age=3600', ETag: entry.etag });
      const known = req
        .header('if-none-match')
        ?.split(',')
        .map((t) => t.trim());
      if (known?.includes(entry.etag) || known?.includes('*')) return void res.status(304).end();
      res.type('json').send(entry.body);
    } catch (e) {
      next(e);
    }
  });

  /** A `game=` filter names a hosted game: an unknown one is refused, as an unknown status is. */
  const gameParam = (raw: unknown): string | undefined => {
    const id = optionalString(raw, 'game');
    if (id !== undefined && !registry.list().some((g) => g.id === id)) {
      throw new GameError(
        'BAD_REQUEST',
        `game is one of ${registry
          .list()
          .map((g) => g.id)
          .join(', ')}`,
      );
    }
    return id;
  };

  r.get(
    '/api/matches',
    route(async (req) => {
      const account = accountOf(req, accounts);
      const mine = req.query.mine === 'true';
      if (mine && !account) throw new GameError('UNAUTHORIZED', 'mine=true needs an account token');
      const status = optionalString(req.query.status, 'status');
      if (status !== undefined && !isStatus(status)) throw new GameError('BAD_REQUEST', `status is one of ${STATUSES.join(', ')}`);
      const limit = intParam(req.query.limit, 'limit', 20, 1, 100);
      const offset = intParam(req.query.offset, 'offset', 0, 0, 1_000_000);
      const { total, matches } = await store.listMatches({
        game: gameParam(req.query.game),
        status,
        player: optionalString(req.query.player, 'player'),
        account: mine ? account!.id : undefined,
        limit,
        offset,
      });
      return { total, limit, offset, matches: matches.map(publicMatch) };
    }),
  );

  r.get(
    '/api/matches/:id',
    route(async (req) => {
      const found = await store.getMatch(req.params.id);
      if (!found) throw new GameError('NOT_FOUND', `no match ${req.params.id}`);
      return publicMatch({ ...found.match, seats: found.seats });
    }),
  );

  r.get(
    '/api/matches/:id/replay',
    route(async (req) => {
      const viewer = optionalString(req.query.viewer, 'viewer') ?? 'spectator';
      // The bounds are the match's, checked with it (replay.ts): here, only that it is a whole number.
      const step = req.query.step === undefined ? undefined : stepParam(req.query.step);
      const withLog = req.query.log === 'true';
      return replayStep(store, registry, { matchId: req.params.id, viewer, step, withLog, seatToken: seatTokenOf(req), account: accountOf(req, accounts) });
    }),
  );

  /**
   * Open public matches to join and live public ones to watch, across every server process:
   * at most `limit` of each (oldest first). Requests that arrive while the listing is being
   * read share that read: each read walks every room of every process.
   */
  const listing = shared(() => matchMaker.query({ name: 'match' }));
  r.get(
    '/api/lobby',
    route(async (req) => {
      const game = gameParam(req.query.game);
      const limit = intParam(req.query.limit, 'limit', 50, 1, 200);
      // Every match room lists its metadata as a LobbyEntry without the first two fields (MatchRoom.refreshListing).
      const entries = (await listing())
        .map((room): LobbyEntry => ({ matchId: room.roomId, clients: room.clients, ...(room.metadata as Omit<LobbyEntry, 'matchId' | 'clients'>) }))
        .filter((m) => m.visibility === 'public' && (!game || m.game === game));
      return {
        open: entries.filter((m) => m.status === 'waiting' && m.seatsTaken < m.seatCount).slice(0, limit),
        live: entries.filter((m) => m.status === 'active').slice(0, limit),
      };
    }),
  );

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

/** `load`, at most one at a time: callers that come while one runs get its result. */
function shared<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
}

function isDbDown(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '57P03';
}
