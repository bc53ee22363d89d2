import { endpoint } from '../api/endpoint';
import { database } from '../db/runtime';
import { type ListingScope, runListing } from './listing';
import { listingQuerySchema } from './listing-query';

/** The GET handler of a listing call (search, category, collection, brand). */
export function listingEndpoint(
  scope: ListingScope,
  pick: (result: Awaited<ReturnType<typeof runListing>>) => unknown = (r) => r,
) {
  return endpoint({ query: listingQuerySchema }, async ({ query, astro, headers }) => {
    const handle = await database();
    const result = await runListing(handle, astro.locals.scope, astro.locals.t, scope, query);
    // Results depend on the zone cookie: shared caches must key on it, browsers may keep them briefly.
    headers.set('cache-control', 'private, max-age=60');
    headers.set('vary', 'cookie');
    return pick(result);
  });
}
