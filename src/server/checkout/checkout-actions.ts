import type { APIContext } from 'astro';
import { addressLine, type DeliveryAddress } from '../../lib/checkout/delivery-address';
import type { Translate } from '../../lib/messages';
import type { FieldError } from '../../lib/validation/issues';
import { createAddress, listAddresses } from '../accounts/addresses';
import { type CurrentSession, requestSession, startSession } from '../accounts/current-session';
import { ApiError, apiErrorCodes, invalid } from '../api/errors';
import { emailSender } from '../email';
import { writeLocationCookies } from '../location/location-cookies';
import { zonesOf } from '../location/zones';
import { logLine } from '../log';
import { offeredPayment, paymentAdapter } from '../payments';
import { resolveRequestScope } from '../request/resolve-scope';
import { siteOrigin } from '../seo/origin';
import { type Draft, draftOf } from './checkout-details';
import { readDelivery, readIdentify } from './checkout-details-forms';
import type { DeliveryForm, IdentifyForm } from './checkout-inputs';
import { checkoutPaths } from './checkout-paths';
import { type CheckoutState, checkoutBasis, loadCheckout } from './checkout-state';
import { saveChoices } from './checkout-store';
import { dayToBook } from './line-dates';
import { orderAccessParam } from './order-access';
import { orderEmail, sendOrderEmail } from './order-email';
import { orderLineFacts } from './order-line-facts';
import { type PlaceOrderInput, placeOrder } from './place-order';

/** What each checkout form does; src/actions/checkout.ts gives them to the forms and islands. */

/** The parts of an action's context the checkout reads. */
type CheckoutCall = Pick<APIContext, 'cookies' | 'request' | 'url' | 'locals'>;

/** The request's session, looked up once per call: its cookie is renewed or cleared on the way. */
const sessionOf = (astro: CheckoutCall) => requestSession(astro, astro.locals.tenant.tenant);

/**
 * The checkout a form changes, loaded once per call. The scope is read when the action runs (it
 * runs before the middleware's step, and a login in the same request changes the session).
 */
async function cartOf(
  astro: CheckoutCall,
  session: CurrentSession | undefined,
): Promise<CheckoutState & { cart: NonNullable<CheckoutState['cart']> }> {
  const state = await loadCheckout(await resolveRequestScope(astro), session, astro.locals.t);
  const { cart } = state;
  if (!cart || state.evaluated.lines.length === 0) throw invalid('cart', 'checkout.error.emptyCart');
  return { ...state, cart };
}

/** A refused step: its values and every field's message kept for the page, then the refusal itself. */
async function refuse(
  state: CheckoutState & { cart: NonNullable<CheckoutState['cart']> },
  form: Draft['form'],
  values: Record<string, string>,
  errors: readonly FieldError[],
): Promise<never> {
  const { handle, tenant, now } = state.context;
  await saveChoices(handle.db, tenant.tenant, state.cart.id, { draft: draftOf(form, values, errors) }, now);
  // the summary first (the page's alert), then each field's own message (an API caller's)
  const summary = { code: apiErrorCodes.validation, key: 'checkout.form.problems' as const, field: 'form' };
  throw new ApiError(400, [
    { ...summary, params: { count: errors.length } },
    ...errors.map((error) => ({
      code: apiErrorCodes.validation,
      key: error.key,
      field: error.field,
      params: error.params,
    })),
  ]);
}

/**
 * Step 1 (docs/checkout-and-payments.md guest-continue): a guest gives an email (the browser gets a guest session when it
 * has none), a customer is known; either buys as a person or as a company with its invoice data.
 */
export async function identify(astro: CheckoutCall, form: IdentifyForm): Promise<void> {
  const { tenant } = astro.locals;
  const session = await sessionOf(astro);
  const state = await cartOf(astro, session);
  const { db } = state.context.handle;
  const read = readIdentify(tenant, form, state.customer === null);
  if (!read.ok) return refuse(state, 'identify', { ...form }, read.errors);
  if (state.customer === null && !session) {
    await startSession(db, tenant.tenant, astro, { guest: true });
  }
  const email = read.value.email === null ? {} : { email: read.value.email };
  await saveChoices(
    db,
    tenant.tenant,
    state.cart.id,
    { ...email, buyer: read.value.buyer, draft: null },
    state.context.now,
  );
}

/**
 * Step 2: who receives, who collects the pickup lines, and the address of the home deliveries:
 * one of the customer's, or one typed in (saved to their book when they ask). An address in
 * another zone than the cart's moves the shopper there, so the cart is priced where it goes;
 * the answer names that zone for the next page to say so.
 */
export async function saveDelivery(astro: CheckoutCall, form: DeliveryForm): Promise<{ zoneChanged: string | null }> {
  const { tenant, t } = astro.locals;
  const state = await cartOf(astro, await sessionOf(astro));
  const { handle, now, zone } = state.context;
  const saved = state.customer ? await listAddresses(handle, tenant.tenant, state.customer.id) : [];
  const read = await readDelivery(handle, tenant, form, {
    home: state.hasHomeLines,
    pickup: state.hasPickupLines,
    saved,
  });
  const addressZone =
    (read.ok && read.value.address && (await zonesOf(handle, tenant.tenant)).get(read.value.address.zoneId)) || zone;
  const booking = dayToBook(state, { deliveryDate: form.deliveryDate, listedFor: form.deliveryZone }, addressZone);
  const dayErrors = booking ? [] : [{ field: 'deliveryDate', key: 'checkout.dates.unavailable' as const, params: {} }];
  if (!read.ok || !booking) {
    return refuse(state, 'delivery', { ...form }, [...(read.ok ? [] : read.errors), ...dayErrors]);
  }
  const deliveryDate = booking.day;
  const { recipient, pickupPerson, address, addressId } = read.value;
  const street = address ? addressLine(address) : null;
  await saveChoices(
    handle.db,
    tenant.tenant,
    state.cart.id,
    { recipient, pickupPerson, address, addressId, street, deliveryDate, draft: null },
    now,
  );
  if (read.value.saveAddress && address && state.customer) await keepInAddressBook(state, address, t);
  if (!address || address.zoneId === zone.id) return { zoneChanged: null };
  const moved = (await zonesOf(handle, tenant.tenant)).get(address.zoneId);
  if (moved) writeLocationCookies(astro, tenant, moved);
  return { zoneChanged: address.zoneLabel };
}

/** A new address joins the customer's book; a full book keeps the order going without it. */
async function keepInAddressBook(state: CheckoutState, address: DeliveryAddress, t: Translate): Promise<void> {
  const { handle, tenant, now } = state.context;
  const street = [`${address.street} ${address.number}`, address.apartment].filter(Boolean).join(', ');
  try {
    await createAddress(
      handle,
      tenant.tenant,
      state.customer?.id ?? '',
      { label: t('checkout.address.savedLabel'), street: street.slice(0, 120), zoneId: address.zoneId },
      now,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logLine('info', 'checkout address not saved', { tenant: tenant.tenant, key: error.details[0]?.key ?? '' });
  }
}

export async function choosePayment(astro: CheckoutCall, method: string | null | undefined): Promise<void> {
  const { tenant } = astro.locals;
  const state = await cartOf(astro, await sessionOf(astro));
  const adapter = offeredPayment(method ?? null, {
    tenant: tenant.tenant,
    allLinesCollected: state.allLinesCollected,
    currency: tenant.currency.code,
  });
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
  // the order is priced in its transaction (place-order.ts): the cart is not evaluated before it too
  const basis = await checkoutBasis(await resolveRequestScope(astro), await sessionOf(astro));
  const placed = await placeOrder(basis, basis.customer, input, t);
  const adapter = placed.order ? paymentAdapter(placed.order.paymentMethod) : undefined;
  const payment = placed.order && {
    id: placed.id,
    number: placed.number,
    total: placed.order.amounts.total,
    expiresAt: placed.order.expiresAt,
  };
  // the provider is called once the order is stored, outside its transaction (payments/types.ts)
  if (payment) await adapter?.afterPlaced?.(basis.context.handle.db, tenant, payment);
  if (placed.order && placed.accessToken) {
    const link = new URL(checkoutPaths(tenant).confirmation(placed.number), siteOrigin(tenant));
    link.searchParams.set(orderAccessParam, placed.accessToken);
    const order = placed.order;
    // what the provider adds for paying (the Pix code, the link to pay), read once it answered
    const paymentEmail = payment ? await adapter?.paymentEmail?.(basis.context.handle.db, tenant, payment) : undefined;
    await sendOrderEmail(emailSender(), tenant.tenant, async () =>
      orderEmail(
        tenant,
        order,
        placed.number,
        link.href,
        await orderLineFacts(basis.context.handle, tenant, order.lines),
        paymentEmail,
      ),
    );
  }
  return { number: placed.number, created: placed.created };
}
