import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { namedOrCookieZone } from '../../../server/location/current-location';
import { selectedLocations } from '../../../server/location/picker';
import { selectedLocationsQuerySchema } from '../../../server/location/schemas';

/** docs/zones-and-price-groups.md get-selected-locations?zone: the chosen zone and the manual picker's regions and cities. */
export const GET = endpoint({ query: selectedLocationsQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const zone = await namedOrCookieZone(handle, astro.locals.scope, query.zone, 'zone');
  headers.set('vary', 'cookie');
  return selectedLocations(handle, tenant, astro.locals.t, zone, zone.isFallback);
});
