import { sql } from 'kysely';
import { orderNumberText } from '../../lib/checkout/checkout';
import type { Translate } from '../../lib/messages';
import { ApiError, apiErrorCodes, invalid } from '../api/errors';
import { publishChange } from '../cache/catalogue-changes';
import { mainCartOf } from '../cart/cart-context';
import { deleteLines } from '../cart/cart-store';
import { evaluateCart } from '../cart/cart-view';
import { stockSourceOf } from '../cart/delivery-rules';
import type { EvaluatedLine } from '../cart/evaluate';
import type { Db } from '../db';
import { lockUntilCommit } from '../db/locks';
import { paymentAdapter } from '../payments';
import { amountDue } from '../payments/pix/pix-total';
import { lineName } from './checkout-error';
import { type CheckoutBasis, type CheckoutCustomer, type CheckoutState, checkoutState } from './checkout-state';
import { forgetChoices, noChoices, readChoices } from './checkout-store';
import { linePromisedFor } from './line-dates';
import { newOrderAccess } from './order-access';
import { unusedOrderNumber } from './order-number';
import { findOrderByKey, insertOrder, type NewOrder } from './order-store';

export interface PlaceOrderInput {
  idempotencyKey: string;
  /** The total the review step showed, in minor units: a different total now is a changed price. */
  expectedTotal: number;
  /** The shopper ticked the terms of sale on the review step (an API caller sends it too). */
  acceptedTerms: boolean;
}

export interface PlacedOrder {
  id: string;
  number: string;
  /** False when the key had already placed this order (a double click, a retried request). */
  created: boolean;
  /** The order as written, when this call wrote it. */
  order: NewOrder | null;
  /** The token of the order's link (its emails carry it), when this call wrote the order. */
  accessToken: string | null;
}

const conflict = (key: Parameters<typeof invalid>[1], params?: Record<string, string | number>) =>
  new ApiError(409, { code: apiErrorCodes.conflict, key, field: 'order', ...(params ? { params } : {}) });

/** Every line must be buyable as it is now; stock gone is told apart from the rest. */
function checkLines(state: CheckoutState): void {
  if (state.evaluated.lines.length === 0) throw invalid('cart', 'checkout.error.emptyCart');
  for (const line of state.evaluated.lines) {
    const problem = line.problems[0];
    if (!problem) continue;
    if (problem.code === 'NOT_ENOUGH_UNITS' || problem.code === 'PRODUCT_NOT_AVAILABLE') {
      throw conflict('checkout.error.stockGone', { product: lineName(line), sku: line.record.skuId });
    }
    throw conflict('checkout.error.lineProblem', { product: lineName(line), sku: line.record.skuId });
  }
}

/** Takes the units from their stock rows: a row with fewer units left changes nothing and fails the order. */
async function reserveStock(trx: Db, tenant: string, lines: readonly EvaluatedLine[]): Promise<void> {
  const wanted = new Map<string, { skuId: string; storeId: string; quantity: number; name: string }>();
  for (const line of lines) {
    const storeId = stockSourceOf(line.record.deliveryMethod, line.record.storeId);
    const key = `${line.record.skuId}\u0000${storeId}`;
    const entry = wanted.get(key) ?? { skuId: line.record.skuId, storeId, quantity: 0, name: lineName(line) };
    entry.quantity += line.record.quantity;
    wanted.set(key, entry);
  }
  for (const entry of wanted.values()) {
    const result = await trx
      .updateTable('stock')
      .set({ quantity: sql<number>`quantity - ${entry.quantity}` })
      .where('tenant', '=', tenant)
      .where('sku_id', '=', entry.skuId)
      .where('store_id', '=', entry.storeId)
      .where('quantity', '>=', entry.quantity)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      throw conflict('checkout.error.stockGone', { product: entry.name, sku: entry.skuId });
    }
  }
}

/**
 * Places the shopper's order from their main cart, in one transaction: the key finds an order it
 * already placed; otherwise prices and stock are checked again as of now, the total must be the
 * one the shopper reviewed, the units are taken from stock, the order is written and the cart
 * emptied. A failure leaves stock, cart and orders as they were.
 */
export async function placeOrder(
  base: CheckoutBasis,
  customer: CheckoutCustomer | null,
  input: PlaceOrderInput,
  t: Translate,
): Promise<PlacedOrder> {
  const { context } = base;
  const tenant = context.tenant.tenant;
  const taken = new Set<string>();
  const placed = await context.handle.db.transaction().execute(async (trx): Promise<PlacedOrder> => {
    // One order of the tenant at a time: its number is one no order has, its key is looked up first.
    await lockUntilCommit(trx, tenant, 'orders');
    const cart = await mainCartOf(trx, context);
    const existing = await findOrderByKey(trx, tenant, input.idempotencyKey);
    if (existing) {
      const owns = existing.cartId === cart?.id || (customer !== null && existing.userId === customer.id);
      if (!owns) throw conflict('checkout.error.keyReused');
      return {
        id: existing.id,
        number: orderNumberText(tenant, existing.number),
        created: false,
        order: null,
        accessToken: null,
      };
    }
    const evaluated = await evaluateCart(trx, context, cart);
    const choices = cart ? await readChoices(trx, tenant, cart.id) : noChoices;
    const state = checkoutState(context, { customer, sessionHash: base.sessionHash, evaluated, choices }, t);
    checkLines(state);
    if (!cart || state.email === null || !state.progress.identified) {
      throw invalid('email', 'checkout.error.emailMissing');
    }
    if (!state.progress.deliveryChosen) throw invalid('street', 'checkout.error.addressMissing');
    if (!input.acceptedTerms) throw invalid('acceptTerms', 'checkout.error.termsRequired');
    const payment = paymentAdapter(state.choices.paymentMethod);
    if (!state.progress.paymentChosen || !payment) throw invalid('paymentMethod', 'checkout.error.paymentMissing');
    const totals = state.view.totals;
    // paid by Pix, the order costs the Pix total the review showed (docs/checkout-and-payments.md)
    const due = amountDue(totals, payment.method);
    if (due.total !== input.expectedTotal) throw conflict('checkout.error.priceChanged');
    await reserveStock(trx, tenant, evaluated.lines);
    for (const line of evaluated.lines) if (line.facts) taken.add(line.facts.productId);
    const number = await unusedOrderNumber(trx, tenant);
    const outcome = await payment.start({
      tenant,
      orderNumber: orderNumberText(tenant, number),
      amount: due.total,
      currency: context.tenant.currency.code,
      allLinesCollected: state.allLinesCollected,
    });
    const access = newOrderAccess();
    const order: NewOrder = {
      number,
      idempotencyKey: input.idempotencyKey,
      cartId: cart.id,
      userId: customer?.id ?? null,
      email: state.email,
      status: outcome.status,
      paymentMethod: payment.method,
      street: state.hasHomeLines ? state.choices.street : null,
      buyer: state.choices.buyer ?? { kind: 'person' as const },
      recipient: state.choices.recipient,
      address: state.hasHomeLines ? state.choices.address : null,
      pickupPerson: state.hasPickupLines ? state.choices.pickupPerson : null,
      zoneId: context.zone.id,
      currency: context.tenant.currency.code,
      amounts: {
        products: totals.products.amount,
        services: totals.services.amount,
        discount: totals.memberDiscount?.amount.amount ?? 0,
        pixDiscount: due.pixDiscount,
        delivery: totals.delivery?.cost.amount ?? 0,
        total: due.total,
      },
      placedAt: context.now.toISOString(),
      // a payment not received in time frees the stock (src/server/orders/expiry.ts): the adapter's
      // minutes (a card's form), else the tenant's days for a bank transfer
      expiresAt:
        outcome.status === 'pendingPayment'
          ? new Date(
              context.now.getTime() +
                (outcome.holdMinutes !== undefined
                  ? outcome.holdMinutes * 60_000
                  : context.tenant.bankTransfer.holdDays * 86_400_000),
            ).toISOString()
          : null,
      sessionHash: base.sessionHash,
      accessHash: access.hash,
      lines: evaluated.lines.map((line) => ({
        skuId: line.record.skuId,
        name: lineName(line),
        quantity: line.record.quantity,
        productsAmount: line.priced.status === 'priced' ? line.priced.productsAmount : 0,
        servicesAmount: line.priced.status === 'priced' ? line.priced.servicesAmount : 0,
        deliveryMethod: line.record.deliveryMethod,
        storeId: stockSourceOf(line.record.deliveryMethod, line.record.storeId),
        quotationId: line.priced.status === 'priced' ? (line.priced.frozen?.quotationId ?? null) : null,
        promisedFor: linePromisedFor(state, line),
      })),
    };
    const id = await insertOrder(trx, tenant, order);
    await deleteLines(trx, tenant, cart.id);
    await forgetChoices(trx, tenant, cart.id);
    return { id, number: orderNumberText(tenant, number), created: true, order, accessToken: access.token };
  });
  // the units taken show on these products' pages and listings
  if (placed.created) await publishChange(context.handle, { tenant, kind: 'stock-or-rating', productIds: [...taken] });
  return placed;
}
