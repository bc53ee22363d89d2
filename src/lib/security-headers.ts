/**
 * The headers every answer carries, rendered or from the route cache (src/middleware.ts,
 * src/server/http/front-door.ts). The Content-Security-Policy here says what holds for every page
 * whatever it shows: no other site may frame it (clickjacking), a `<base>` cannot send its relative
 * links elsewhere, and no plugin content loads. Which scripts may run is not in it yet (README
 * "Reliability").
 */
export const securityHeaders: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['content-security-policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'"],
];

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
