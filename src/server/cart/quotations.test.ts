import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { ApiError } from '../api/errors';
import type { SqliteHandle } from '../db';
import { addItem } from './add-item';
import { type CartContext, mainCartOf } from './cart-context';
import { cartView, evaluateCart } from './cart-view';
import { changeQuantity } from './line-changes';
import { quotationToCart } from './quotation-to-cart';
import { quotationList, quotationView } from './quotation-view';
import { createQuotation, readableQuotation } from './quotations';
import { cartDatabase, contextFor, skuWhere } from './test-support';

const t = translator('es');
const start = new Date('2026-03-10T12:00:00Z');
const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);
let handle: SqliteHandle;
let dispose: () => Promise<void>;
let sku: string;

beforeAll(async () => {
  ({ handle, dispose } = await cartDatabase(['cl']));
  sku = skuWhere(handle, 'cl', "dc.quantity >= 50 AND p.shipping_type = 'home'", '10');
});
afterAll(() => dispose());

const priceOf = (cartId: string | null) => async (context: CartContext) => {
  const cart = await mainCartOf(handle.db, context);
  expect(cart?.id).toBe(cartId);
  return cartView(context, await evaluateCart(handle.db, context, cart), t);
};

/** Raises the shelf price of the SKU in price group 10 by `factor`: the catalogue changed after the quote. */
function reprice(factor: number) {
  handle.sqlite.raw
    .prepare("UPDATE prices SET amount = amount * ? WHERE tenant='cl' AND sku_id=? AND price_group_id='10'")
    .run(factor, sku);
}

describe('quotations (docs/accounts-and-lists.md: prices frozen 72 hours)', () => {
  it('freezes the cart prices, keeps them when the catalogue changes, and honours them in the cart until expiry', async () => {
    const at = async (now: Date, cookie: string | null) => contextFor(handle, 'cl', { now, browserCartId: cookie });
    const first = await at(start, null);
    await addItem(first, { skuId: sku, quantity: 3, deliveryMethod: 'homeDelivery' });
    const cookie = first.issuedCartId ?? null;
    const before = await priceOf(cookie)(await at(start, cookie));
    const unit = before.lines[0]?.unitPrice?.amount ?? 0;

    const quoting = await at(start, cookie);
    const id = await createQuotation(quoting);
    const quoted = await quotationView(handle.db, quoting, await readableQuotation(handle.db, quoting, id), t);
    expect(quoted).toMatchObject({ status: 'valid', hoursLeft: 72, expiresAt: hours(72).toISOString() });
    expect(quoted.lines.map((line) => [line.skuId, line.quantity, line.unitPrice.amount])).toEqual([[sku, 3, unit]]);
    expect(quoted.totals.total.amount).toBe(unit * 3);
    expect(quoted.message).toBe(t('cart.quotation.valid', { hours: 72 }));

    reprice(2);
    const later = await at(hours(10), cookie);
    expect(
      (await quotationView(handle.db, later, await readableQuotation(handle.db, later, id), t)).lines[0]?.unitPrice
        .amount,
    ).toBe(unit);
    expect((await priceOf(cookie)(later)).lines[0]?.unitPrice?.amount).toBe(unit * 2);

    // Back in the cart: the quoted units at the frozen price, once however often it is asked.
    await quotationToCart(later, id);
    await quotationToCart(await at(hours(10), cookie), id);
    const frozen = await priceOf(cookie)(await at(hours(10), cookie));
    expect(frozen.lines).toHaveLength(1);
    expect(frozen.lines[0]).toMatchObject({
      quantity: 3,
      lineTotal: { amount: unit * 3 },
      frozen: { quantity: 3, quotationId: id },
    });
    // Units beyond the quoted ones pay today's price.
    const lineId = frozen.lines[0]?.lineId ?? '';
    await changeQuantity(await at(hours(10), cookie), lineId, 4);
    expect((await priceOf(cookie)(await at(hours(10), cookie))).lines[0]?.lineTotal.amount).toBe(unit * 3 + unit * 2);

    // After 72 hours: today's prices, and the quotation says it expired, with the prices it had.
    const expired = await at(hours(73), cookie);
    expect((await priceOf(cookie)(expired)).lines[0]).toMatchObject({
      frozen: null,
      lineTotal: { amount: unit * 2 * 4 },
    });
    const view = await quotationView(handle.db, expired, await readableQuotation(handle.db, expired, id), t);
    expect(view).toMatchObject({ status: 'expired', hoursLeft: 0, message: t('cart.quotation.expired') });
    expect(view.lines[0]?.unitPrice.amount).toBe(unit);
    expect(await quotationToCart(expired, id)).toMatchObject({ valid: false });
    reprice(0.5);
  });

  it('lists the browser its own quotations, refuses an empty cart, and hides others', async () => {
    const guest = await contextFor(handle, 'cl', { now: start });
    await expect(createQuotation(guest)).rejects.toMatchObject({
      status: 400,
      details: [{ key: 'cart.error.empty', field: 'cart' }],
    });
    await addItem(guest, { skuId: sku, quantity: 1, deliveryMethod: 'homeDelivery' });
    const cookie = guest.issuedCartId ?? null;
    const mine = await contextFor(handle, 'cl', { now: start, browserCartId: cookie });
    const id = await createQuotation(mine);
    expect((await quotationList(handle.db, mine, t)).map((row) => [row.id, row.itemCount, row.status])).toEqual([
      [id, 1, 'valid'],
    ]);
    const stranger = await contextFor(handle, 'cl', { now: start, browserCartId: 'z'.repeat(22) });
    expect(await quotationList(handle.db, stranger, t)).toEqual([]);
    const hidden = await readableQuotation(handle.db, stranger, id).catch((error: unknown) => error);
    expect(hidden).toBeInstanceOf(ApiError);
    expect(hidden).toMatchObject({ status: 404 });
  });
});
