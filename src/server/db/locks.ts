import { sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Db } from './index';

/**
 * Makes the transactions that name the same key run one after the other, from here until each
 * commits or rolls back, on every server sharing the database.
 *
 * SQLite runs every write transaction alone already (node-sqlite.ts begins them IMMEDIATE).
 * PostgreSQL runs them side by side at READ COMMITTED: a transaction that counts, reads a maximum
 * or looks for a row before writing (the order number, a review's new average, a customer's
 * first cart, an idempotency key) would otherwise act on what another has not committed yet.
 * An advisory lock on the key's hash orders just those; unrelated work is not held up.
 */
export async function lockUntilCommit(trx: Db, ...key: string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key.join('\u001f')}, 0))`.execute(trx);
}
