import { z } from 'astro/zod';
import { upsell } from '../../../lib/constants';
import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { linkedCards } from '../../../server/product/links';
import { productZone, zoneCache } from '../../../server/product/product-zone';
import { carouselLimitSchema, catalogueIdSchema, zoneQueryShape } from '../../../server/product/query';

const querySchema = z.looseObject({ productId: catalogueIdSchema, limit: carouselLimitSchema, ...zoneQueryShape });

/** docs/product-page.md linked-products: what else the job needs (accessories, consumables), as cards for the zone. */
export const GET = endpoint({ query: querySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, query);
  zoneCache(headers);
  const products = await linkedCards(
    handle,
    tenant,
    query.productId,
    'linked',
    place.searchZone,
    query.limit ?? upsell.seo,
  );
  return { productId: query.productId, products, zone: place.summary };
});
