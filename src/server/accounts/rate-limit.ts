import { sql } from 'kysely';
import type { Db } from '../db';

/** At most `limit` counted events per key in a fixed window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateCount {
  /** Events counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
  exceeded: boolean;
}

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Counts one event for a key, atomically (one UPSERT ... RETURNING), so parallel requests
 * cannot all slip in under the limit: each one sees the count it made.
 */
export async function hit(db: Db, key: string, rule: RateLimit, now = new Date()): Promise<RateCount> {
  const at = epochSeconds(now);
  const expired = sql<boolean>`rate_limits.window_start <= ${at - rule.windowSeconds}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: at, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
        window_start: sql<number>`CASE WHEN ${expired} THEN ${at} ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return {
    count: row.count,
    retryAfterSeconds: Math.max(1, row.window_start + rule.windowSeconds - at),
    exceeded: row.count > rule.limit,
  };
}

/** Takes back one counted event (a login that turned out right is not a failure); a count of none is no row. */
export async function forgiveOne(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).where('count', '<=', 1).execute();
  await db.updateTable('rate_limits').set({ count: sql<number>`count - 1` }).where('key', '=', key).execute();
}

/** Deletes the keys under a prefix whose window has ended, so the table keeps only live counts. */
export async function sweep(db: Db, prefix: string, rule: RateLimit, now = new Date()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where(sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`)
    .where('window_start', '<=', epochSeconds(now) - rule.windowSeconds)
    .execute();
}

/** Forgets every key that starts with a prefix. */
export async function resetUnder(db: Db, prefix: string): Promise<void> {
  await db.deleteFrom('rate_limits').where(sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`).execute();
}

/** Forgets a key altogether. */
export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
