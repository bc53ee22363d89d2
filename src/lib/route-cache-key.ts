import type { Tenant } from '../tenants/schema';
import { resolveZone } from './zone';

/**
 * What a cached page is keyed on (docs/rendering-and-caching.md): a page's HTML depends
 * on its tenant and URL, the shopper's zone and its price group, and whether a crawler asks (no
 * ads, no tag manager). Nothing else about the shopper is in it: islands fill that in.
 */

/**
 * Query parameters of campaigns and click ids: they never change a page, so they never split its entry.
 * The edges drop the same ones (deploy/varnish/andamio.vcl, deploy/nginx/andamio.conf).
 */
export const campaignParameter =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|yclid|_ga|_gl|mc_cid|mc_eid)$/i;

/** The URL as a page sees it: its path, and the query sorted without campaign parameters. */
export function normalisedPageUrl(url: URL): string {
  const query = [...url.searchParams]
    .filter(([name]) => !campaignParameter.test(name))
    .sort(([a, va], [b, vb]) => (a === b ? (va < vb ? -1 : va > vb ? 1 : 0) : a < b ? -1 : 1));
  const search = new URLSearchParams(query).toString();
  return `${url.pathname}${search === '' ? '' : `?${search}`}`;
}

/**
 * The zone part of the key: what the page's prices and stock follow. A missing or malformed cookie
 * reads as the tenant's fallback zone, as the page itself reads it, so they share one entry.
 */
export function zoneKey(cookie: string | undefined, tenant: Pick<Tenant, 'fallbackZone'>): string {
  const zone = resolveZone(cookie, tenant);
  return `${zone.priceGroup}/${zone.zoneId}`;
}

/** The page first, so every entry of one page (all zones, hosts, crawlers) shares a prefix. */
export function routeCacheKey(page: { url: URL; zone: string; crawler: boolean }): string {
  const who = page.crawler ? 'crawler' : 'shopper';
  return `${normalisedPageUrl(page.url)}\u0000${page.url.host}\u0000${page.zone}\u0000${who}`;
}

/**
 * Whether a rendered answer may be kept for others: a page (200, HTML, to GET) that asked to be
 * cached and set no cookie. Errors, redirects and anything personal never are.
 */
export function mayKeepPage(answer: {
  method: string;
  status: number;
  contentType: string | null;
  setsCookie: boolean;
  maxAgeSeconds: number | undefined;
}): boolean {
  return (
    answer.method === 'GET' &&
    answer.status === 200 &&
    (answer.contentType?.startsWith('text/html') ?? false) &&
    !answer.setsCookie &&
    (answer.maxAgeSeconds ?? 0) > 0
  );
}
