import { listingEndpoint } from '../../../../server/search/listing-endpoint';

/** docs/search-and-listings.md: GET /category/products?categoryId=… */
export const GET = listingEndpoint('category');
