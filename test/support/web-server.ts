/**
 * The real server (real games, the built web page) on a free port, for the
 * browser tests; and the web build itself, made once per run with Vite's
 * JS API in a child process (Vite is ESM-only, jest runs CommonJS).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { configFromEnv, type ServerConfig } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';
import { GAMES } from '../../server/src/games';
import type { GameDefinition } from '../../server/src/engine';
import { freshDatabaseConfig, tempDir } from './db';
import { oneAddressLimits } from './server';

const ROOT = path.resolve(__dirname, '../..');

export async function buildWebPage(): Promise<string> {
  const outDir = tempDir('orrery-web-');
  const script = `import { build } from 'vite';
await build({ configFile: ${JSON.stringify(path.join(ROOT, 'web/vite.config.mts'))}, logLevel: 'warn', build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true } });`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`the web build left no index.html in ${outDir}`);
  return outDir;
}

export interface WebServer extends RunningServer {
  stop(): Promise<void>;
  /** Stops the server and starts another on the same port and data (a deploy or a crash and back). */
  restart(): Promise<WebServer>;
}

export async function startWebServer(webDir: string, games: GameDefinition[] = GAMES): Promise<WebServer> {
  const db = await freshDatabaseConfig('pglite');
  const base = configFromEnv({});
  // Short reconnection and idle windows: their timers would otherwise outlive the test run.
  const config: ServerConfig = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    dataDir: db.dataDir ?? base.dataDir,
    databaseUrl: undefined,
    limits: { ...base.limits, reconnectSeconds: 2, idleSeconds: 2 },
    http: oneAddressLimits(base.http),
  };
  const launch = async (port: number): Promise<WebServer> => {
    const previous = process.env.WEB_DIR;
    process.env.WEB_DIR = webDir;
    try {
      const server = await startServer({ ...config, port }, games, { log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) });
      return {
        ...server,
        stop: async () => {
          await server.shutdown();
          await db.drop();
          fs.rmSync(webDir, { recursive: true, force: true });
        },
        restart: async () => {
          await server.shutdown();
          return launch(server.port);
        },
      };
    } finally {
      if (previous === undefined) delete process.env.WEB_DIR;
      else process.env.WEB_DIR = previous;
    }
  };
  return launch(0);
}
