import { z } from 'astro/zod';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { monthlyInstalments } from '../../../server/product/monthly-instalments';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { catalogueIdSchema, wholeNumber, zoneQueryShape } from '../../../server/product/query';

const querySchema = z.looseObject({
  /** Minor units, as every amount of the API. */
  amount: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
  productId: catalogueIdSchema.optional(),
  ...zoneQueryShape,
});

/** docs/instalments.md monthly-installment: the instalment choices for an amount or a product's price in the zone. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  return monthlyInstalments(handle, tenant, astro.locals.t, query, place.searchZone);
});
