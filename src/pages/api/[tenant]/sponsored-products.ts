import { z } from 'astro/zod';
import { upsell } from '../../../lib/constants';
import { searchQueryLimits } from '../../../lib/search-query';
import { issue, stop } from '../../../lib/validation/issues';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { carouselLimitSchema, catalogueIdSchema, zoneQueryShape } from '../../../server/product/query';
import { sponsoredProducts } from '../../../server/product/sponsored';

const querySchema = z.looseObject({
  productId: catalogueIdSchema.optional(),
  categoryId: catalogueIdSchema.optional(),
  term: z
    .string(issue('validation.invalid'))
    .trim()
    .min(1, stop('validation.invalid'))
    .max(searchQueryLimits.termMaxLength, issue('validation.invalid'))
    .optional(),
  limit: carouselLimitSchema,
  ...zoneQueryShape,
});

/** docs/tracking-and-ads.md sponsored-products: ads relevant to a product, a category or a term, with their ad ids for tracking. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  const request = {
    productId: query.productId,
    categoryId: query.categoryId,
    term: query.term,
    limit: query.limit ?? upsell.normal,
  };
  return { ...(await sponsoredProducts(handle, tenant, astro.locals.t, request, place)), zone: place.summary };
});
