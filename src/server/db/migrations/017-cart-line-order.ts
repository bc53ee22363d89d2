import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Cart lines added in the same millisecond keep the order they were added in: SQLite's rowid
 * counts insertions already; PostgreSQL has no rowid, so its lines get a counted column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`ALTER TABLE cart_lines ADD COLUMN inserted bigint GENERATED ALWAYS AS IDENTITY`.execute(db);
}
