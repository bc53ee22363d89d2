import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { type NodeSqliteDatabase, openSqlite } from './node-sqlite';
import { openPostgres, type PostgresPool } from './postgres';
import type { Database } from './tables';

export type { Database } from './tables';
export type Db = Kysely<Database>;

interface HandleBase {
  db: Db;
  /** Where the data lives, for logs: a file path, or the PostgreSQL address without its password. */
  location: string;
  close(): Promise<void>;
}

/** The embedded database: one file, one connection. */
export interface SqliteHandle extends HandleBase {
  dialect: 'sqlite';
  /** The underlying connection, for bulk loads and scans that Kysely does not model. */
  sqlite: NodeSqliteDatabase;
  path: string;
}

/** PostgreSQL, shared by any number of servers: a pool of connections. */
export interface PostgresHandle extends HandleBase {
  dialect: 'postgres';
  pool: PostgresPool;
}

export type DatabaseHandle = SqliteHandle | PostgresHandle;

/** The database file: DATABASE_PATH, or data/andamio.sqlite beside the project. */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATABASE_PATH ?? 'data/andamio.sqlite');
}

/** DATABASE_URL when it names PostgreSQL; otherwise the storefront runs on its embedded file. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`DATABASE_URL must be a postgres:// address (got "${url.split(':')[0]}:…")`);
  }
  return url;
}

/** Connections per server process: DATABASE_POOL_MAX, 10 by default. */
export function poolMax(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.DATABASE_POOL_MAX ?? 10);
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "${env.DATABASE_POOL_MAX}")`);
  }
  return value;
}

/** The database the environment names: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env): DatabaseHandle {
  const url = databaseUrl(env);
  if (url === undefined) return openDatabase(databasePath(env));
  const pool = openPostgres(url, poolMax(env));
  const db = new Kysely<Database>({ dialect: pool.dialect });
  return { dialect: 'postgres', db, pool, location: pool.location, close: () => db.destroy() };
}

/** An SQLite database file (created when missing), or ':memory:'. */
export function openDatabase(path = databasePath()): SqliteHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = openSqlite(path);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { dialect: 'sqlite', db, sqlite, path, location: path, close: () => db.destroy() };
}
