import { z } from 'astro/zod';
import { upsell } from '../../../lib/constants';
import { issue } from '../../../lib/validation/issues';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { recommendations } from '../../../server/product/links';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { carouselLimitSchema, catalogueIdSchema, zoneQueryShape } from '../../../server/product/query';

const querySchema = z.looseObject({
  productId: catalogueIdSchema,
  kind: z.enum(['similar', 'project'], issue('validation.invalid')).optional(),
  limit: carouselLimitSchema,
  ...zoneQueryShape,
});

/** docs/product-page.md /recommendations: similar products and the project builder's kit with recommended quantities. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  const request = { productId: query.productId, kind: query.kind, limit: query.limit ?? upsell.seo };
  return { ...(await recommendations(handle, tenant, astro.locals.t, request, place.searchZone)), zone: place.summary };
});
