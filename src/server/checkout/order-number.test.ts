import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOrderNumber } from '../../lib/checkout/order-number';
import { demoDatabase } from '../accounts/test-database';
import type { DatabaseHandle } from '../db';
import { unusedOrderNumber } from './order-number';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => ({ handle, dispose } = await demoDatabase([])));
afterAll(() => dispose());

/** An order row with just what the table requires: only its number matters here. */
async function orderNumbered(tenant: string, number: number): Promise<void> {
  await handle.db
    .insertInto('orders')
    .values({
      tenant,
      id: `order-${number}`,
      number,
      idempotency_key: `key-${number}`,
      cart_id: 'cart',
      user_id: null,
      email: 'ana@andamio.test',
      status: 'paid',
      payment_method: 'bankTransfer',
      street: null,
      zone_id: '13123',
      currency: 'CLP',
      products_amount: 0,
      services_amount: 0,
      discount_amount: 0,
      delivery_amount: 0,
      total: 0,
      pix_discount: 0,
      placed_at: '2030-01-01T10:00:00.000Z',
    })
    .execute();
}

describe('unusedOrderNumber', () => {
  it('draws again while the number drawn is taken by one of the tenant’s orders', async () => {
    await orderNumbered('cl', 100_000_009);
    const drawn = [100_000_009, 582_915_304];
    expect(await unusedOrderNumber(handle.db, 'cl', () => drawn.shift() ?? 0)).toBe(582_915_304);
  });

  it('takes a number another tenant’s order carries', async () => {
    expect(await unusedOrderNumber(handle.db, 'br', () => 100_000_009)).toBe(100_000_009);
  });

  it('draws valid numbers of its own', async () => {
    expect(isOrderNumber(await unusedOrderNumber(handle.db, 'cl'))).toBe(true);
  });
});
