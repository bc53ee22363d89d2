import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { zoneFacilityQuerySchema } from '../../../server/delivery/schemas';
import { zoneFacilities } from '../../../server/delivery/zone-facility';
import { namedOrCookieZone } from '../../../server/location/current-location';

/** docs/zones-and-price-groups.md zone-facility?variantId&zoneId: the facilities that can serve a SKU in a zone, with units. */
export const GET = endpoint({ query: zoneFacilityQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const zone = await namedOrCookieZone(handle, astro.locals.scope, query.zoneId, 'zoneId');
  headers.set('vary', 'cookie');
  return zoneFacilities(handle, tenant, astro.locals.t, query.variantId, zone);
});
