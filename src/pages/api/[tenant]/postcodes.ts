import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { postcodesQuerySchema } from '../../../server/location/schemas';
import { postcodeSuggestions } from '../../../server/location/zip-search';

/** docs/zones-and-price-groups.md postcodes?searchTerm: postal codes starting with what the shopper typed. */
export const GET = endpoint({ query: postcodesQuerySchema }, async ({ tenant, query, headers }) => {
  const postcodes = await postcodeSuggestions(await database(), tenant, query.searchTerm);
  headers.set('cache-control', 'public, max-age=300');
  return { searchTerm: query.searchTerm, postcodes };
});
