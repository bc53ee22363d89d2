import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import type { CartView } from '../../src/server/cart/cart-view';
import { getTenant } from '../../src/tenants/registry';
import { withLine } from './cart-calls';
import { type CartFixtures, cartFixtures } from './cart-fixtures';
import { baseUrl } from './client';

/** The cart says what its products sent home lack to ship free, as the server prices it. */

const es = translator('es');
let f: CartFixtures;
beforeAll(async () => {
  f = await cartFixtures();
});

describe('the free-delivery threshold', () => {
  it('says what the products sent home lack to ship free, on the cart page and in the API', async () => {
    const { browser } = await withLine(f.stocked, 1);
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
