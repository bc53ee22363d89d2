import { parseCookie } from 'cookie';
import { tenantCookieName } from './cookies';
import { isCrawler } from './crawler';

/**
 * What a shared cache in front of the storefront (Varnish, nginx, a CDN: README "Behind a CDN")
 * keys a page on. A page's HTML follows the shopper's zone cookie and whether a crawler asks,
 * nothing else about the shopper. An edge that turns those two into request headers lets one
 * copy serve every shopper of a zone: the page then varies on the headers. Without them the page
 * varies on the whole Cookie header and the User-Agent, which is safe and shares nothing.
 */
export const edgeZoneHeader = 'x-andamio-zone';
export const edgeCrawlerHeader = 'x-andamio-crawler';

export const sharedVary = `${edgeZoneHeader}, ${edgeCrawlerHeader}, accept-encoding`;
export const unsharedVary = 'cookie, user-agent, accept-encoding';

/** What every answer that did not say it may be shared carries: a shared cache never keeps it. */
export const privateCacheControl = 'private, no-store';

export interface EdgeRequest {
  tenant: string;
  header: (name: string) => string | null | undefined;
}

/**
 * The Vary of a shareable page for this request: the edge's headers when the edge sent both and
 * they say what the request's own cookie and user agent say (an edge that derived them otherwise,
 * or a client that forged them, gets the safe Vary instead).
 */
export function pageVary(request: EdgeRequest): string {
  const zone = request.header(edgeZoneHeader);
  const crawler = request.header(edgeCrawlerHeader);
  if (zone == null || crawler == null) return unsharedVary;
  // read as Astro's cookies read it (the same package), so the edge's header is compared with what the page sees
  const cookie = parseCookie(request.header('cookie') ?? '')[tenantCookieName('zone', request.tenant)] ?? '';
  const isBot = isCrawler(request.header('user-agent')) ? 'yes' : 'no';
  return zone === cookie && crawler === isBot ? sharedVary : unsharedVary;
}

/**
 * A page's surrogate keys (its route-cache tags: tenant, products, categories) as each edge reads
 * them: vmod xkey and Fastly space-separated, Cloudflare comma-separated. A purge by key drops
 * exactly the pages the route cache drops.
 */
export function surrogateKeyHeaders(tags: readonly string[]): [string, string][] {
  if (tags.length === 0) return [];
  const spaced = tags.join(' ');
  return [
    ['xkey', spaced],
    ['surrogate-key', spaced],
    ['cache-tag', tags.join(',')],
  ];
}
