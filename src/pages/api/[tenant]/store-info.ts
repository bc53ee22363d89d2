import { z } from 'astro/zod';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { productZone } from '../../../server/product/product-zone';
import { catalogueIdSchema, zoneQueryShape } from '../../../server/product/query';
import { storeInfo } from '../../../server/product/store-info';
import { currentInstant } from '../../../server/tenant-clock';

const querySchema = z.looseObject({ storeId: catalogueIdSchema.optional(), ...zoneQueryShape });

/** docs/delivery-promise.md store-info: one store (storeId) or the stores of the shopper's region, with today's hours. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  // "Open now" changes by the minute.
  headers.set('cache-control', 'private, max-age=60');
  headers.set('vary', 'cookie');
  return storeInfo(handle, tenant, astro.locals.t, query, place.zone, currentInstant());
});
