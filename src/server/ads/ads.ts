import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { notFound } from '../api/errors';
import type { DatabaseHandle } from '../db';
import type { SearchIndex } from '../search/build-index';
import { type ProductCard, productCard } from '../search/cards';
import { deliveryOptions } from '../search/facet-filters';
import { zoneForCall } from '../search/listing';
import { correctTerm, matchTerm } from '../search/match';
import { searchIndex } from '../search/registry';
import type { SearchDocument } from '../search/types';
import type { AdsQuery } from './query';
import { type AdCandidate, categoryCloseness, rankAds } from './rank';
import { sponsoredProducts } from './sponsored';

export interface AdView {
  adId: string;
  campaign: string;
  /** 1-based place among the ads of this answer, as the impression and click events report it. */
  position: number;
  product: ProductCard;
}

export interface AdsResult {
  placement: AdsQuery['placement'];
  /** What the page writes beside sponsored products, in the tenant's language. */
  label: string;
  ads: AdView[];
}

/** Relevance by document number: read from the index's columns, without making the product's object. */
type Relevance = (ordinal: number) => number;

/** Relevance to a search term: the search's own score, relative to the best match (0–1). */
function termRelevance(index: SearchIndex, term: string): Relevance {
  let match = matchTerm(index, term);
  if (match.docs.length === 0) {
    const corrected = correctTerm(index, term);
    if (corrected !== undefined) match = matchTerm(index, corrected);
  }
  const best = match.scores.reduce((max, score) => Math.max(max, score), 0);
  const scores = new Map<number, number>();
  match.docs.forEach((ordinal, i) => {
    scores.set(ordinal, best > 0 ? (match.scores[i] ?? 0) / best : 0);
  });
  return (ordinal) => scores.get(ordinal) ?? 0;
}

/** How a sponsored product fits the page the ads are for; unknown categories and products are 404. */
function relevanceFor(index: SearchIndex, query: AdsQuery): Relevance {
  switch (query.placement) {
    case 'search':
      return termRelevance(index, query.term);
    case 'category': {
      const inCategory = index.categoryDocs.get(query.categoryId ?? '');
      if (!inCategory) throw notFound('categoryId');
      const members = new Set(inCategory);
      return (ordinal) => (members.has(ordinal) ? 1 : 0);
    }
    case 'product': {
      const page = index.ordinalOf.get(query.productId ?? '');
      if (page === undefined) throw notFound('productId');
      const pageCategories = index.docs.categories(page);
      return (ordinal) => (ordinal === page ? 0 : categoryCloseness(index.docs.categories(ordinal), pageCategories));
    }
  }
}

/**
 * docs/tracking-and-ads.md GET v1/vas/ads: sponsored products for a listing or a product page, ranked by bid
 * and relevance, as product cards for the shopper's zone. Only products the shopper can buy
 * there (a price in the zone's group, a delivery option) are advertised.
 */
export async function sponsoredAds(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  query: AdsQuery,
  zoneCookie: string | undefined,
): Promise<AdsResult> {
  const index = await searchIndex(handle, tenant.tenant);
  const { searchZone } = await zoneForCall(handle, tenant, query, zoneCookie);
  const relevance = relevanceFor(index, query);
  const ordinals = new Map<string, number>();
  const candidates = (await sponsoredProducts(handle, tenant.tenant)).flatMap((ad) => {
    const ordinal = index.ordinalOf.get(ad.productId);
    if (ordinal === undefined) return [];
    ordinals.set(ad.adId, ordinal);
    return [{ ...ad, relevance: relevance(ordinal) }];
  });
  // Whether the shopper can buy a product (a price in the zone's group, a delivery option) is a
  // property of the product, so every ad of it is in or out together: ranking first and then
  // skipping the products the zone cannot buy shows the same ads as filtering first, and makes the
  // product's object (prices, stock, the card) only for the few ads that may show, not for all
  // of the tenant's campaigns on every page.
  const shown: { ad: AdCandidate; doc: SearchDocument }[] = [];
  for (const ad of rankAds(candidates, Number.POSITIVE_INFINITY)) {
    if (shown.length >= query.limit) break;
    const doc = index.doc(ordinals.get(ad.adId));
    if (!doc || doc.prices[searchZone.priceGroupId] === undefined || deliveryOptions(doc, searchZone).length === 0)
      continue;
    shown.push({ ad, doc });
  }
  return {
    placement: query.placement,
    label: t('content.ads.sponsored'),
    ads: shown.map(({ ad, doc }, i) => ({
      adId: ad.adId,
      campaign: ad.campaign,
      position: i + 1,
      product: productCard(doc, tenant, searchZone),
    })),
  };
}
