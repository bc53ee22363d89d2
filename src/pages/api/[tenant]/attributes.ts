import { z } from 'astro/zod';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { productAttributes } from '../../../server/product/details';
import { catalogueIdSchema, variantIdSchema } from '../../../server/product/query';

const querySchema = z.looseObject({ productId: catalogueIdSchema, variantId: variantIdSchema.optional() });

/** docs/product-page.md attributes?productId: data sheet, top attributes and dimensions (the variant's colour when given). */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  // The same for every shopper: shared caches may keep it.
  headers.set('cache-control', 'public, max-age=300');
  return productAttributes(handle, tenant, astro.locals.t, query.productId, query.variantId);
});
