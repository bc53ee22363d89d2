import { z } from 'astro/zod';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { productDescription } from '../../../server/product/description';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { catalogueIdSchema, variantIdSchema, zoneQueryShape } from '../../../server/product/query';

const querySchema = z.looseObject({
  productId: catalogueIdSchema,
  variantId: variantIdSchema.optional(),
  ...zoneQueryShape,
});

/** docs/product-page.md product description: the product page's critical data, for the shopper's zone. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  return productDescription(handle, tenant, astro.locals.t, query, place, astro.locals.catalogueRevisions);
});
