import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { locationView } from '../../../server/location/location-view';
import { noQuerySchema } from '../../../server/location/schemas';

/** docs/zones-and-price-groups.md get-location-info: the shopper's zone from the zone cookie, or the tenant's fallback. */
export const GET = endpoint({ query: noQuerySchema }, async ({ tenant, astro, headers }) => {
  const handle = await database();
  const zone = astro.locals.scope.zone;
  headers.set('vary', 'cookie');
  return locationView(handle, tenant, zone, zone.isFallback);
});
