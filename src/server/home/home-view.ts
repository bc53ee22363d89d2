import type { HomeData, HomeRail, HomeTile } from '../../lib/content/home-schema';
import { categoryUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import {
  collectionProducts,
  noUnknownNames,
  productsOfSkus,
  type UnknownNames,
  unknownFacets,
} from '../content/catalogue-names';
import type { DatabaseHandle } from '../db';
import type { SearchIndex } from '../search/build-index';
import { firstCards, type ProductCard } from '../search/cards';
import { zoneForCall } from '../search/listing';
import { searchIndex } from '../search/registry';
import { searchProducts } from '../search/search';
import type { SearchZone } from '../search/types';

/** A category tile: its words, its page and a picture (the editor's, else its best seller's). */
export interface HomeTileView {
  categoryId: string;
  label: string;
  url: string;
  image: string | null;
}

export interface HomeRailView {
  title: string;
  link?: { href: string; text: string } | undefined;
  products: ProductCard[];
}

/** What the home page shows below its hero, for one zone: nothing personal, so cached per zone. */
export interface HomeView {
  zoneLabel: string;
  tiles: HomeTileView[];
  rails: HomeRailView[];
  /** What the home file names that the catalogue lacks: left out, and logged by the page. */
  unknown: UnknownNames;
}

async function topDepartments(handle: DatabaseHandle, tenant: string, count: number): Promise<HomeTile[]> {
  const rows = await handle.db
    .selectFrom('categories')
    .select(['id'])
    .where('tenant', '=', tenant)
    .where('parent_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => ({ category: row.id }));
}

/** The picture of the category's best seller in the zone, one not already on another tile. */
function bestSellerPicture(index: SearchIndex, categoryId: string, zone: SearchZone, taken: Set<string>) {
  const { hits } = searchProducts(index, {
    categoryId,
    facets: {},
    sortBy: 'best-selling',
    page: 1,
    pageSize: 6,
    zone,
  });
  for (const hit of hits) {
    const image = index.docById(hit.id)?.image;
    if (image && !taken.has(image)) return image;
  }
  return null;
}

async function tilesOf(
  handle: DatabaseHandle,
  index: SearchIndex,
  tenant: Tenant,
  categories: HomeData['categories'],
  zone: SearchZone,
  unknown: UnknownNames,
): Promise<HomeTileView[]> {
  const items = categories.items ?? (await topDepartments(handle, tenant.tenant, categories.top));
  const taken = new Set<string>();
  return items.flatMap((item) => {
    const name = index.categoryNames.get(item.category);
    if (name === undefined) {
      unknown.categories.push(item.category);
      return [];
    }
    const image = item.image ?? bestSellerPicture(index, item.category, zone, taken);
    if (image) taken.add(image);
    const label = item.label ?? name;
    return [{ categoryId: item.category, label, url: categoryUrl(tenant, { categoryId: item.category, name }), image }];
  });
}

async function railProductIds(
  handle: DatabaseHandle,
  index: SearchIndex,
  tenant: Tenant,
  rail: HomeRail,
  zone: SearchZone,
  unknown: UnknownNames,
): Promise<string[]> {
  if (rail.skus) {
    const found = await productsOfSkus(handle, tenant.tenant, rail.skus);
    unknown.skus.push(...found.unknown);
    return found.productIds;
  }
  const query = rail.query ?? { facets: {}, sort: 'best-selling' as const };
  const facets = unknownFacets(index, query.facets);
  // an ignored filter would fill the rail with products the editor did not choose: none instead
  if (facets.length > 0) {
    unknown.facets.push(...facets);
    return [];
  }
  let productIds: string[] | undefined;
  if (rail.collection !== undefined) {
    productIds = await collectionProducts(handle, tenant.tenant, rail.collection);
    if (productIds === undefined) {
      unknown.collections.push(rail.collection);
      return [];
    }
  }
  const { hits } = searchProducts(index, {
    ...(query.term !== undefined ? { term: query.term } : {}),
    ...(productIds !== undefined ? { productIds } : {}),
    facets: query.facets,
    sortBy: query.sort,
    page: 1,
    // more than shown: products without a price in the zone, not on sale, or on an earlier rail are left out
    pageSize: rail.limit * (rail.onSale ? 8 : 3),
    zone,
    noCorrection: true,
  });
  return hits.map((hit) => hit.id);
}

/**
 * The home's tiles and rails for the zone (its cookie, else the tenant's default), through the
 * listings' search index and card: the prices, price group and delivery options of a listing.
 * A product without a price in the zone is left out, and so is one an earlier rail shows (a
 * product appears once on the page), and a SKU, collection, category or facet the catalogue
 * lacks (named in `unknown`).
 */
export async function homeView(
  handle: DatabaseHandle,
  tenant: Tenant,
  home: HomeData,
  zoneCookie: string | undefined,
): Promise<HomeView> {
  const index = await searchIndex(handle, tenant.tenant);
  const { zone, searchZone } = await zoneForCall(handle, tenant, {}, zoneCookie);
  const shown = new Set<string>();
  const rails: HomeRailView[] = [];
  const unknown = noUnknownNames();
  for (const rail of home.rails) {
    const ids = await railProductIds(handle, index, tenant, rail, searchZone, unknown);
    const products = firstCards(
      index,
      ids.filter((id) => !shown.has(id)),
      {
        tenant,
        zone: searchZone,
        limit: rail.limit,
        keep: (card) => card.price !== null && (!rail.onSale || card.price.current < card.price.regular),
      },
    );
    for (const product of products) shown.add(product.id);
    const link = rail.link && rail.linkText ? { href: rail.link, text: rail.linkText } : undefined;
    if (products.length > 0) rails.push({ title: rail.title, link, products });
  }
  const tiles = await tilesOf(handle, index, tenant, home.categories, searchZone, unknown);
  return { zoneLabel: zone.label, tiles, rails, unknown };
}
