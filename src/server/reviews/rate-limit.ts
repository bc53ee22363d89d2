import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db';

export interface RateLimit {
  /** What is limited, e.g. "reviews.submit". */
  action: string;
  max: number;
  windowMs: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt of an action by a client (fixed windows in the rate_limits table, so the
 * count survives restarts and is shared by every server on the same database). The client's
 * address is stored hashed: the table needs to tell clients apart, not to know them.
 */
export async function hitRateLimit(
  handle: DatabaseHandle,
  limit: RateLimit,
  tenant: string,
  client: string,
  now = Date.now(),
): Promise<RateVerdict> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const key = `${tenant}:${limit.action}:${createHash('sha256').update(client).digest('base64url')}`;
  // One statement: concurrent requests cannot both read the old count. The stored row's columns
  // are named with the table: PostgreSQL finds a bare name ambiguous beside `excluded`.
  const row = await sql<{ count: number }>`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`.execute(handle.db);
  const count = Number(row.rows[0]?.count ?? 1);
  return {
    allowed: count <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
  };
}
