/**
 * Databases for tests: a fresh PGlite in a temporary folder, and, when
 * DATABASE_URL is set, a fresh database on that real server (dropped on close).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../server/src/db/database';
import { SqlMatchStore } from '../../server/src/matches/store';
import type { MatchStore } from '../../server/src/matches/match-store';

export type DriverKind = 'pglite' | 'pg';

/** The drivers this run can test: PGlite always, Postgres when DATABASE_URL is set. */
export function testDrivers(): DriverKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
}

export function tempDir(prefix = 'orrery-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

async function adminQuery(text: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Where a test server should keep its data: a new PGlite folder or a new Postgres database. */
export async function freshDatabaseConfig(kind: DriverKind): Promise<{ url?: string; dataDir?: string; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = tempDir();
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `orrery_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export async function openTestDatabase(kind: DriverKind): Promise<Database> {
  const config = await freshDatabaseConfig(kind);
  const db = await openDatabase({ ...config, poolSize: 4 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await config.drop();
    },
  };
}

/**
 * Registers jest hooks that open a fresh test database with a MatchStore before the suite's tests and
 * close it after them; read `.store` (and `.database`) inside tests.
 */
export function useTestStore(kind: DriverKind, snapshotEvery = 4): { readonly store: MatchStore; readonly database: Database } {
  let database: Database | undefined;
  let store: MatchStore | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    store = new SqlMatchStore(database, snapshotEvery);
  });
  afterAll(() => database?.close());
  return {
    get store(): MatchStore {
      if (!store) throw new Error('the test store opens in beforeAll');
      return store;
    },
    get database(): Database {
      if (!database) throw new Error('the test database opens in beforeAll');
      return database;
    },
  };
}
