import { type CheckoutProgress, firstOpenStep } from '../../lib/checkout/checkout';
import type { Translate } from '../../lib/messages';
import type { CurrentSession } from '../accounts/current-session';
import { type CartContext, type CartContextOptions, cartContext, mainCartOf } from '../cart/cart-context';
import type { CartRecord } from '../cart/cart-types';
import { type CartView, cartView, type EvaluatedCart, evaluateCart } from '../cart/cart-view';
import { isHomeDelivery } from '../cart/delivery-rules';
import { offeredPayment } from '../payments';
import type { RequestScope } from '../request/request-scope';
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
  /** The hash of the session checking out: the order it places opens to it (order-access.ts). */
  sessionHash: string | null;
  cart: CartRecord | undefined;
  evaluated: EvaluatedCart;
  view: CartView;
  choices: CheckoutChoices;
  /** The customer's email, or the guest's. */
  email: string | null;
  hasHomeLines: boolean;
  /** Some line is collected at a store: someone has to be named to pick it up. */
  hasPickupLines: boolean;
  allLinesCollected: boolean;
  progress: CheckoutProgress;
}

/**
 * What every checkout step and the order placement start from: the cart's context and who is
 * checking out. The session is the request's, looked up (and its cookie renewed or cleared) by
 * the page or the action (accounts/current-session.ts): the checkout itself never reads a request.
 */
export interface CheckoutBasis {
  context: CartContext;
  customer: CheckoutCustomer | null;
  sessionHash: string | null;
}

export async function checkoutBasis(
  scope: RequestScope,
  session: CurrentSession | undefined,
  options: CartContextOptions = {},
): Promise<CheckoutBasis> {
  return {
    context: await cartContext(scope, options),
    customer: customerOf(session),
    sessionHash: session?.record.tokenHash ?? null,
  };
}

function customerOf(session: CurrentSession | undefined): CheckoutCustomer | null {
  const user = session?.user;
  return user ? { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() } : null;
}

/** Derives the rest from the cart as evaluated now and the stored choices. */
export function checkoutState(
  context: CartContext,
  parts: {
    customer: CheckoutCustomer | null;
    sessionHash: string | null;
    evaluated: EvaluatedCart;
    choices: CheckoutChoices;
  },
  t: Translate,
): CheckoutState {
  const { customer, sessionHash, evaluated, choices } = parts;
  const hasHomeLines = evaluated.lines.some((line) => isHomeDelivery(line.record.deliveryMethod));
  const hasPickupLines = evaluated.lines.some((line) => !isHomeDelivery(line.record.deliveryMethod));
  const allLinesCollected = !hasHomeLines;
  const email = customer?.email ?? choices.email;
  const progress: CheckoutProgress = {
    // a customer is known, a guest gave an email; both said whether they buy as a person or a company
    identified: email !== null && choices.buyer !== null,
    deliveryChosen:
      choices.recipient !== null &&
      (!hasHomeLines || choices.address !== null) &&
      (!hasPickupLines || choices.pickupPerson !== null),
    paymentChosen:
      offeredPayment(choices.paymentMethod, {
        tenant: context.tenant.tenant,
        allLinesCollected,
        currency: context.tenant.currency.code,
      }) !== undefined,
  };
  return {
    context,
    customer,
    sessionHash,
    cart: evaluated.cart,
    evaluated,
    view: cartView(context, evaluated, t),
    choices,
    email,
    hasHomeLines,
    hasPickupLines,
    allLinesCollected,
    progress,
  };
}

/** The shopper's checkout as it stands: their main cart, priced now, and what they chose. */
export async function loadCheckout(
  scope: RequestScope,
  session: CurrentSession | undefined,
  t: Translate,
  options: CartContextOptions = {},
): Promise<CheckoutState> {
  const { context, customer, sessionHash } = await checkoutBasis(scope, session, options);
  const { db } = context.handle;
  const cart = await mainCartOf(db, context);
  const evaluated = await evaluateCart(db, context, cart);
  const choices = cart ? await readChoices(db, context.tenant.tenant, cart.id) : noChoices;
  return checkoutState(context, { customer, sessionHash, evaluated, choices }, t);
}

export const nextStepOf = (state: CheckoutState) => firstOpenStep(state.progress);
