import { cacheTags, routeCache } from './route-cache';

/**
 * A catalogue change (a price, stock taken by an order or set by the stock feed) drops the cached
 * pages that show the products changed: their pages, and the listings, landing grids and
 * recommendations that carry their tags. Call it once the change is committed.
 */
export function dropProductPages(tenant: string, productIds: Iterable<string>): number {
  const store = routeCache();
  if (!store) return 0;
  return store.invalidate([...new Set(productIds)].map((id) => cacheTags.product(tenant, id)));
}
