/** An in-process Orrery server with the test fixture game, on a free port. */
import pino, { type Logger } from 'pino';
import { configFromEnv, type ServerConfig } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';
import { OrreryClient } from '../../client-sdk/src';
import { highCard } from '../fixtures/high-card';
import type { GameDefinition } from '../../server/src/engine';
import { freshDatabaseConfig, type DriverKind } from './db';

export interface TestServer extends RunningServer {
  client(): OrreryClient;
  stop(): Promise<void>;
}

/**
 * Every test client comes from 127.0.0.1, so the per-address budgets (which
 * a suite would exhaust in seconds) are off unless a test sets them.
 */
export function oneAddressLimits(http: ServerConfig['http']): ServerConfig['http'] {
  return { ...http, requestsPerMinute: 0, createsPerMinute: 0, apiRequestsPerMinute: 0 };
}

export async function startTestServer(
  driver: DriverKind,
  overrides: Partial<ServerConfig['limits']> = {},
  extra: Partial<Pick<ServerConfig, 'auth' | 'metricsWindowSeconds' | 'idleMatchExpirySeconds' | 'http' | 'metricsToken' | 'maxMessageBytes'>> & {
    log?: Logger;
  } = {},
  /** Lets a test route the server's database connection (e.g. through a proxy it can cut). */
  routeUrl: (url: string) => string = (url) => url,
  games: GameDefinition[] = [highCard],
): Promise<TestServer> {
  const { log, ...settings } = extra;
  const db = await freshDatabaseConfig(driver);
  const base = configFromEnv({});
  const config: ServerConfig = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    databaseUrl: db.url && routeUrl(db.url),
    dataDir: db.dataDir ?? base.dataDir,
    snapshotEvery: 4,
    limits: { ...base.limits, reconnectSeconds: 2, ...overrides },
    http: oneAddressLimits(base.http),
    ...settings,
  };
  const server = await startServer(config, games, { log: log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) });
  return {
    ...server,
    client: () => new OrreryClient(server.url, { retry: { attempts: 10, delayMs: 200 } }),
    stop: async () => {
      await server.shutdown();
      await db.drop();
    },
  };
}
