import { listingEndpoint } from '../../../../server/search/listing-endpoint';

/** spec §7: GET /category/products?categoryId=… */
export const GET = listingEndpoint('category');
