import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { type NodeSqliteDatabase, openSqlite } from './node-sqlite';
import type { Database } from './tables';

export type { Database } from './tables';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** The underlying connection, for bulk loads and full-text search that Kysely does not model. */
  sqlite: NodeSqliteDatabase;
  path: string;
  close(): Promise<void>;
}

/** The database file: DATABASE_PATH, or data/andamio.sqlite beside the project. */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATABASE_PATH ?? 'data/andamio.sqlite');
}

export function openDatabase(path = databasePath()): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = openSqlite(path);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, path, close: () => db.destroy() };
}
