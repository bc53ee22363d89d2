import { listingEndpoint } from '../../../server/search/listing-endpoint';

/** docs/search-and-listings.md: GET /facets: the facets of a search or listing, without its products. */
export const GET = listingEndpoint('search', ({ total, facets, zone }) => ({ total, facets, zone }));
