import { createHash, randomBytes } from 'node:crypto';
import type { APIContext, AstroCookies } from 'astro';
import { shopperCookies } from '../../lib/cookies';
import { isHttps } from '../http/secure-cookies';

/**
 * The browser that writes a review (docs/reviews.md duplicate review): a random token in a cookie,
 * kept a year. Only its hash is stored with the review, so the table cannot be used to
 * impersonate a browser. Clearing cookies gets around it; the email check and the rate
 * limit are the other two fences.
 */
const maxAgeSeconds = 365 * 24 * 60 * 60;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashReviewer(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash of the browser's reviewer cookie, if it has a well-formed one; none is issued. */
export function currentReviewer(cookies: AstroCookies, tenant: string): string | undefined {
  const current = cookies.get(shopperCookies(tenant).reviewer)?.value;
  return current !== undefined && tokenPattern.test(current) ? hashReviewer(current) : undefined;
}

/**
 * The browser's reviewer token, issued (as a cookie on the response, Secure over HTTPS) when it has
 * none or a malformed one.
 */
export function reviewerToken(astro: Pick<APIContext, 'cookies' | 'url' | 'request'>, tenant: string): string {
  const name = shopperCookies(tenant).reviewer;
  const current = astro.cookies.get(name)?.value;
  if (current !== undefined && tokenPattern.test(current)) return current;
  const token = randomBytes(32).toString('base64url');
  const secure = isHttps(astro);
  astro.cookies.set(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
  return token;
}
