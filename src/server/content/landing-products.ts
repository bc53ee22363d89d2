import type { LandingBlock, ProductsBlock } from '../../lib/content/landing-schema';
import { brandFacet } from '../../lib/search-facets';
import { slugFor } from '../../lib/slug';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import type { SearchIndex } from '../search/build-index';
import { firstCards, type ProductCard } from '../search/cards';
import { zoneForCall } from '../search/listing';
import { searchIndex } from '../search/registry';
import { searchProducts } from '../search/search';
import type { SearchZone } from '../search/types';
import {
  brandNames,
  collectionProducts,
  noUnknownNames,
  productsOfSkus,
  type UnknownNames,
  unknownFacets,
} from './catalogue-names';

/** The grids of a landing page, by block position, priced and stocked for the shopper's zone. */
export interface LandingGrids {
  zoneLabel: string;
  grids: Map<number, ProductCard[]>;
  /** The catalogue's category names, for the category tiles. */
  categoryNames: ReadonlyMap<string, string>;
  /** The catalogue's brand names, for the brand strip: a brand it lacks gets no tile. */
  brandNames: ReadonlySet<string>;
  /** What the page names that the catalogue lacks: left out, logged, listed in the preview. */
  unknown: UnknownNames;
}

async function gridProductIds(
  handle: DatabaseHandle,
  index: SearchIndex,
  tenant: Tenant,
  block: ProductsBlock,
  zone: SearchZone,
  unknown: UnknownNames,
): Promise<string[]> {
  if (block.skus) {
    const found = await productsOfSkus(handle, tenant.tenant, block.skus);
    unknown.skus.push(...found.unknown);
    return found.productIds;
  }
  if (block.collection) {
    const products = await collectionProducts(handle, tenant.tenant, block.collection);
    if (products === undefined) unknown.collections.push(block.collection);
    return products ?? [];
  }
  const query = block.query ?? { facets: {}, sort: 'best-selling' as const };
  const facets = unknownFacets(index, query.facets);
  // an ignored filter would fill the grid with products the editor did not choose: none instead
  if (facets.length > 0) {
    unknown.facets.push(...facets);
    return [];
  }
  // the brand facet filters by slug (as in a listing URL); editors may write the brand's name
  const brands = query.facets[brandFacet]?.map((name) => slugFor(tenant.lang, name));
  const response = searchProducts(index, {
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
 * a listing. A product without a price in the zone cannot be bought there and is left out, and
 * so is a SKU, collection, category or brand the catalogue lacks (named in `unknown`).
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
  const unknown = noUnknownNames();
  const brands = brandNames(index);
  for (const [position, block] of blocks.entries()) {
    if (block.type === 'categories')
      unknown.categories.push(...block.items.map((item) => item.category).filter((id) => !index.categoryNames.has(id)));
    if (block.type === 'brands') unknown.brands.push(...block.items.filter((name) => !brands.has(name)));
    if (block.type !== 'products') continue;
    const ids = [...new Set(await gridProductIds(handle, index, tenant, block, searchZone, unknown))];
    grids.set(
      position,
      firstCards(index, ids, { tenant, zone: searchZone, limit: block.limit, keep: (card) => card.price !== null }),
    );
  }
  return { zoneLabel: zone.label, grids, categoryNames: index.categoryNames, brandNames: brands, unknown };
}
