import { listingEndpoint } from '../../../../server/search/listing-endpoint';

/** spec §7: GET /collections/products?collectionPageId=… */
export const GET = listingEndpoint('collection');
