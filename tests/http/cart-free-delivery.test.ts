import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import type { CartView } from '../../src/server/cart/cart-view';
import { getTenant } from '../../src/tenants/registry';
import { withLine } from './cart-calls';
import { baseUrl } from './client';
import { changedElsewhere } from './purchase-fixtures';
import { row } from './test-database';

/** The cart says what its products sent home lack to ship free, as the server prices it. */

const es = translator('es');
/** A SKU sent home, in stock at the DC, whose price in Santiago's group is under half the threshold. */
async function cheapHomeSku(): Promise<string> {
  const found = await row<{ id: string }>(
    `SELECT s.id FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC' AND d.quantity >= 5
       JOIN prices x ON x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = '10' AND x.position = 0
      WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND x.amount < ? AND s.id NOT IN (?, ?)
      ORDER BY s.id LIMIT 1`,
    getTenant('cl').freeShippingFrom / 2,
    ...(await changedElsewhere()),
  );
  if (!found) throw new Error('No cl SKU sent home under half the free-delivery threshold');
  return found.id;
}

describe('the free-delivery threshold', () => {
  it('says what the products sent home lack to ship free, on the cart page and in the API', async () => {
    const { browser } = await withLine(await cheapHomeSku(), 1);
    const cart = (await browser.call<CartView>('/api/cl/cart')).body.data as CartView;
    const from = getTenant('cl').freeShippingFrom;
    const products = cart.totals.products.amount;
    if (products >= from) throw new Error('the stocked product alone reaches the free-delivery threshold');
    const missing = cart.totals.freeDelivery?.missing;
    expect(missing?.amount).toBe(from - products);
    expect(cart.totals.freeDelivery?.label).toBe(es('cart.delivery.freeMissing', { amount: missing?.text ?? '' }));
    const page = await fetch(`${baseUrl}/cl/cart/`, {
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(await page.text()).toContain(cart.totals.freeDelivery?.label);
  });
});
