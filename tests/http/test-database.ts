import { resolve } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import pg from 'pg';
import { numberedParameters, postgresTypes } from '../../src/server/db/postgres';

/**
 * The database the HTTP suite's server runs on, for tests that look rows up or check what a
 * request wrote: PostgreSQL when TEST_DATABASE_URL is set (`npm run test:http:postgres`), else the
 * SQLite file TEST_DATABASE_PATH (data/test.sqlite). SQL is written once, with `?` parameters,
 * in what both engines understand.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';
export const onPostgres = testDatabaseUrl !== undefined;

let pool: pg.Pool | undefined;
function postgres(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: testDatabaseUrl, max: 2, types: postgresTypes, allowExitOnIdle: true });
  return pool;
}

function withSqlite<T>(use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(resolve(testDatabasePath), { timeout: 5000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

type Parameter = string | number | null;

/** Every row the statement returns. */
export async function rows<Row>(sql: string, ...parameters: Parameter[]): Promise<Row[]> {
  if (onPostgres) return (await postgres().query({ text: numberedParameters(sql), values: parameters })).rows as Row[];
  return withSqlite((db) => db.prepare(sql).all(...(parameters as SQLInputValue[])) as Row[]);
}

/** The statement's first row, or undefined when it returns none. */
export async function row<Row>(sql: string, ...parameters: Parameter[]): Promise<Row | undefined> {
  return (await rows<Row>(sql, ...parameters))[0];
}

/** Runs a statement that writes (a fixture's set-up, an expired token); returns the rows it changed. */
export async function run(sql: string, ...parameters: Parameter[]): Promise<number> {
  if (onPostgres) return (await postgres().query({ text: numberedParameters(sql), values: parameters })).rowCount ?? 0;
  return withSqlite((db) => Number(db.prepare(sql).run(...(parameters as SQLInputValue[])).changes));
}

/** Closes the PostgreSQL pool (a test file's afterAll), so vitest's worker can exit. */
export async function closeTestDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
