import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { deliveryZone } from '../../../server/delivery/delivery-zone';
import { productShipping } from '../../../server/delivery/product-shipping';
import { productShippingQuerySchema } from '../../../server/delivery/schemas';
import { currentInstant } from '../../../server/tenant-clock';

/** docs/delivery-promise.md getProductShipping (skuId, quantity, regionId, comuna or city id): home delivery for a SKU. */
export const GET = endpoint({ query: productShippingQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const zone = await deliveryZone(handle, astro.locals.scope, query);
  headers.set('vary', 'cookie');
  return productShipping(handle, tenant, astro.locals.t, {
    ...query,
    zone,
    now: currentInstant(),
    revisions: astro.locals.catalogueRevisions,
  });
});
