/**
 * Cross-site request forgery guard: a request that changes something (any method but GET,
 * HEAD, OPTIONS) must come from our own pages. Browsers say where a request comes from with
 * `Origin` and `Sec-Fetch-Site`; a request with neither comes from a program, not from a
 * page a shopper was tricked into, and is let through (API clients, tests, curl).
 */
export interface RequestOrigin {
  method: string;
  /** The `Origin` header, if any. */
  origin: string | null;
  /** The `Sec-Fetch-Site` header, if any. */
  fetchSite: string | null;
  /** This server's origin as the request reached it (scheme://host[:port]). */
  ownOrigin: string;
  /**
   * The origin the shopper's browser used when a proxy in front (TLS, a CDN) says so with
   * X-Forwarded-Proto and X-Forwarded-Host: the page that posts is on that origin. A forged form on
   * another site cannot set these headers, so they widen nothing an attacker controls.
   */
  forwardedOrigin?: string | undefined;
}

/** `proto://host` from a proxy's X-Forwarded-Proto and X-Forwarded-Host (or Host), when both are plausible. */
export function forwardedOrigin(proto: string | null, host: string | null): string | undefined {
  const scheme = proto?.split(',')[0]?.trim().toLowerCase();
  const name = host?.split(',')[0]?.trim();
  if (
    (scheme !== 'http' && scheme !== 'https') ||
    !name ||
    !/^[\w.-]+(:\d{1,5})?$|^\[[\d:a-f]+\](:\d{1,5})?$/i.test(name)
  )
    return undefined;
  return `${scheme}://${name}`;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(request: RequestOrigin): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return false;
  if (request.fetchSite !== null && request.fetchSite.toLowerCase() === 'cross-site') return true;
  if (request.origin === null) return false;
  // "null" is what browsers send from sandboxed frames and some redirects: never ours.
  if (request.origin === 'null') return true;
  const origin = request.origin.toLowerCase();
  return origin !== request.ownOrigin.toLowerCase() && origin !== request.forwardedOrigin?.toLowerCase();
}
