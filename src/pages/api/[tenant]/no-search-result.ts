import { zoneCookies } from '../../../lib/cookies';
import { endpoint } from '../../../server/api/endpoint';
import { noSearchResult } from '../../../server/content/no-results';
import { noResultsQuerySchema } from '../../../server/content/queries';
import { collectionSource } from '../../../server/content/store';
import { database } from '../../../server/db/runtime';

/** docs/search-and-listings.md fetch-no-search-result, docs/search-and-listings.md: message, tips, banner and suggestions for a search that found nothing. */
export const GET = endpoint({ query: noResultsQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  // Suggestions are priced for the shopper's zone: caches must key on the cookie.
  headers.set('cache-control', 'private, max-age=60');
  headers.set('vary', 'cookie');
  return noSearchResult({ source: collectionSource, handle }, tenant, astro.locals.t, query, {
    now: new Date(),
    zoneCookie: astro.cookies.get(zoneCookies(tenant.tenant).zone)?.value,
  });
});
