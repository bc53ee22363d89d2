import type { CheckoutStep } from '../../lib/checkout/checkout';
import { firstOpenStep, mayOpenStep } from '../../lib/checkout/checkout';
import { cartUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { formFlags } from '../cart/cart-forms';
import { checkoutPaths } from './checkout-paths';
import type { CheckoutState } from './checkout-state';

/**
 * What a form's answer told the page, carried on to `path`: the error a refused form came back
 * with (`error` and its `error.*` params), and that an address moved the cart to its zone.
 */
function withErrorFrom(path: string, search: URLSearchParams | undefined): string {
  const carried = new URLSearchParams();
  for (const [name, value] of search ?? []) {
    const isError = name === formFlags.error || name.startsWith(`${formFlags.error}.`);
    if (isError || name === formFlags.addressZone) carried.append(name, value);
  }
  return carried.size === 0 ? path : `${path}?${carried}`;
}

/**
 * Where a checkout page sends the shopper instead of rendering: an empty cart back to the cart,
 * a step not reached yet to the first open one. Undefined when the page may render. `search` is
 * the page's query: an order refused because the cart emptied meanwhile says so on the cart page.
 */
export function stepRedirect(
  tenant: Tenant,
  state: CheckoutState,
  step: CheckoutStep | null,
  search?: URLSearchParams,
): string | undefined {
  if (!state.cart || state.evaluated.lines.length === 0) return withErrorFrom(cartUrl(tenant), search);
  if (step === null || !mayOpenStep(step, state.progress)) {
    const next = checkoutPaths(tenant).step(firstOpenStep(state.progress));
    return step === null ? withErrorFrom(next, search) : next;
  }
  return undefined;
}
