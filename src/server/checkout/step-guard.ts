import type { CheckoutStep } from '../../lib/checkout/checkout';
import { firstOpenStep, mayOpenStep } from '../../lib/checkout/checkout';
import { cartUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { checkoutPaths } from './checkout-paths';
import type { CheckoutState } from './checkout-state';

/**
 * Where a checkout page sends the shopper instead of rendering: an empty cart back to the cart,
 * a step not reached yet to the first open one. Undefined when the page may render.
 */
export function stepRedirect(tenant: Tenant, state: CheckoutState, step: CheckoutStep | null): string | undefined {
  if (!state.cart || state.evaluated.lines.length === 0) return cartUrl(tenant);
  if (step === null || !mayOpenStep(step, state.progress)) {
    return checkoutPaths(tenant).step(firstOpenStep(state.progress));
  }
  return undefined;
}
