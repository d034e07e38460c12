/** Process configuration, from the environment with documented defaults (see README). */
import fs from 'node:fs';
import type { AuthConfig } from './auth/accounts';
import type { RoomLimits } from './rooms/context';
import type { MatchmakingLimits } from './http/matchmake';

/** What the HTTP side accepts: sizes, timeouts, connection count, per-address budgets, origins. */
export interface HttpLimits extends MatchmakingLimits {
  /** Seconds a client may take to send a whole request (headers and body). */
  requestTimeoutSeconds: number;
  /** Seconds a client may take to send a request's headers. */
  headersTimeoutSeconds: number;
  /** Open TCP connections (HTTP and WebSocket) per process; more are closed at once (0 = no limit). */
  maxConnections: number;
  /** HTTP API requests (/api/...) per client address per minute (0 = no limit). */
  apiRequestsPerMinute: number;
  /** Other origins whose pages may call this server (`*` = any, without credentials). */
  corsOrigins: string[];
}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Embedded PGlite's shared_buffers in MB (unused with DATABASE_URL); 0 = PostgreSQL's default (128). */
  pgliteSharedBuffersMb: number;
  redisUrl?: string;
  /** host:port other processes' clients reach this one at (needed with REDIS_URL). */
  publicAddress?: string;
  /** With REDIS_URL: how often to look for server processes that died without cleaning up their room listings (0 = never). */
  staleProcessSweepSeconds: number;
  /** A waiting or active match nobody has moved in, joined or come back to for this long, with no room open, is aborted (0 = never). */
  idleMatchExpirySeconds: number;
  logLevel: string;
  limits: RoomLimits;
  /** Largest WebSocket message accepted, in bytes. */
  maxMessageBytes: number;
  /** A snapshot is stored every N moves of every match (SNAPSHOT_EVERY); null: each game's own cadence. */
  snapshotEvery: number | null;
  /** How long a move may wait for others to share its database statement (group commit), in ms; 0 = never waits. */
  groupCommitMs: number;
  /** Event-loop figures in GET /metrics cover this many seconds. */
  metricsWindowSeconds: number;
  /** How far the JS heap may grow past its live size before a full collection, in percent; 0 = V8's own choice (heap.ts). */
  heapGrowthPercent: number;
  auth: AuthConfig;
  http: HttpLimits;
  /** When set, GET /metrics needs `Authorization: Bearer <this>`. */
  metricsToken?: string;
}

/** A PEM given inline, or the path of a file holding it. */
function pem(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  return raw.includes('-----BEGIN') ? raw : fs.readFileSync(raw, 'utf8');
}

function int(env: NodeJS.ProcessEnv, name: string, def: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env, 'PORT', 2567),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    pgliteSharedBuffersMb: int(env, 'PGLITE_SHARED_BUFFERS_MB', 16),
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.PUBLIC_ADDRESS || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    limits: {
      reconnectSeconds: int(env, 'RECONNECT_SECONDS', 60),
      spectatorsPerMatch: int(env, 'MAX_SPECTATORS', 50),
      messagesPerSecond: int(env, 'MAX_MESSAGES_PER_SECOND', 30),
      idleSeconds: int(env, 'IDLE_ROOM_SECONDS', 30),
      abandonSeconds: int(env, 'ABANDON_SECONDS', 300),
      botDelayMs: int(env, 'BOT_DELAY_MS', 1000),
      reservationSeconds: int(env, 'RESERVATION_SECONDS', 10) || 10,
      handshakeSeconds: int(env, 'JOIN_HANDSHAKE_SECONDS', 10) || 10,
      maxMatches: int(env, 'MAX_MATCHES', 5000),
    },
    http: {
      bodyBytes: int(env, 'MAX_BODY_BYTES', 16 * 1024),
      requestTimeoutSeconds: int(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 30) || 30,
      headersTimeoutSeconds: int(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10) || 10,
      maxConnections: int(env, 'MAX_CONNECTIONS', 10_000),
      requestsPerMinute: int(env, 'MATCHMAKING_PER_MINUTE', 300),
      createsPerMinute: int(env, 'CREATES_PER_MINUTE', 30),
      apiRequestsPerMinute: int(env, 'API_REQUESTS_PER_MINUTE', 1200),
      trustProxyHops: int(env, 'TRUST_PROXY_HOPS', 0),
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    staleProcessSweepSeconds: int(env, 'STALE_PROCESS_SWEEP_SECONDS', 15),
    idleMatchExpirySeconds: int(env, 'IDLE_MATCH_EXPIRY_SECONDS', 0),
    maxMessageBytes: int(env, 'MAX_MESSAGE_BYTES', 16 * 1024),
    snapshotEvery: int(env, 'SNAPSHOT_EVERY', 0) || null,
    groupCommitMs: int(env, 'GROUP_COMMIT_MS', 1),
    metricsWindowSeconds: int(env, 'METRICS_WINDOW_SECONDS', 10) || 10,
    heapGrowthPercent: int(env, 'HEAP_GROWTH_PERCENT', 100),
    auth: {
      jwt:
        env.JWT_SECRET || env.JWT_PUBLIC_KEY
          ? {
              secret: env.JWT_SECRET || undefined,
              publicKey: pem(env.JWT_PUBLIC_KEY),
              issuer: env.JWT_ISSUER || undefined,
              audience: env.JWT_AUDIENCE || undefined,
            }
          : undefined,
      required: env.AUTH_REQUIRED === 'true',
    },
  };
}
