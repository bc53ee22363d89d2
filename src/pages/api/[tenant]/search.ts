import { listingEndpoint } from '../../../server/search/listing-endpoint';

/** docs/search-and-listings.md: GET search (Ntt or sTerm, or brandQuery), with facets, sorting and paging. */
export const GET = listingEndpoint('search');
