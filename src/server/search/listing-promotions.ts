import type { GuidedData } from '../../lib/content/guided-schema';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { AdView } from '../ads/ads';
import { type ListingAdsFor, listingAds } from '../ads/listing-ads';
import { guidedBanner } from '../content/guided';
import type { DatabaseHandle } from '../db';
import type { ListingResult, ListingScope } from './listing';

/** What a listing page shows beside its results: sponsored products and the guided search banner. */
export interface ListingPromotions {
  ads: { label: string; ads: AdView[] };
  guided: GuidedData | undefined;
}

/** The listing the promotions are for, as its page reads it. */
export interface PromotedListing {
  scope: ListingScope;
  result: ListingResult;
  /** The term shown (search pages): the did-you-mean correction, else what the shopper typed. */
  term: string | undefined;
  /** The category as its URL writes it (category pages). */
  categoryId: string | undefined;
  crawler: boolean;
  zoneCookie: string | undefined;
}

/** Loaded with the listing by its page, neither ever failing it (listing-ads.ts, content/guided.ts). */
export async function listingPromotions(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  listing: PromotedListing,
): Promise<ListingPromotions> {
  const { scope, term, categoryId } = listing;
  // docs/search-and-listings.md: crawlers get no ads; brand and collection listings have no ads placement (v1/vas/ads)
  const adsFor: ListingAdsFor | undefined =
    listing.crawler || listing.result.products.length === 0
      ? undefined
      : scope === 'search' && term
        ? { placement: 'search', term }
        : scope === 'category' && categoryId
          ? { placement: 'category', categoryId }
          : undefined;
  const [ads, guided] = await Promise.all([
    adsFor ? listingAds(handle, tenant, t, adsFor, listing.zoneCookie) : { label: '', ads: [] },
    scope === 'search' || scope === 'category' ? guidedBanner(tenant.tenant, { term, categoryId }) : undefined,
  ]);
  return { ads, guided };
}
