import { type Kysely, PostgresAdapter } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

const known = new WeakMap<Kysely<unknown>, Dialect>();

/**
 * Which engine a Kysely instance speaks to, for the few statements that differ between them
 * (migrations' triggers and identity columns, the cart lines' insertion order).
 */
export function dialectOf<T>(db: Kysely<T>): Dialect {
  const key = db as unknown as Kysely<unknown>;
  let dialect = known.get(key);
  if (dialect === undefined) {
    dialect = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    known.set(key, dialect);
  }
  return dialect;
}
