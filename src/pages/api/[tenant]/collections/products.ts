import { listingEndpoint } from '../../../../server/search/listing-endpoint';

/** docs/search-and-listings.md: GET /collections/products?collectionPageId=… */
export const GET = listingEndpoint('collection');
