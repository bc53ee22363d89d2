import type { APIContext, AstroCookieSetOptions } from 'astro';
import { cookieNames } from '../../lib/cookies';

/** What the cookie helpers need of a request. */
export type CookieContext = Pick<APIContext, 'cookies' | 'url' | 'request'>;

/**
 * `Secure` when the shopper reached us over https, directly or through a proxy that says so
 * (a spoofed header only makes the cookie stricter for whoever spoofed it).
 */
export function isHttps(context: Pick<CookieContext, 'url' | 'request'>): boolean {
  const forwarded = context.request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return context.url.protocol === 'https:' || forwarded === 'https';
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), whole site. */
export function sessionCookieOptions(context: CookieContext, expires: Date): AstroCookieSetOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(context), expires };
}

export function readSessionToken(context: CookieContext): string | undefined {
  const value = context.cookies.get(cookieNames.session)?.value;
  return value === undefined || value === '' ? undefined : value;
}

export function setSessionCookie(context: CookieContext, token: string, expires: Date): void {
  context.cookies.set(cookieNames.session, token, sessionCookieOptions(context, expires));
}

export function clearSessionCookie(context: CookieContext): void {
  context.cookies.delete(cookieNames.session, { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(context) });
}
