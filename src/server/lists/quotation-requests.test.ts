import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem } from '../cart/add-item';
import { quotationsOf } from '../cart/quotation-store';
import { quoteCart } from '../cart/quotations';
import { cartDatabase, contextFor, skuWhere } from '../cart/test-support';
import type { SqliteHandle } from '../db';
import { newRequestKey } from './quotation-request-key';
import { quotationOnce } from './quotation-requests';

const now = new Date('2026-03-10T12:00:00Z');
let handle: SqliteHandle;
let dispose: () => Promise<void>;
let sku: string;

beforeAll(async () => {
  ({ handle, dispose } = await cartDatabase(['cl']));
  sku = skuWhere(handle, 'cl', "dc.quantity >= 50 AND p.shipping_type = 'home'", '10');
});
afterAll(() => dispose());

/** A guest browser with one line in its cart, and how many quotations it has. */
async function shopperWithCart() {
  const first = await contextFor(handle, 'cl', { now });
  await addItem(first, { skuId: sku, quantity: 2, deliveryMethod: 'homeDelivery' });
  const context = await contextFor(handle, 'cl', { now, browserCartId: first.issuedCartId ?? null });
  const count = async () =>
    (await quotationsOf(handle.db, 'cl', { userId: null, browserCartId: first.issuedCartId ?? null }, 50)).length;
  return { context, count };
}

describe('one quotation per quote form', () => {
  it('answers the first quotation when the same form is sent again, even at the same moment', async () => {
    const { context, count } = await shopperWithCart();
    const key = newRequestKey();
    const quote = () => quotationOnce(context, key, (trx) => quoteCart(trx, context));
    const [first, second] = await Promise.all([quote(), quote()]);
    expect(second).toBe(first);
    expect(await quote()).toBe(first);
    expect(await count()).toBe(1);

    // a new form (a new key), or a caller without one, makes a new quotation
    expect(await quotationOnce(context, newRequestKey(), (trx) => quoteCart(trx, context))).not.toBe(first);
    expect(await quotationOnce(context, undefined, (trx) => quoteCart(trx, context))).not.toBe(first);
    expect(await count()).toBe(3);
  });

  it("never hands another shopper's quotation to a key sent again from elsewhere", async () => {
    const owner = await shopperWithCart();
    const key = newRequestKey();
    await quotationOnce(owner.context, key, (trx) => quoteCart(trx, owner.context));
    const stranger = await shopperWithCart();
    await expect(quotationOnce(stranger.context, key, (trx) => quoteCart(trx, stranger.context))).rejects.toMatchObject(
      {
        status: 400,
        details: [{ key: 'errors.generic', field: 'requestKey' }],
      },
    );
    expect(await stranger.count()).toBe(0);
  });
});
