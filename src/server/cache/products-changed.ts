import type { DatabaseHandle } from '../db';
import { refreshSearchIndex } from '../search/registry';
import { dropProductPages } from './invalidate';

/**
 * After a committed change to some products' stock or rating (an order placed, a review written):
 * the search index follows it first, then the cached pages that show those products go, so a page
 * rendered again in between cannot be kept with what the index still had.
 */
export async function productsChanged(
  handle: DatabaseHandle,
  tenant: string,
  productIds: Iterable<string>,
): Promise<void> {
  const ids = [...new Set(productIds)];
  await refreshSearchIndex(handle, tenant, ids);
  dropProductPages(tenant, ids);
}
