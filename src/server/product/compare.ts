import type { Tenant } from '../../tenants/schema';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { type ProductCard, productCard } from '../search/cards';
import type { SearchZone } from '../search/types';
import { requireProduct } from './description';
import { indexedProduct } from './details';

export interface ComparedProduct {
  card: ProductCard;
  /** The data sheet (name, value), the rows the compare page sets side by side. */
  attributes: { name: string; value: string }[];
}

/**
 * The products of a compare page, priced for the shopper's zone, in the order asked. Ids that
 * name no product of this tenant are answered apart, so the page can say so (docs/accounts-and-lists.md compare add error).
 */
export async function comparedProducts(
  handle: DatabaseHandle,
  tenant: Tenant,
  ids: readonly string[],
  zone: SearchZone,
): Promise<{ products: ComparedProduct[]; unknown: string[] }> {
  const found = await Promise.all(
    ids.map(async (id) => {
      try {
        const [doc, product] = await Promise.all([
          indexedProduct(handle, tenant.tenant, id),
          requireProduct(handle, tenant.tenant, id),
        ]);
        return { id, compared: { card: productCard(doc, tenant, zone), attributes: product.dataSheet } };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { id, compared: undefined };
        throw error;
      }
    }),
  );
  return {
    products: found.flatMap((item) => (item.compared ? [item.compared] : [])),
    unknown: found.filter((item) => !item.compared).map((item) => item.id),
  };
}
