import { z } from 'astro/zod';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { productDetails } from '../../../server/product/details';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { variantIdSchema, zoneQueryShape } from '../../../server/product/query';

const querySchema = z.looseObject({ variantId: variantIdSchema, ...zoneQueryShape });

/** docs/product-page.md productDetails?variantId: the SKU's product with that SKU selected (same shape as /product). */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  return productDetails(handle, tenant, astro.locals.t, query.variantId, place, astro.locals.catalogueRevisions);
});
