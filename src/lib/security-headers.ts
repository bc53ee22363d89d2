/**
 * The headers every answer carries, rendered or from the route cache (src/middleware.ts,
 * src/server/http/front-door.ts), with the Content-Security-Policy of this build
 * (src/lib/content-security-policy.ts, put together in src/server/http/security-headers.ts).
 */
export function securityHeadersWith(contentSecurityPolicy: string): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['content-security-policy', contentSecurityPolicy],
  ];
}

/** HSTS: a browser that reached the site over HTTPS keeps to it for a year, subdomains included. */
export const strictTransport: [string, string] = ['strict-transport-security', 'max-age=31536000; includeSubDomains'];

/**
 * Whether a request came over HTTPS: its own scheme, or the first `X-Forwarded-Proto` of the proxy
 * that ended TLS. A browser honours HSTS only over HTTPS, so a forged header gains nothing.
 */
export function cameOverHttps(scheme: string | undefined, forwardedProto: string | null | undefined): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return (forwarded ?? scheme?.replace(/:$/, '').toLowerCase()) === 'https';
}
