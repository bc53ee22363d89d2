import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { chooseZone } from '../../../server/location/choose-zone';
import { writeLocationCookies } from '../../../server/location/location-cookies';
import { locationView } from '../../../server/location/location-view';
import { saveLocationBodySchema } from '../../../server/location/schemas';

/**
 * docs/zones-and-price-groups.md save-location-info: sets the zone from a zone id, a postal code (br, mx) or the
 * shopper's coordinates, and writes the zone, region-label and price-group cookies (docs/zones-and-price-groups.md).
 */
export const POST = endpoint({ body: saveLocationBodySchema, maxBodyBytes: 2048 }, async ({ tenant, body, astro }) => {
  const handle = await database();
  const chosen = await chooseZone(handle, tenant, body);
  writeLocationCookies(astro, tenant, chosen.zone);
  const { zone, ...how } = chosen;
  const view = await locationView(handle, tenant, zone);
  return { ...view, ...how, message: astro.locals.t('location.saved', { label: view.label }) };
});
