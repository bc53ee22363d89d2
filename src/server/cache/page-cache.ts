import type { AstroGlobal } from 'astro';
import { cacheTags, pageCachePolicy } from './route-cache';

type PageContext = Pick<AstroGlobal, 'cache' | 'locals'>;

/**
 * Marks a page as the same for every shopper of its zone (its HTML depends on the tenant, the URL
 * and the zone only), so the route cache keeps it and a CDN may too (src/server/cache/provider.ts).
 * `productIds` are the products whose price or stock the page shows: a change to any drops it.
 */
export function cachePage(
  astro: PageContext,
  shows: { productIds?: readonly string[]; categoryIds?: readonly string[] } = {},
): void {
  const { tenant } = astro.locals.tenant;
  astro.cache.set({
    ...pageCachePolicy,
    tags: [
      cacheTags.tenant(tenant),
      ...(shows.productIds ?? []).map((id) => cacheTags.product(tenant, id)),
      ...(shows.categoryIds ?? []).map((id) => cacheTags.category(tenant, id)),
    ],
  });
}
