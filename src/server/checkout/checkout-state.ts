import type { APIContext } from 'astro';
import { type CheckoutProgress, firstOpenStep } from '../../lib/checkout/checkout';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { currentSession } from '../accounts/current-session';
import { type CartContext, mainCartOf } from '../cart/cart-context';
import type { CartRecord } from '../cart/cart-types';
import { type CartView, cartView, type EvaluatedCart, evaluateCart } from '../cart/cart-view';
import { isHomeDelivery } from '../cart/delivery-rules';
import { cartContext } from '../cart/http';
import type { Db } from '../db';
import { offeredPayment } from '../payments';
import { type CheckoutChoices, noChoices, readChoices } from './checkout-store';

/** The logged-in customer, as the checkout needs them. */
export interface CheckoutCustomer {
  id: string;
  email: string;
  name: string;
}

/** Everything a checkout step or the order placement reads, for one request. */
export interface CheckoutState {
  context: CartContext;
  customer: CheckoutCustomer | null;
  cart: CartRecord | undefined;
  evaluated: EvaluatedCart;
  view: CartView;
  choices: CheckoutChoices;
  /** The customer's email, or the guest's. */
  email: string | null;
  hasHomeLines: boolean;
  allLinesCollected: boolean;
  progress: CheckoutProgress;
}

type CheckoutRequest = Pick<APIContext, 'cookies' | 'request' | 'url'>;

/** Who is checking out, from the session cookie (a guest session knows no one). */
export async function checkoutCustomer(
  db: Db,
  tenant: Tenant,
  astro: CheckoutRequest,
): Promise<CheckoutCustomer | null> {
  const session = await currentSession(db, tenant.tenant, astro);
  const user = session?.user;
  return user ? { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() } : null;
}

/** Derives the rest from the cart as evaluated now and the stored choices. */
export function checkoutState(
  context: CartContext,
  parts: { customer: CheckoutCustomer | null; evaluated: EvaluatedCart; choices: CheckoutChoices },
  t: Translate,
): CheckoutState {
  const { customer, evaluated, choices } = parts;
  const hasHomeLines = evaluated.lines.some((line) => isHomeDelivery(line.record.deliveryMethod));
  const allLinesCollected = !hasHomeLines;
  const email = customer?.email ?? choices.email;
  const progress: CheckoutProgress = {
    identified: email !== null,
    deliveryChosen: !hasHomeLines || choices.street !== null,
    paymentChosen: offeredPayment(choices.paymentMethod, { allLinesCollected }) !== undefined,
  };
  return {
    context,
    customer,
    cart: evaluated.cart,
    evaluated,
    view: cartView(context, evaluated, t),
    choices,
    email,
    hasHomeLines,
    allLinesCollected,
    progress,
  };
}

/** The shopper's checkout as it stands: their main cart, priced now, and what they chose. */
export async function loadCheckout(astro: CheckoutRequest, tenant: Tenant, t: Translate): Promise<CheckoutState> {
  const context = await cartContext(astro, tenant);
  const { db } = context.handle;
  const customer = await checkoutCustomer(db, tenant, astro);
  const cart = await mainCartOf(db, context);
  const evaluated = await evaluateCart(db, context, cart);
  const choices = cart ? await readChoices(db, tenant.tenant, cart.id) : noChoices;
  return checkoutState(context, { customer, evaluated, choices }, t);
}

export const nextStepOf = (state: CheckoutState) => firstOpenStep(state.progress);
