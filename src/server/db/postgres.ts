import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** PostgreSQL type ids whose text form the storefront reads as numbers. */
const int8 = 20;
const numeric = 1700;

/**
 * Money and counts are integers of minor units, well inside 2^53: bigint columns and count(*)
 * arrive as numbers, as they do from SQLite, rather than pg's default strings. The same for the
 * numeric that avg() and sum(bigint) return.
 */
export const postgresTypes = {
  getTypeParser(id: number, format?: 'text' | 'binary') {
    if (id === int8 || id === numeric) return (text: string) => Number(text);
    return pg.types.getTypeParser(id, format);
  },
} as unknown as pg.CustomTypesConfig;

/** An SQL text written with SQLite's `?` parameters, numbered as PostgreSQL's `$1`, `$2`… */
export function numberedParameters(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export interface PostgresPool {
  pool: pg.Pool;
  dialect: PostgresDialect;
  /** The address without its password, for logs. */
  location: string;
  /** The full address, for a connection of its own outside the pool (LISTEN). */
  url: string;
  /** Rows of one statement with `?` parameters, outside Kysely (bulk loads, scans). */
  rows<Row>(sql: string, parameters?: readonly unknown[]): Promise<Row[]>;
  /** The same, each row an array of its columns in order. */
  arrays<Row extends unknown[]>(sql: string, parameters?: readonly unknown[]): Promise<Row[]>;
}

export function openPostgres(url: string, max: number): PostgresPool {
  const pool = new pg.Pool({ connectionString: url, max, types: postgresTypes, idleTimeoutMillis: 30_000 });
  // An idle client's error (the server restarted, the network dropped) must not end the process:
  // the pool discards the client and the next query opens another.
  pool.on('error', () => {});
  const address = new URL(url);
  address.password = '';
  return {
    pool,
    dialect: new PostgresDialect({ pool }),
    location: address.toString(),
    url,
    rows: async (sql, parameters = []) =>
      (await pool.query({ text: numberedParameters(sql), values: [...parameters] })).rows,
    arrays: async <Row extends unknown[]>(sql: string, parameters: readonly unknown[] = []) =>
      (await pool.query<Row>({ text: numberedParameters(sql), values: [...parameters], rowMode: 'array' })).rows,
  };
}
