import { isCrawler } from '../../lib/crawler';

/**
 * docs/seo-and-urls.md: a search-engine crawler, told by its user agent. Pages render the same content for
 * it but leave out sponsored products and ad beacons and every tracking tag (GTM, click
 * stream), so a crawl never counts as an impression, a click or a visit:
 *
 *   const crawler = isCrawlerRequest(Astro.request);
 *   {!crawler && <SponsoredProducts … />}
 */
export function isCrawlerRequest(request: Pick<Request, 'headers'>): boolean {
  return isCrawler(request.headers.get('user-agent'));
}
