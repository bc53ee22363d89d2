import type { Translate } from '../../lib/messages';
import { slugFor } from '../../lib/slug';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes, invalid, notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { storesOf } from '../location/stores';
import { namedOrShopperZone } from '../location/zone-precedence';
import { type ShopperZone, zonesOf } from '../location/zones';
import type { RequestScope } from '../request/request-scope';
import { type ProductCard, productCard } from './cards';
import { searchEngine } from './engine';
import { type LabelledFacet, labelFacets } from './facet-labels';
import type { ListingQuery } from './listing-query';
import type { SearchRequest, SearchZone } from './types';

export type ListingScope = 'search' | 'category' | 'collection' | 'brand';

export interface ListingResult {
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** spec: DYM, the corrected term when the shopper's found nothing. */
  didYouMean?: string;
  term?: string;
  zone: { id: string; label: string; priceGroup: string; isFallback: boolean };
  products: ProductCard[];
  facets: LabelledFacet[];
}

/**
 * The zone a call is for (location/zone-precedence.ts: the `zone` parameter, else the zone cookie,
 * else the tenant's default; an unknown `zone` is a 400), and the price group it is priced in: the
 * `priceGroup` parameter when it is one of the tenant's, else the zone's.
 */
export async function zoneForCall(
  handle: DatabaseHandle,
  tenant: Tenant,
  query: { zone?: string | undefined; priceGroup?: string | undefined },
  cookie: string | undefined,
): Promise<{ zone: ShopperZone; searchZone: SearchZone }> {
  const zone = await namedOrShopperZone(handle, tenant, query.zone, cookie, () =>
    invalid('zone', 'validation.invalid'),
  );
  let priceGroupId = zone.priceGroupId;
  if (query.priceGroup !== undefined) {
    const zones = await zonesOf(handle, tenant.tenant);
    if (![...zones.values()].some((z) => z.priceGroupId === query.priceGroup))
      throw invalid('priceGroup', 'validation.invalid');
    priceGroupId = query.priceGroup;
  }
  return { zone, searchZone: { priceGroupId, storeIds: zone.storeIds, homeDelivery: zone.served } };
}

async function collectionProducts(handle: DatabaseHandle, tenant: string, id: string): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('collection_products')
    .select('product_id')
    .where('tenant', '=', tenant)
    .where('collection_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.product_id);
}

/** One search, category, brand or collection listing (docs/search-and-listings.md), for the shopper's zone. */
export async function runListing(
  handle: DatabaseHandle,
  shopper: RequestScope,
  t: Translate,
  scope: ListingScope,
  query: ListingQuery,
): Promise<ListingResult> {
  const { tenant } = shopper;
  const engine = await searchEngine(handle, tenant.tenant);
  const { zone, searchZone } = await zoneForCall(handle, tenant, query, shopper.zoneCookie);
  const brand = query.brand === undefined ? undefined : slugFor(tenant.lang, query.brand);
  const request = {
    facets: query.facets,
    sortBy: query.sortBy,
    page: query.page,
    pageSize: query.pageSize,
    zone: searchZone,
    noCorrection: query.didYouMean,
  };
  let scoped: SearchRequest;
  switch (scope) {
    case 'search':
      if (query.term === '' && query.brand === undefined) {
        throw new ApiError(400, { code: apiErrorCodes.validation, key: 'search.termRequired', field: 'Ntt' });
      }
      scoped = { ...request, term: query.term, ...(brand !== undefined ? { brand } : {}) };
      break;
    case 'brand':
      if (brand === undefined || !engine.brands.has(brand)) throw notFound('brandQuery');
      scoped = { ...request, brand };
      break;
    case 'category':
      if (query.categoryId === undefined || !engine.categoryNames.has(query.categoryId)) throw notFound('categoryId');
      scoped = { ...request, categoryId: query.categoryId };
      break;
    case 'collection': {
      const ids =
        query.collectionId === undefined ? [] : await collectionProducts(handle, tenant.tenant, query.collectionId);
      if (ids.length === 0) throw notFound('collectionPageId');
      scoped = { ...request, productIds: ids };
      break;
    }
  }
  const response = await engine.search(scoped);
  const stores = await storesOf(handle, tenant.tenant);
  const storeNames = new Map([...stores.values()].map((store) => [store.id, store.name]));
  return {
    total: response.total,
    page: response.page,
    pageSize: response.pageSize,
    pages: response.pages,
    ...(response.didYouMean ? { didYouMean: response.didYouMean } : {}),
    ...(response.searchedTerm ? { term: response.searchedTerm } : {}),
    zone: { id: zone.id, label: zone.label, priceGroup: searchZone.priceGroupId, isFallback: zone.isFallback },
    products: response.documents.map((doc) => productCard(doc, tenant, searchZone)),
    facets: labelFacets(response.facets, tenant, t, storeNames),
  };
}
