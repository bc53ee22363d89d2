import { listingEndpoint } from '../../../server/search/listing-endpoint';

/** spec §7: GET /facets: the facets of a search or listing, without its products. */
export const GET = listingEndpoint('search', ({ total, facets, zone }) => ({ total, facets, zone }));
