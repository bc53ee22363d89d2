import type { Db } from '../db';
import { hashToken, isTokenShape, newToken } from './tokens';

/** Sliding expiry: a session lives this long after the shopper was last seen. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** The expiry moves forward at most once a day, so reading the session is not a write per request. */
const refreshEveryMs = 24 * 60 * 60 * 1000;

export interface SessionRecord {
  tokenHash: string;
  userId: string | null;
  guest: boolean;
  expiresAt: Date;
}

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  record: SessionRecord;
}

/** Opens a session (a customer's, or a guest's) and sweeps the tenant's expired ones. */
export async function createSession(
  db: Db,
  tenant: string,
  owner: { userId: string } | { guest: true },
  now = new Date(),
): Promise<NewSession> {
  const token = newToken();
  const record: SessionRecord = {
    tokenHash: hashToken(token),
    userId: 'userId' in owner ? owner.userId : null,
    guest: 'guest' in owner,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  };
  await db.deleteFrom('sessions').where('tenant', '=', tenant).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({
      tenant,
      token_hash: record.tokenHash,
      user_id: record.userId,
      guest: record.guest ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: record.expiresAt.toISOString(),
    })
    .execute();
  return { token, record };
}

/**
 * The live session of a cookie token in this tenant (sessions are per tenant), with its expiry
 * pushed forward when a day has passed since the last push. `refreshed` says the cookie must be
 * sent again with the new expiry. An expired session is deleted and reads as none.
 */
export async function readSession(
  db: Db,
  tenant: string,
  token: string,
  now = new Date(),
): Promise<{ record: SessionRecord; refreshed: boolean } | undefined> {
  if (!isTokenShape(token)) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'guest', 'expires_at'])
    .where('tenant', '=', tenant)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at);
  if (!(expiresAt.getTime() > now.getTime())) {
    await endSessionByHash(db, tenant, tokenHash);
    return undefined;
  }
  const record: SessionRecord = { tokenHash, userId: row.user_id, guest: row.guest === 1, expiresAt };
  const due = expiresAt.getTime() - now.getTime() < sessionLifetimeMs - refreshEveryMs;
  if (!due) return { record, refreshed: false };
  record.expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db
    .updateTable('sessions')
    .set({ expires_at: record.expiresAt.toISOString() })
    .where('tenant', '=', tenant)
    .where('token_hash', '=', tokenHash)
    .execute();
  return { record, refreshed: true };
}

export async function endSessionByHash(db: Db, tenant: string, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('tenant', '=', tenant).where('token_hash', '=', tokenHash).execute();
}

export async function endSession(db: Db, tenant: string, token: string): Promise<void> {
  if (isTokenShape(token)) await endSessionByHash(db, tenant, hashToken(token));
}

/** Ends every session of a customer but, optionally, the one making the request. */
export async function endUserSessions(db: Db, tenant: string, userId: string, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('tenant', '=', tenant).where('user_id', '=', userId);
  if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
