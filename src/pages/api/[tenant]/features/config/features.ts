import { endpoint } from '../../../../../server/api/endpoint';
import { featureToggles } from '../../../../../server/product/features';

/** spec §7 features/config/features: the tenant's feature toggles (spec §9), from its configuration. */
export const GET = endpoint({}, ({ tenant, headers }) => {
  headers.set('cache-control', 'public, max-age=300');
  return featureToggles(tenant);
});
