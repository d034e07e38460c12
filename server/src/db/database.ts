/**
 * One Drizzle handle over either driver: node-postgres when DATABASE_URL is
 * set, embedded PGlite in DATA_DIR otherwise. The same migrations serve both.
 */
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'none': storage handed to startServer that keeps nothing (the load benchmark's baseline). */
  driver: 'pg' | 'pglite' | 'none';
  /** Runs `fn` in one transaction; after any failure the connection is discarded, never reused. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * One hot statement in plain SQL ($1, $2 … parameters), outside Drizzle:
   * node-postgres prepares it once per connection under `name`, so the server
   * skips parsing and planning it each time; PGlite runs it as it is.
   */
  prepared(name: string, text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock every Orrery process takes while it migrates a shared database. */
const MIGRATION_LOCK = 0x4f727279;

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../migrations');

function migrationsFolder(): string {
  // Compiled code runs from dist/server/src/db; the SQL stays at the repository root.
  for (const candidate of [MIGRATIONS_DIR, path.resolve(__dirname, '../../../../migrations')]) {
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`migrations not found near ${__dirname}`);
}

export interface DatabaseOptions {
  /** node-postgres connection string; unset = embedded PGlite. */
  url?: string;
  /** PGlite's home: `<dataDir>/pglite`. */
  dataDir?: string;
  /**
   * PGlite's shared_buffers in MB; unset or 0 = PostgreSQL's 128 MB. PGlite's
   * files are ordinary files the OS caches anyway, so a small buffer pool
   * costs little, while the default one takes ~130 MB of resident
   * WebAssembly memory on an idle server (README, Operating notes).
   */
  pgliteSharedBuffersMb?: number;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // A client losing its server must not take the process down (idle in the pool, or
    // checked out between the statements of a transaction); the queries report it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema });
    // Replicas starting together would each apply the same migration and all but one fail:
    // drizzle takes no lock of its own, so a session-level advisory lock makes them take turns.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: folder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    // drizzle's own pool transaction leaks the client when BEGIN fails (it releases only inside
    // its try block), so a database outage would slowly exhaust the pool: transactions are ours.
    const transaction = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(drizzle(client, { schema }));
        await client.query('commit');
        return result;
      } catch (e) {
        failure = e instanceof Error ? e : new Error(String(e));
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release(failure);
      }
    };
    return {
      db: db as unknown as Db,
      driver: 'pg',
      transaction,
      prepared: (name, text, params) => pool.query({ name, text, values: params }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  await initialiseApart(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dir, opts.pgliteSharedBuffersMb ? { postgresqlconf: `shared_buffers=${opts.pgliteSharedBuffersMb}MB` } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    prepared: (_name, text, params) => client.query<Record<string, unknown>>(text, params),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/**
 * PGlite keeps the WebAssembly memory that creating a new data directory
 * grew to for as long as it runs: a server started on an empty DATA_DIR held
 * ~800 MB of RSS, one reopening the same directory ~350 MB. So a new
 * directory is created by a worker thread that exits (taking that memory
 * with it) before the server opens it. Plain JavaScript, so that it runs the
 * same from source and compiled.
 */
async function initialiseApart(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const { Worker } = await import('node:worker_threads');
  const source = "const { workerData: w } = require('node:worker_threads'); require(w.lib).PGlite.create(w.dir).then((pg) => pg.close());";
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { dir, lib: require.resolve('@electric-sql/pglite') } });
    let failure: Error | null = null;
    worker.on('error', (e) => (failure = e));
    worker.on('exit', (code) =>
      code === 0 && !failure ? resolve() : reject(failure ?? new Error(`creating the PGlite data directory ${dir} failed (exit ${code})`)),
    );
  });
}
