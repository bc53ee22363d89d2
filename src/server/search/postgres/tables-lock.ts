import type pg from 'pg';
import type { PostgresHandle } from '../../db';

/** Pooled clients given an error listener already: each is handed out many times. */
const guarded = new WeakSet<pg.PoolClient>();

/**
 * Runs work in a transaction that holds the tenant's search-tables lock: a rewrite and an in-place
 * refresh never interleave, so a refresh made while the rows are rewritten lands on the new rows.
 */
export async function inTablesLock<T>(client: pg.PoolClient, tenant: string, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`search tables\u001f${tenant}`]);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** A pooled client that survives its connection dropping, released after the work. */
export async function withClient<T>(handle: PostgresHandle, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await handle.pool.pool.connect();
  // A dropped connection fails the next query rather than ending the process (postgres.ts).
  if (!guarded.has(client)) {
    guarded.add(client);
    client.on('error', () => {});
  }
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
