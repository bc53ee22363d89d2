import type { LandingBlock, ProductsBlock } from '../../lib/content/landing-schema';
import { brandFacet } from '../../lib/search-facets';
import { slugFor } from '../../lib/slug';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import type { SearchIndex } from '../search/build-index';
import { type ProductCard, productCard } from '../search/cards';
import { zoneForCall } from '../search/listing';
import { searchIndex } from '../search/registry';
import { search } from '../search/search';
import type { SearchDocument, SearchZone } from '../search/types';

/** The grids of a landing page, by block position, priced and stocked for the shopper's zone. */
export interface LandingGrids {
  zoneLabel: string;
  grids: Map<number, ProductCard[]>;
  /** The catalogue's category names, for the category tiles. */
  categoryNames: ReadonlyMap<string, string>;
}

async function productIdsOfSkus(handle: DatabaseHandle, tenant: string, skus: readonly string[]): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('skus')
    .select(['id', 'product_id'])
    .where('tenant', '=', tenant)
    .where('id', 'in', skus)
    .execute();
  const productOf = new Map(rows.map((row) => [row.id, row.product_id]));
  // the editor's order; a SKU the database lacks (seeded otherwise than the build checked) is left out
  return skus.flatMap((sku) => productOf.get(sku) ?? []);
}

async function collectionProductIds(handle: DatabaseHandle, tenant: string, id: string): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('collection_products')
    .select('product_id')
    .where('tenant', '=', tenant)
    .where('collection_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.product_id);
}

async function gridProductIds(
  handle: DatabaseHandle,
  index: SearchIndex,
  tenant: Tenant,
  block: ProductsBlock,
  zone: SearchZone,
): Promise<string[]> {
  if (block.skus) return productIdsOfSkus(handle, tenant.tenant, block.skus);
  if (block.collection) return collectionProductIds(handle, tenant.tenant, block.collection);
  const query = block.query ?? { facets: {}, sort: 'best-selling' as const };
  // the brand facet filters by slug (as in a listing URL); editors may write the brand's name
  const brands = query.facets[brandFacet]?.map((name) => slugFor(tenant.lang, name));
  const response = search(index, {
    ...(query.term !== undefined ? { term: query.term } : {}),
    facets: brands ? { ...query.facets, [brandFacet]: brands } : query.facets,
    sortBy: query.sort,
    page: 1,
    // a few more than shown: products without a price in the zone are left out below
    pageSize: block.limit * 2,
    zone,
    noCorrection: true,
  });
  return response.hits.map((hit) => hit.id);
}

/**
 * Cards of every product grid of a landing page for the zone (the zone cookie, else the tenant's
 * default), through the listings' search index and card: the same prices and delivery options as
 * a listing. A product without a price in the zone cannot be bought there and is left out.
 */
export async function landingGrids(
  handle: DatabaseHandle,
  tenant: Tenant,
  blocks: readonly LandingBlock[],
  zoneCookie: string | undefined,
): Promise<LandingGrids> {
  const index = await searchIndex(handle, tenant.tenant);
  const { zone, searchZone } = await zoneForCall(handle, tenant, {}, zoneCookie);
  const grids = new Map<number, ProductCard[]>();
  for (const [position, block] of blocks.entries()) {
    if (block.type !== 'products') continue;
    const ids = [...new Set(await gridProductIds(handle, index, tenant, block, searchZone))];
    const cards = ids
      .map((id) => index.docById(id))
      .filter((doc): doc is SearchDocument => doc !== undefined)
      .map((doc) => productCard(doc, tenant, searchZone))
      .filter((card) => card.price !== null);
    grids.set(position, cards.slice(0, block.limit));
  }
  return { zoneLabel: zone.label, grids, categoryNames: index.categoryNames };
}
