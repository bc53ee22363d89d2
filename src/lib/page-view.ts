import { clickStreamLimits } from './click-stream';
import { skuPattern } from './validation/product';

/**
 * The click-stream event a page view sends (docs/tracking-and-ads.md: search and category listings with the
 * products shown as impressions). The browser adds the visitor and, for a search, the query id
 * (src/stores/tracker.ts): a new search term starts a new query, paging, filtering and sorting
 * the same search keep it.
 */
export interface PageView {
  action: 'search' | 'category';
  /** Product ids shown, in order (at most the collector's 100 per event). */
  impressions: string[];
  /** The searched term (search pages only). */
  term?: string;
}

/** The page view of a listing: searches are "search" events, every other listing a "category" event. */
export function listingPageView(scope: string, productIds: readonly string[], term?: string): PageView {
  const impressions = productIds.filter((id) => skuPattern.test(id)).slice(0, clickStreamLimits.impressionsPerEvent);
  if (scope !== 'search') return { action: 'category', impressions };
  return term ? { action: 'search', impressions, term } : { action: 'search', impressions };
}

/**
 * What an add-to-cart event carries as its price (docs/tracking-and-ads.md "price"), in minor units, for each SKU
 * a page's add-to-cart forms add: the current price of the page's zone. A SKU without a price is
 * left out, and its add is not tracked (docs/tracking-and-ads.md).
 */
export function trackedPrices(
  entries: readonly { skuId: string; price: number | null | undefined }[],
): Record<string, number> {
  return Object.fromEntries(
    entries.flatMap(({ skuId, price }) =>
      typeof price === 'number' && Number.isSafeInteger(price) && price >= clickStreamLimits.price.min
        ? [[skuId, price]]
        : [],
    ),
  );
}

/** A Google Tag Manager container id as tenants configure it (docs/tracking-and-ads.md gtmCode). */
const gtmIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tenant's GTM container: Google's standard snippet (the script that loads gtm.js, and the
 * <noscript> iframe for shoppers without JavaScript), or undefined for an id that is not one.
 * Pages emit it only when GTM_ENABLED=true (a real deployment): it loads Google's servers, which
 * tests and local runs must not call.
 */
export function gtmSnippet(containerId: string): { script: string; noscriptSrc: string } | undefined {
  if (!gtmIdPattern.test(containerId)) return undefined;
  const id = JSON.stringify(containerId);
  return {
    script: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});`,
    noscriptSrc: `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(containerId)}`,
  };
}
