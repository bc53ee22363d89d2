import { shopperCookies } from '../../lib/cookies';
import type { Db } from '../db';
import { isHttps } from '../http/secure-cookies';
import type { CookieContext } from './session-cookie';
import { hashToken, isTokenShape, newToken } from './tokens';

/**
 * The browsers a customer logged in from: a random token in an HttpOnly cookie, its hash kept with
 * the account. Failed logins from such a browser are counted apart from the rest (login.ts), so a
 * guesser elsewhere, however many addresses it has, never pauses the owner's own browser. A year,
 * like the zone: a browser not used to log in for that long is a stranger again.
 */
const lifetimeSeconds = 365 * 24 * 60 * 60;

export function readDeviceToken(context: Pick<CookieContext, 'cookies'>, tenant: string): string | undefined {
  const value = context.cookies.get(shopperCookies(tenant).loginDevice)?.value;
  return value !== undefined && isTokenShape(value) ? value : undefined;
}

const since = (now: Date) => new Date(now.getTime() - lifetimeSeconds * 1000).toISOString();

/** The account a browser's token was issued to, while it is live. */
export async function deviceOwner(
  db: Db,
  tenant: string,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom('login_devices')
    .select('user_id')
    .where('tenant', '=', tenant)
    .where('token_hash', '=', hashToken(token))
    .where('created_at', '>', since(now))
    .executeTakeFirst();
  return row?.user_id;
}

/** After a right login: the browser is this account's from now on (a new token unless it already was). */
export async function rememberDevice(
  db: Db,
  context: CookieContext,
  tenant: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  const current = readDeviceToken(context, tenant);
  if (current !== undefined && (await deviceOwner(db, tenant, current, now)) === userId) return;
  await db.deleteFrom('login_devices').where('created_at', '<=', since(now)).execute();
  const token = newToken();
  await db
    .insertInto('login_devices')
    .values({ tenant, token_hash: hashToken(token), user_id: userId, created_at: now.toISOString() })
    .execute();
  context.cookies.set(shopperCookies(tenant).loginDevice, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(context),
    maxAge: lifetimeSeconds,
  });
}
