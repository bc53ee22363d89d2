import type { APIContext, AstroCookieSetOptions } from 'astro';
import { shopperCookies } from '../../lib/cookies';
import { isHttps } from '../http/secure-cookies';

/** What the cookie helpers need of a request. */
export type CookieContext = Pick<APIContext, 'cookies' | 'url' | 'request'>;

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), whole site. */
export function sessionCookieOptions(context: CookieContext, expires: Date): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(context), expires };
}

/** Each tenant has its own session cookie: a login on one site of a shared host leaves the others alone. */
export function readSessionToken(context: CookieContext, tenant: string): string | undefined {
  const value = context.cookies.get(shopperCookies(tenant).session)?.value;
  return value === undefined || value === '' ? undefined : value;
}

export function setSessionCookie(context: CookieContext, tenant: string, token: string, expires: Date): void {
  context.cookies.set(shopperCookies(tenant).session, token, sessionCookieOptions(context, expires));
}

export function clearSessionCookie(context: CookieContext, tenant: string): void {
  context.cookies.delete(shopperCookies(tenant).session, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(context),
  });
}

/**
 * Logout forgets the cart too: the customer's cart stays with their account, and the next person
 * at this browser must not reach it, nor an order it placed, through the cookie alone.
 */
export function clearCartCookie(context: CookieContext, tenant: string): void {
  context.cookies.delete(shopperCookies(tenant).cartId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(context),
  });
}
