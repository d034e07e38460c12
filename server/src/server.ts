/**
 * Wires one server process: database, match store, rooms, HTTP API, and the
 * Colyseus transport on a single port; returns a handle that shuts it down
 * cleanly (no new joins, pending writes finished, active matches snapshotted).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import express from 'express';
import pino, { type Logger } from 'pino';
import { matchMaker, Server, LocalDriver, LocalPresence, type Presence, type MatchMakerDriver } from '@colyseus/core';
import { GameRegistry, type GameDefinition } from './engine';
import { openDatabase, type Database } from './db/database';
import { SqlMatchStore } from './matches/store';
import type { MatchStore } from './matches/match-store';
import { startIdleExpiry } from './matches/idle-expiry';
import { setRoomContext } from './rooms/context';
import { liveRooms, MatchRoom } from './rooms/match-room';
import { installRestoreOnDemand } from './rooms/restore';
import { SpreadHeartbeatTransport } from './rooms/transport';
import { startStaleProcessSweep } from './rooms/stale-processes';
import { apiRouter } from './http/routes';
import { serveWebPage } from './http/static';
import { Accounts } from './auth/accounts';
import { MoveTimes } from './metrics/move-times';
import { ProcessMetrics } from './metrics/process-metrics';
import { Matchmaking } from './http/matchmake';
import { CorsPolicy } from './http/cors';
import type { ServerConfig } from './config';
import { setHeapGrowth } from './heap';
import { keepPm2AgentOut } from './rooms/no-pm2-agent';

export interface RunningServer {
  port: number;
  url: string;
  registry: GameRegistry;
  store: MatchStore;
  database: Database;
  gameServer: Server;
  app: express.Express;
  log: Logger;
  metrics: ProcessMetrics;
  shutdown(): Promise<void>;
}

/**
 * Storage supplied by the caller instead of the configured database; the
 * load benchmark's no-database baseline is the one user.
 */
export interface StorageOverride {
  database: Database;
  store: MatchStore;
}

/**
 * Colyseus's server, minus its matchmaking HTTP handler: ours (http/matchmake.ts)
 * is installed in front of the API instead. Colyseus calls this hook from its
 * constructor, before a subclass could hold any state, so it only declines.
 */
class OrreryGameServer extends Server {
  protected override attachMatchMakingRoutes(): void {}
}

async function scaleOut(config: ServerConfig): Promise<{ presence?: Presence; driver?: MatchMakerDriver }> {
  if (!config.redisUrl) return { presence: new LocalPresence(), driver: new LocalDriver() };
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  return { presence: new RedisPresence(config.redisUrl), driver: new RedisDriver(config.redisUrl) };
}

export async function startServer(
  config: ServerConfig,
  games: GameDefinition[],
  opts: { log?: Logger; extend?: (app: express.Express) => void; storage?: StorageOverride } = {},
): Promise<RunningServer> {
  const log = opts.log ?? pino({ level: config.logLevel });
  setHeapGrowth(config.heapGrowthPercent);
  keepPm2AgentOut();
  const registry = new GameRegistry(games);
  const database =
    opts.storage?.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, pgliteSharedBuffersMb: config.pgliteSharedBuffersMb }));
  const store = opts.storage?.store ?? new SqlMatchStore(database, config.snapshotEvery, config.groupCommitMs);
  const accounts = new Accounts(config.auth);
  const moveTimes = new MoveTimes();
  setRoomContext({ registry, store, log, limits: config.limits, accounts, moveTimes });

  const cors = new CorsPolicy(config.http.corsOrigins);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.http.trustProxyHops);
  // Plain key=value pairs: no nested objects built from `a[b][c]=` keys.
  app.set('query parser', 'simple');
  const metrics = new ProcessMetrics(store, matchGauges, config.metricsWindowSeconds, moveTimes);
  app.get('/metrics', metricsAccess(config.metricsToken), (_req, res) => void res.json(metrics.snapshot()));
  app.use(apiRouter({ registry, store, database, log, accounts, cors, limits: config.http }));
  opts.extend?.(app);
  serveWebPage(app, log);
  app.use(notFound);
  const matchmaking = new Matchmaking({ limits: config.http, cors, log });
  const httpServer = http.createServer(
    {
      requestTimeout: config.http.requestTimeoutSeconds * 1000,
      headersTimeout: config.http.headersTimeoutSeconds * 1000,
      // How often Node looks for requests past those timeouts (its default, 30 s, would let a slow client linger that long).
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutSeconds * 500),
    },
    (req, res) => {
      if (matchmaking.handle(req, res)) return;
      // No route but matchmaking reads a body: one larger than any request needs is refused before anyone waits for it.
      if (Number(req.headers['content-length']) > config.http.bodyBytes) return tooLarge(res, config.http.bodyBytes);
      app(req, res);
    },
  );
  if (config.http.maxConnections > 0) httpServer.maxConnections = config.http.maxConnections;

  const transport = new SpreadHeartbeatTransport({ server: httpServer, maxPayload: config.maxMessageBytes });
  const gameServer = new OrreryGameServer({
    transport,
    ...(await scaleOut(config)),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define('match', MatchRoom).filterBy(['game', 'seats', 'variant', 'clockKey']);
  const uninstallRestore = installRestoreOnDemand(store, log);

  await gameServer.listen(config.port, config.host);
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Colyseus keeps the requested port (0 in tests) for discovery and test clients.
  (gameServer as unknown as { port: number }).port = port;
  const stopSweep = config.redisUrl && config.staleProcessSweepSeconds > 0 ? startStaleProcessSweep(config.staleProcessSweepSeconds, log) : () => undefined;
  const stopExpiry =
    config.idleMatchExpirySeconds > 0 ? startIdleExpiry({ store, idleSeconds: config.idleMatchExpirySeconds, openMatchIds, log }) : () => undefined;
  log.info({ port, db: database.driver, redis: Boolean(config.redisUrl), games: registry.list().map((g) => g.id) }, 'orrery listening');

  let stopping: Promise<void> | null = null;
  const shutdown = () => {
    stopping ??= (async () => {
      log.info('shutting down');
      stopSweep();
      stopExpiry();
      // Snapshots first, while every room and the database are still up.
      await Promise.allSettled([...liveRooms].map((room) => room.checkpoint()));
      await gameServer.gracefullyShutdown(false);
      log.debug('rooms closed');
      uninstallRestore();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        // Idle keep-alive sockets would hold close() open until they time out.
        httpServer.closeIdleConnections();
        setTimeout(() => httpServer.closeAllConnections(), 3000).unref();
      });
      log.debug('http closed');
      setRoomContext(null);
      metrics.stop();
      await database.close();
      log.info('stopped');
    })();
    return stopping;
  };
  return { port, url: `http://127.0.0.1:${port}`, registry, store, database, gameServer, app, log, metrics, shutdown };
}

/**
 * The last handler: an immediate JSON 404. Express's own would first wait
 * for the request's body to arrive, which a client can promise and never send.
 */
function notFound(_req: express.Request, res: express.Response): void {
  res
    .status(404)
    .set('Connection', 'close')
    .json({ error: { code: 'NOT_FOUND', message: 'no such page or endpoint' } });
}

function tooLarge(res: http.ServerResponse, limit: number): void {
  const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message: `request bodies are at most ${limit} bytes` } });
  res.writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' }).end(body);
}

/** GET /metrics is open unless METRICS_TOKEN is set; then it needs that bearer token. */
function metricsAccess(token: string | undefined): express.RequestHandler {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = token === undefined ? null : digest(`Bearer ${token}`);
  return (req, res, next) => {
    // Compared as digests in constant time: the token must not leak a byte at a time through response times.
    if (expected === null || timingSafeEqual(digest(req.header('authorization') ?? ''), expected)) return next();
    res.status(401).json({ error: { code: 'UNAUTHORIZED', message: 'GET /metrics needs the metrics token' } });
  };
}

/** Matches with a room open in this process or, with Redis, listed by any process (a room's id is its match's). */
async function openMatchIds(): Promise<string[]> {
  const listed = await matchMaker.query({});
  return [...new Set([...listed.map((r) => r.roomId), ...[...liveRooms].map((r) => r.roomId)])];
}

function matchGauges() {
  let activeMatches = 0;
  let clients = 0;
  for (const room of liveRooms) {
    if (room.matchStatus === 'active') activeMatches++;
    clients += room.clients.length;
  }
  return { rooms: liveRooms.size, activeMatches, clients };
}

export { matchMaker };
