/** A sponsored product of the catalogue: which ad promotes which product, and what it bids. */
export interface SponsoredProduct {
  adId: string;
  productId: string;
  campaign: string;
  /** What the advertiser pays per click, in the tenant's minor units. */
  bid: number;
}

export interface AdCandidate extends SponsoredProduct {
  /** How well the product fits the page, 0 (not at all) to 1. */
  relevance: number;
}

const adRank = (ad: AdCandidate) => ad.bid * ad.relevance;

/**
 * Ad rank (the usual bid × quality): an ad shows because it fits the page and pays, not only
 * because it pays. Ads that do not fit at all never show; one ad per product; ties go to the
 * higher bid, then the ad id, so the order is stable.
 */
export function rankAds(candidates: readonly AdCandidate[], limit: number): AdCandidate[] {
  const bestPerProduct = new Map<string, AdCandidate>();
  for (const ad of candidates) {
    if (!(ad.relevance > 0)) continue;
    const current = bestPerProduct.get(ad.productId);
    if (!current || compare(ad, current) < 0) bestPerProduct.set(ad.productId, ad);
  }
  return [...bestPerProduct.values()].sort(compare).slice(0, Math.max(0, limit));
}

function compare(a: AdCandidate, b: AdCandidate): number {
  return adRank(b) - adRank(a) || b.bid - a.bid || a.adId.localeCompare(b.adId);
}

/**
 * How close a product's category path is to the page's (both root first): 1 in the same leaf
 * category, halving for each level up to the shared ancestor, 0 in another department.
 */
export function categoryCloseness(product: readonly { id: string }[], page: readonly { id: string }[]): number {
  let shared = -1;
  while (shared + 1 < Math.min(product.length, page.length) && product[shared + 1]?.id === page[shared + 1]?.id)
    shared++;
  if (shared < 0) return 0;
  return 0.5 ** (page.length - 1 - shared);
}
