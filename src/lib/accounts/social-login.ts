import { z } from 'astro/zod';

/**
 * The parts of an OpenID Connect ID token the storefront reads (docs/accounts-and-lists.md: scope public_profile and
 * email, which OpenID Connect names `profile` and `email`). The provider vouches for `sub`; the
 * email is only trusted to join an existing account when the provider says it verified it.
 */
export const socialClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().email().max(254).optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  name: z.string().trim().max(120).optional().catch(undefined),
  given_name: z.string().trim().max(60).optional().catch(undefined),
  family_name: z.string().trim().max(60).optional().catch(undefined),
});
export type SocialClaims = z.infer<typeof socialClaimsSchema>;

/** First and last name for the account: the given and family names, else the full name split at its first space. */
export function namesFromClaims(claims: Pick<SocialClaims, 'name' | 'given_name' | 'family_name'>): {
  firstName: string;
  lastName: string;
} {
  if (claims.given_name || claims.family_name) {
    return { firstName: claims.given_name ?? '', lastName: claims.family_name ?? '' };
  }
  const name = (claims.name ?? '').replace(/\s+/g, ' ').trim();
  const space = name.indexOf(' ');
  return space < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/**
 * Where to send the shopper after signing in: a path of this tenant's site, never another site
 * (an open redirect would make the login page a phishing relay). Anything else is the account page.
 */
export function safeReturnPath(tenant: string, wanted: string | null | undefined): string {
  const fallback = `/${tenant}/account/`;
  if (!wanted || wanted.length > 500) return fallback;
  if (!wanted.startsWith(`/${tenant}/`) || /[\\\s]|\/\//.test(wanted)) return fallback;
  return wanted;
}

/** Loopback hosts, where a provider may answer over plain http (a provider run by the tests or a developer). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
