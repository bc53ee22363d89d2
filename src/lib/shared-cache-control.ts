/** How long a page may be kept: in memory and by a shared cache (`maxAge`), then served stale while revalidated (`swr`). */
export interface SharedCachePolicy {
  maxAge?: number | undefined;
  swr?: number | undefined;
}

/**
 * The Cache-Control of a page any shopper of its zone may be given (README "Route cache"): a CDN
 * keeps it `s-maxage` seconds, keyed on the whole Cookie header by `Vary`, so it can never hand one
 * zone's prices to another; browsers revalidate every time (max-age=0) and get 304 while the page
 * is the same. Undefined when the policy keeps nothing.
 */
export function sharedCacheControl(policy: SharedCachePolicy): string | undefined {
  if (!policy.maxAge || policy.maxAge <= 0) return undefined;
  const stale = policy.swr && policy.swr > 0 ? `, stale-while-revalidate=${policy.swr}` : '';
  return `public, max-age=0, s-maxage=${policy.maxAge}${stale}`;
}
