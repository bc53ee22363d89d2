import type { CheckoutStep } from '../../lib/checkout/checkout';
import type { Tenant } from '../../tenants/schema';

/** The checkout's pages: one per step, the start (which sends on to the first open step) and the confirmation. */
export function checkoutPaths(tenant: Pick<Tenant, 'tenant'>) {
  const start = `/${tenant.tenant}/checkout/`;
  return {
    start,
    step: (step: CheckoutStep) => `${start}${step}/`,
    confirmation: (number: string) => `${start}confirmation/${encodeURIComponent(number)}/`,
  };
}

/** Whether a request is one of the checkout's pages (a login from there comes back to it). */
export function isCheckoutPath(tenant: Pick<Tenant, 'tenant'>, pathname: string): boolean {
  return pathname.startsWith(checkoutPaths(tenant).start);
}
