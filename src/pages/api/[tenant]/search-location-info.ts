import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { searchLocations } from '../../../server/location/location-search';
import { locationNameQuerySchema } from '../../../server/location/schemas';

/** Matches shown for a typed place name: what fits the picker's drop-down. */
const limit = 20;

/** docs/zones-and-price-groups.md search-location-info?locationName: regions, cities and colonies by name, best first. */
export const GET = endpoint({ query: locationNameQuerySchema }, async ({ tenant, query, headers }) => {
  const locations = await searchLocations(await database(), tenant, query.locationName, limit);
  headers.set('cache-control', 'public, max-age=300');
  return { locationName: query.locationName, locations };
});
