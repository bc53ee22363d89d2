import { endpoint } from '../../../server/api/endpoint';
import { database } from '../../../server/db/runtime';
import { deliveryZone } from '../../../server/delivery/delivery-zone';
import { productStoreShipping } from '../../../server/delivery/product-shipping';
import { productShippingQuerySchema } from '../../../server/delivery/schemas';
import { currentInstant } from '../../../server/tenant-clock';

/** docs/delivery-promise.md getProductStoreShipping: click and collect and buy at store in the stores of the zone's region. */
export const GET = endpoint({ query: productShippingQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const zone = await deliveryZone(handle, astro.locals.scope, query);
  headers.set('vary', 'cookie');
  return productStoreShipping(handle, tenant, astro.locals.t, {
    ...query,
    zone,
    now: currentInstant(),
    revisions: astro.locals.catalogueRevisions,
  });
});
