import { clickStreamLimits } from './click-stream';
import { skuPattern } from './validation/product';

/**
 * The click-stream event a page view sends (spec §7: search and category listings with the
 * products shown as impressions; a search starts a query whose id the browser draws).
 */
export interface PageView {
  action: 'search' | 'category';
  /** Product ids shown, in order (at most the collector's 100 per event). */
  impressions: string[];
}

/** The page view of a listing: searches are "search" events, every other listing a "category" event. */
export function listingPageView(scope: string, productIds: readonly string[]): PageView {
  return {
    action: scope === 'search' ? 'search' : 'category',
    impressions: productIds.filter((id) => skuPattern.test(id)).slice(0, clickStreamLimits.impressionsPerEvent),
  };
}

/**
 * The browser's half: reads the page view written beside it (a JSON script element with id
 * "page-view"), adds the visitor id (kept in localStorage) and, for a search, a new query id that
 * follows the shopper to the product click and the add to cart (sessionStorage "queryId"), and
 * posts it to the collector without holding the page (fetch keepalive). Failures are ignored.
 */
export const pageViewScript = `try {
  const data = JSON.parse(document.getElementById('page-view').textContent);
  const hex = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const uuid = () => {
    const h = hex();
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-4' + h.slice(13, 16) + '-a' + h.slice(17, 20) + '-' + h.slice(20, 32);
  };
  let visitor = localStorage.getItem('visitorId');
  if (!visitor || !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(visitor)) {
    visitor = uuid();
    localStorage.setItem('visitorId', visitor);
  }
  const event = { action: data.view.action, application_id: 'web', visitor_id: visitor, page_url: location.pathname + location.search };
  if (data.view.action === 'search') {
    event.query_id = hex();
    sessionStorage.setItem('queryId', event.query_id);
  }
  if (data.view.impressions.length > 0) event.impressions = data.view.impressions;
  fetch(data.url, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events: [event] }) }).catch(() => {});
} catch {}`;

/** A Google Tag Manager container id as tenants configure it (spec §1 gtmCode). */
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
