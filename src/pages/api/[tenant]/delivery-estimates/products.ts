import { endpoint } from '../../../../server/api/endpoint';
import { database } from '../../../../server/db/runtime';
import { deliveryZone } from '../../../../server/delivery/delivery-zone';
import { deliveryEstimates } from '../../../../server/delivery/estimates';
import { deliveryEstimatesQuerySchema } from '../../../../server/delivery/schemas';
import { currentInstant } from '../../../../server/tenant-clock';

/** docs/delivery-promise.md delivery-estimates/products (deliveryMethod, skuId, quantity): one method's estimates. */
export const GET = endpoint({ query: deliveryEstimatesQuerySchema }, async ({ tenant, query, astro, headers }) => {
  const handle = await database();
  const zone = await deliveryZone(handle, astro.locals.scope, query);
  headers.set('vary', 'cookie');
  return deliveryEstimates(handle, tenant, astro.locals.t, {
    ...query,
    zone,
    now: currentInstant(),
    revisions: astro.locals.catalogueRevisions,
  });
});
