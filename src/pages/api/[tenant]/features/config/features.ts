import { endpoint } from '../../../../../server/api/endpoint';
import { featureToggles } from '../../../../../server/product/features';

/** docs/tenants.md features/config/features: the tenant's feature toggles (docs/tenants.md), from its configuration. */
export const GET = endpoint({}, ({ tenant, headers }) => {
  headers.set('cache-control', 'public, max-age=300');
  return featureToggles(tenant);
});
