import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { locationView } from '../../../server/location/location-view';
import { zipQuerySchema } from '../../../server/location/schemas';
import { locateZip } from '../../../server/location/zip-lookup';

/** docs/zones-and-price-groups.md location by zip code (br CEP, mx CP): the zones of a postal code and their colonies. */
export const GET = endpoint({ query: zipQuerySchema }, async ({ tenant, query }) => {
  const handle = await database();
  const located = await locateZip(handle, tenant, query.zipCode);
  const zones = await Promise.all(
    located.zones.map(async ({ zone, colonies }) => ({ ...(await locationView(handle, tenant, zone)), colonies })),
  );
  return {
    zipCode: located.zipCode,
    zones,
    colonies: zones.flatMap((zone) => zone.colonies.map((name) => ({ name, zoneId: zone.zoneId }))),
  };
});
