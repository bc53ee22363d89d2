import type { Translate } from '../../lib/messages';
import { sponsoredPlacement } from '../../lib/sponsored-slots';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import { categoryTree } from '../product/categories';
import { type AdView, sponsoredAds } from './ads';

/** The listing the ads are for: a search term or a category (as its URL writes it, lower-case). */
export type ListingAdsFor = { placement: 'search'; term: string } | { placement: 'category'; categoryId: string };

/**
 * Sponsored products for a search or category listing (docs/tracking-and-ads.md v1/vas/ads: bid × relevance,
 * only what the shopper's zone can buy). Never fails the page: any failure is logged and the
 * section is hidden (docs/tracking-and-ads.md "Section hidden"), which is an empty list here.
 */
export async function listingAds(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  listing: ListingAdsFor,
  zoneCookie: string | undefined,
): Promise<{ label: string; ads: AdView[] }> {
  try {
    const common = { limit: sponsoredPlacement.limit, zone: undefined, priceGroup: undefined, productId: undefined };
    if (listing.placement === 'search') {
      const term = listing.term.trim();
      if (term === '') return { label: '', ads: [] };
      const result = await sponsoredAds(
        handle,
        tenant,
        t,
        { ...common, placement: 'search', term, categoryId: undefined },
        zoneCookie,
      );
      return { label: result.label, ads: result.ads };
    }
    const category = (await categoryTree(handle, tenant.tenant)).byLowerId.get(listing.categoryId.toLowerCase());
    if (!category) return { label: '', ads: [] };
    const result = await sponsoredAds(
      handle,
      tenant,
      t,
      { ...common, placement: 'category', term: '', categoryId: category.id },
      zoneCookie,
    );
    return { label: result.label, ads: result.ads };
  } catch (error) {
    logLine('warn', 'sponsored products hidden', {
      tenant: tenant.tenant,
      placement: listing.placement,
      error: error instanceof Error ? error.message : String(error),
    });
    return { label: '', ads: [] };
  }
}
