import { type PostgresPool as KyselyPool, PostgresDialect, type PostgresPoolClient } from 'kysely';
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

/**
 * PostgreSQL's text cannot hold the NUL character (SQLite's can): a parameter with one fails the
 * whole statement. No shopper's text or id has a legitimate NUL, so it is dropped from every
 * parameter: a lookup of an id with one finds nothing (a 404, as on SQLite), a text is kept
 * without it.
 */
function withoutNul(value: unknown): unknown {
  return typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
}

/**
 * The pool as Kysely's dialect uses it, each query's parameters passed through withoutNul. One
 * wrapper per pooled client: Kysely keeps a connection object per client it is given.
 */
function nulSafe(pool: pg.Pool): KyselyPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // The pool listens for errors only on idle clients. A checked-out client whose connection
    // drops between two queries (the database restarted) would otherwise throw from an event and
    // end the process; its next query fails instead, and the pool discards it on release.
    client.on('error', () => {});
    const query = (sql: unknown, parameters?: readonly unknown[]) =>
      typeof sql === 'string' ? client.query(sql, parameters?.map(withoutNul)) : client.query(sql as never);
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    Client: pg.Client,
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
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
    dialect: new PostgresDialect({ pool: nulSafe(pool) }),
    location: address.toString(),
    url,
    rows: async (sql, parameters = []) =>
      (await pool.query({ text: numberedParameters(sql), values: parameters.map(withoutNul) })).rows,
    arrays: async <Row extends unknown[]>(sql: string, parameters: readonly unknown[] = []) =>
      (await pool.query<Row>({ text: numberedParameters(sql), values: parameters.map(withoutNul), rowMode: 'array' }))
        .rows,
  };
}
