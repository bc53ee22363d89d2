import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../src/server/cart/cart-view';
import { Browser, type CartFixtures, cartFixtures } from './cart-fixtures';
import { person, type Session } from './session-fixtures';
import { row } from './test-database';

/**
 * One host serves every tenant (/cl/, /br/, /homy/...), and a browser sends all of a host's cookies
 * to each: every tenant keeps its own cart, session and reviewer cookie, so what a shopper does on
 * one site leaves the others as they were.
 */

let f: CartFixtures;
let brSku: string;
beforeAll(async () => {
  f = await cartFixtures();
  const found = await row<{ id: string }>(
    `SELECT s.id FROM skus s JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
     JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
     WHERE s.tenant = 'br' AND p.shipping_type = 'home' AND d.quantity >= 10 ORDER BY s.id LIMIT 1`,
  );
  brSku = found?.id ?? 'none';
});

const skusIn = async (browser: Browser, tenant: string) =>
  ((await browser.call<CartView>(`/api/${tenant}/cart`)).body.data?.lines ?? []).map((line) => line.skuId);

describe('each tenant’s own cookies on a shared host', () => {
  it('adding to the cart on br leaves the cl cart as it was', async () => {
    const browser = new Browser();
    expect((await browser.call(`/api/cl/cart/items`, { json: { skuId: f.stocked, quantity: 1 } })).status).toBe(200);
    expect((await browser.call(`/api/br/cart/items`, { json: { skuId: brSku, quantity: 2 } })).status).toBe(200);
    expect(await skusIn(browser, 'cl')).toEqual([f.stocked]);
    expect(await skusIn(browser, 'br')).toEqual([brSku]);
    expect([...browser.cookies.keys()]).toEqual(expect.arrayContaining(['cartId', 'cartId_br']));
  });

  it('logging in on homy leaves the cl session as it was', async () => {
    const browser = new Browser();
    expect((await browser.call<Session>('/api/cl/login', { json: person('cliente@andamio.test') })).status).toBe(200);
    expect((await browser.call<Session>('/api/homy/login', { json: person('cliente@andamio.test') })).status).toBe(200);
    expect((await browser.call<Session>('/api/cl/session')).body.data?.status).toBe('customer');
    expect((await browser.call<Session>('/api/homy/session')).body.data?.status).toBe('customer');
    expect((await browser.call('/api/homy/logout', { method: 'POST' })).status).toBe(200);
    expect((await browser.call<Session>('/api/homy/session')).body.data?.status).toBe('anonymous');
    expect((await browser.call<Session>('/api/cl/session')).body.data?.status).toBe('customer');
  });
});
