import { zoneCookies } from '../../../../../lib/cookies';
import { sponsoredAds } from '../../../../../server/ads/ads';
import { adsQuerySchema } from '../../../../../server/ads/query';
import { endpoint } from '../../../../../server/api/endpoint';
import { database } from '../../../../../server/db/runtime';

/** docs/tracking-and-ads.md ads: sponsored products for a search, a category or a product page. */
export const GET = endpoint({ query: adsQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  headers.set('cache-control', 'private, max-age=60');
  headers.set('vary', 'cookie');
  return sponsoredAds(handle, tenant, astro.locals.t, query, astro.cookies.get(zoneCookies(tenant.tenant).zone)?.value);
});
