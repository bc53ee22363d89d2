import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { productInfo } from '../../../server/product/details';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { productQuerySchema } from '../../../server/product/query';

/** docs/product-page.md product-info?productId: name, brand, price for the zone, image and URL. */
export const GET = endpoint({ query: productQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  return productInfo(handle, tenant, query.productId, place.searchZone);
});
