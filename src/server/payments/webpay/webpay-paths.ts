import type { Tenant } from '../../../tenants/schema';

/** Webpay's two addresses on the site: where Webpay sends the shopper back, and a new attempt's form. */
export function webpayPaths(tenant: Pick<Tenant, 'tenant'>) {
  const base = `/${tenant.tenant}/checkout/webpay/`;
  return { return: `${base}return`, pay: `${base}pay` };
}
