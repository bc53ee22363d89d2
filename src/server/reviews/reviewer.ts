import { createHash, randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';

/**
 * The browser that writes a review (spec §8 duplicate review): a random token in a cookie,
 * kept a year. Only its hash is stored with the review, so the table cannot be used to
 * impersonate a browser. Clearing cookies gets around it; the email check and the rate
 * limit are the other two fences.
 */
export const reviewerCookie = 'reviewer';
const maxAgeSeconds = 365 * 24 * 60 * 60;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashReviewer(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The browser's reviewer token, issued (as a cookie on the response) when it has none or a malformed one. */
export function reviewerToken(cookies: AstroCookies, secure: boolean): string {
  const current = cookies.get(reviewerCookie)?.value;
  if (current !== undefined && tokenPattern.test(current)) return current;
  const token = randomBytes(32).toString('base64url');
  cookies.set(reviewerCookie, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
  return token;
}
