import { listingEndpoint } from '../../../server/search/listing-endpoint';

/** spec §7: GET search (Ntt or sTerm, or brandQuery), with facets, sorting and paging. */
export const GET = listingEndpoint('search');
