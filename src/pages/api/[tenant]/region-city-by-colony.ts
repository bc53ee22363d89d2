import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { colonyQuerySchema } from '../../../server/location/schemas';
import { zonesByColony } from '../../../server/location/zip-search';

/** docs/zones-and-price-groups.md region-city-by-colony?colonyName: the zone, region and city of a colonia or bairro. */
export const GET = endpoint({ query: colonyQuerySchema }, async ({ tenant, query }) => {
  const matches = await zonesByColony(await database(), tenant, query.colonyName);
  return { colonyName: query.colonyName, matches };
});
