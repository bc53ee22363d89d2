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
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(request: RequestOrigin): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return false;
  if (request.fetchSite !== null && request.fetchSite.toLowerCase() === 'cross-site') return true;
  if (request.origin === null) return false;
  // "null" is what browsers send from sandboxed frames and some redirects: never ours.
  return request.origin === 'null' || request.origin.toLowerCase() !== request.ownOrigin.toLowerCase();
}
