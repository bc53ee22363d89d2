/** How long a page may be kept: in memory and by a shared cache (`maxAge`), then served stale while revalidated (`swr`). */
export interface SharedCachePolicy {
  maxAge?: number | undefined;
  swr?: number | undefined;
}

/**
 * The Cache-Control of a page any shopper of its zone may be given (README "Behind a CDN"): a CDN
 * keeps it `s-maxage` seconds, keyed by `Vary` on the zone (src/lib/edge-cache.ts), so it can never
 * hand one zone's prices to another; browsers revalidate every time (max-age=0) and get 304 while
 * the page is the same. Undefined when the policy keeps nothing.
 */
export function sharedCacheControl(policy: SharedCachePolicy, edge: EdgePolicy = {}): string | undefined {
  if (!policy.maxAge || policy.maxAge <= 0) return undefined;
  const stale = policy.swr && policy.swr > 0 ? `, stale-while-revalidate=${policy.swr}` : '';
  const shared = edge.purged ? Math.max(policy.maxAge, purgedEdgeSeconds) : policy.maxAge;
  return `public, max-age=0, s-maxage=${shared}${stale}`;
}

export interface EdgePolicy {
  /** The storefront purges the edge by surrogate key on every catalogue change (CDN_PURGE). */
  purged?: boolean;
}

/**
 * How long an edge that is purged on every change keeps a page: a price or stock change reaches
 * it by purge at once, so only what follows the clock (a delivery promise past the day's cut-off,
 * store hours) may be this late.
 */
export const purgedEdgeSeconds = 300;
