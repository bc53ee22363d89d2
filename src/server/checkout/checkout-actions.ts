import type { APIContext } from 'astro';
import { listAddresses } from '../accounts/addresses';
import { currentSession, startSession } from '../accounts/current-session';
import { invalid } from '../api/errors';
import { emailSender } from '../email';
import { offeredPayment } from '../payments';
import { siteOrigin } from '../seo/origin';
import { streetSchema } from './checkout-inputs';
import { checkoutPaths } from './checkout-paths';
import { type CheckoutState, loadCheckout } from './checkout-state';
import { saveChoices } from './checkout-store';
import { orderAccessParam } from './order-access';
import { orderEmail, sendOrderEmail } from './order-email';
import { type PlaceOrderInput, placeOrder } from './place-order';

/** What each checkout form does; src/actions/checkout.ts gives them to the forms and islands. */

/** The parts of an action's context the checkout reads. */
type CheckoutCall = Pick<APIContext, 'cookies' | 'request' | 'url' | 'locals'>;

async function cartOf(astro: CheckoutCall): Promise<CheckoutState & { cart: NonNullable<CheckoutState['cart']> }> {
  const { tenant, t } = astro.locals;
  const state = await loadCheckout(astro, tenant, t);
  const { cart } = state;
  if (!cart || state.evaluated.lines.length === 0) throw invalid('cart', 'checkout.error.emptyCart');
  return { ...state, cart };
}

/** spec §6 guest-continue: an email is enough; the browser gets a guest session when it has none. */
export async function continueAsGuest(astro: CheckoutCall, email: string): Promise<void> {
  const { tenant } = astro.locals;
  const state = await cartOf(astro);
  const { db } = state.context.handle;
  if (!(await currentSession(db, tenant.tenant, astro))) {
    await startSession(db, tenant.tenant, astro, { guest: true });
  }
  await saveChoices(db, tenant.tenant, state.cart.id, { email }, state.context.now);
}

/** The home-delivery address: one of the customer's saved addresses, or one typed in. */
export async function chooseAddress(
  astro: CheckoutCall,
  input: { addressId: string | null; street: string },
): Promise<void> {
  const { tenant } = astro.locals;
  const state = await cartOf(astro);
  const { handle, now } = state.context;
  if (input.addressId !== null) {
    const saved = state.customer
      ? (await listAddresses(handle, tenant.tenant, state.customer.id)).find((a) => a.id === input.addressId)
      : undefined;
    if (!saved) throw invalid('addressId', 'checkout.error.addressMissing');
    await saveChoices(handle.db, tenant.tenant, state.cart.id, { addressId: saved.id, street: saved.street }, now);
    return;
  }
  const street = streetSchema.safeParse(input.street);
  if (!street.success) throw invalid('street', 'checkout.error.addressMissing');
  await saveChoices(handle.db, tenant.tenant, state.cart.id, { addressId: null, street: street.data }, now);
}

export async function choosePayment(astro: CheckoutCall, method: string | null | undefined): Promise<void> {
  const { tenant } = astro.locals;
  const state = await cartOf(astro);
  const adapter = offeredPayment(method ?? null, { allLinesCollected: state.allLinesCollected });
  if (!adapter) throw invalid('paymentMethod', 'checkout.error.paymentMissing');
  await saveChoices(
    state.context.handle.db,
    tenant.tenant,
    state.cart.id,
    { paymentMethod: adapter.method },
    state.context.now,
  );
}

/**
 * Places the order and, the first time only, sends its confirmation email. Answers its number,
 * and whether this call made it (false for a repeat of the same key).
 */
export async function placeShopperOrder(
  astro: CheckoutCall,
  input: PlaceOrderInput,
): Promise<{ number: string; created: boolean }> {
  const { tenant, t } = astro.locals;
  const state = await loadCheckout(astro, tenant, t);
  const placed = await placeOrder(state, state.customer, input, t);
  if (placed.order && placed.accessToken) {
    const link = new URL(checkoutPaths(tenant).confirmation(placed.number), siteOrigin(tenant));
    link.searchParams.set(orderAccessParam, placed.accessToken);
    await sendOrderEmail(emailSender(), orderEmail(tenant, placed.order, placed.number, link.href));
  }
  return { number: placed.number, created: placed.created };
}
