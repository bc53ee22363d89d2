import type { Tenant } from '../../../tenants/schema';

/**
 * Mercado Pago's addresses on the site: where Checkout Pro sends the shopper back (back_urls),
 * the order page's form for a new preference, and where the API sends its webhooks.
 */
export function mercadoPagoPaths(tenant: Pick<Tenant, 'tenant'>) {
  const base = `/${tenant.tenant}/checkout/mercadopago/`;
  return { return: `${base}return`, pay: `${base}pay`, webhook: `/api/${tenant.tenant}/payments/mercadopago/webhook` };
}
