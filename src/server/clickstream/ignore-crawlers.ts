import type { APIRoute } from 'astro';
import { isCrawler } from '../../lib/crawler';

/**
 * docs/tracking-and-ads.md: crawlers are detected by user agent. Tracking calls from them are answered 204 and
 * dropped before anything is read: a crawler's page views are not shoppers' events.
 */
export function ignoreCrawlers(route: APIRoute): APIRoute {
  return (context) => {
    if (isCrawler(context.request.headers.get('user-agent'))) {
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    }
    return route(context);
  };
}
