import type { Db } from '../db';
import { database } from '../db/runtime';
import {
  type CookieContext,
  clearCartCookie,
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from './session-cookie';
import { createSession, endSession, readSession, type SessionRecord } from './sessions';
import { findUserById, type UserRow } from './users';

/** The session a request carries, with its customer when one is logged in. */
export interface CurrentSession {
  record: SessionRecord;
  user: UserRow | undefined;
}

/**
 * The request's session in this tenant, or undefined. A cookie that names no live session (expired,
 * ended, another tenant's, malformed) is cleared; a session whose expiry slid forward re-sends its
 * cookie. Other services (cart, wish lists) call this to know who is shopping.
 */
export async function currentSession(
  db: Db,
  tenant: string,
  context: CookieContext,
  now = new Date(),
): Promise<CurrentSession | undefined> {
  const token = readSessionToken(context, tenant);
  if (token === undefined) return undefined;
  const found = await readSession(db, tenant, token, now);
  if (!found) {
    clearSessionCookie(context, tenant);
    return undefined;
  }
  const user = found.record.userId === null ? undefined : await findUserById(db, tenant, found.record.userId);
  if (found.record.userId !== null && !user) {
    // The account was removed: its session must not outlive it.
    await endSession(db, tenant, token);
    clearSessionCookie(context, tenant);
    return undefined;
  }
  if (found.refreshed) setSessionCookie(context, tenant, token, found.record.expiresAt);
  return { record: found.record, user };
}

/** The request's session on the server's database: for a page or a form's action, which hand it to the services. */
export async function requestSession(context: CookieContext, tenant: string): Promise<CurrentSession | undefined> {
  const { db } = await database();
  return currentSession(db, tenant, context);
}

/**
 * Replaces whatever session the request had with a new one (a fresh token on every login, so a
 * token planted before login is worthless after it) and sends its cookie.
 */
export async function startSession(
  db: Db,
  tenant: string,
  context: CookieContext,
  owner: { userId: string } | { guest: true },
  now = new Date(),
): Promise<SessionRecord> {
  const previous = readSessionToken(context, tenant);
  if (previous !== undefined) await endSession(db, tenant, previous);
  const { token, record } = await createSession(db, tenant, owner, now);
  setSessionCookie(context, tenant, token, record.expiresAt);
  return record;
}

/** Logs out: the session row goes, its cookie and the cart's go. Without a session it succeeds all the same. */
export async function stopSession(db: Db, tenant: string, context: CookieContext): Promise<void> {
  clearCartCookie(context, tenant);
  const token = readSessionToken(context, tenant);
  if (token === undefined) return;
  await endSession(db, tenant, token);
  clearSessionCookie(context, tenant);
}
