import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { withLine } from './cart-calls';
import { Browser } from './cart-fixtures';
import {
  cartOf,
  confirmation,
  ordersOfEmail,
  outboxMentions,
  page,
  placeOrder,
  readyToPlace,
  stockAt,
} from './checkout-fixtures';
import { baseUrl } from './client';
import { productsToBuy, sites, skuOrderedOnlyBy } from './purchase-fixtures';
import { freshAddress, rawCall } from './raw-call';
import { rows, run } from './test-database';

/**
 * An order's page: who may open it (never the cart cookie alone), what a bank transfer shows and
 * what happens when it does not come, and a guest finding an order by number and email.
 */

const es = translator('es');
/** The SKU this file orders, and no other (purchase-fixtures.ts). */
let sku: string;
beforeAll(async () => {
  sku = await skuOrderedOnlyBy('orderPages');
});

describe('an order’s page', () => {
  it('opens the confirmation to the placing session and the email’s link, never to the cart cookie alone', async () => {
    const { browser } = await withLine(sku, 1);
    const email = `access-${randomUUID()}@andamio.test`;
    await readyToPlace(browser, 'cl', email);
    const placed = await placeOrder(browser, (await cartOf(browser)).totals.total.amount);
    const path = placed.location ?? '';
    const number = confirmation.exec(path)?.[1] ?? 'none';
    const cartCookie = browser.cookies.get('cartId') ?? '';
    expect((await page(browser, path)).status).toBe(200);
    expect((await page(new Browser({ cartId: cartCookie }), path)).status).toBe(404);
    const link = /https?:\/\/\S+\?access=[A-Za-z0-9_-]{43}/.exec(
      (await outboxMentions(number)).find((mail) => mail.to.includes(email))?.text ?? '',
    )?.[0];
    const linked = new URL(link ?? 'http://none/');
    expect(linked.pathname).toBe(`/cl/checkout/confirmation/${number}/`);
    expect((await page(new Browser(), `${linked.pathname}${linked.search}`)).status).toBe(200);
    expect((await page(new Browser(), `${linked.pathname}?access=${'A'.repeat(43)}`)).status).toBe(404);
    const loggedOut = await browser.call('/api/cl/logout', { method: 'POST' });
    expect(loggedOut.setCookies.some((line) => /^cartId=[^;]*;.*Expires=Thu, 01 Jan 1970/i.test(line))).toBe(true);
    expect((await page(browser, path)).status).toBe(404);
    expect((await page(new Browser({ cartId: cartCookie }), path)).status).toBe(404);
  });

  it('gives a bank transfer its account on the page and in the email, and frees the stock when it does not come', async () => {
    // a product of this test's own: other files take units of the shared ones meanwhile
    const { home } = await productsToBuy('cl', sites.cl.priceGroup, sites.cl.zoneId, 11);
    const { browser } = await withLine(home.skuId, 3);
    const email = `transferencia-${randomUUID()}@andamio.test`;
    await readyToPlace(browser, 'cl', email);
    const before = await stockAt('cl', home.skuId);
    const placed = await placeOrder(browser, (await cartOf(browser)).totals.total.amount);
    const path = placed.location ?? '';
    const number = confirmation.exec(path)?.[1] ?? 'none';
    expect(await stockAt('cl', home.skuId)).toBe(before - 3);
    const account = 'Cuenta corriente: 00-123-45678-09';
    const shown = await page(browser, path);
    expect(shown.html).toContain(es('checkout.bank.heading'));
    expect(shown.html).toContain(account);
    expect(shown.html).toContain('A nombre de Andamio Chile SpA, RUT 76.086.428-5');
    expect((await outboxMentions(number)).find((mail) => mail.to.includes(email))?.text).toContain(account);

    // three days later the transfer has not come: the order expires, once, and its units are back
    await run("UPDATE orders SET expires_at = '2000-01-01T00:00:00.000Z' WHERE tenant = 'cl' AND email = ?", email);
    const expired = await page(browser, path);
    expect(expired.html).toContain(es('checkout.done.expired'));
    expect(expired.html).not.toContain(account);
    expect(await stockAt('cl', home.skuId)).toBe(before);
    await page(browser, path);
    expect(await stockAt('cl', home.skuId)).toBe(before);
    const [order] = await ordersOfEmail('cl', email);
    expect(order?.status).toBe('expired');
    const events = await rows<{ status: string }>(
      'SELECT status FROM order_events WHERE tenant = ? AND order_id = ? ORDER BY position',
      'cl',
      order?.id ?? '',
    );
    expect(events.map((event) => event.status)).toEqual(['pendingPayment', 'expired']);
  });

  it('lets a guest find the order by number and email, ten tries an hour from one address', async () => {
    const { browser } = await withLine(sku, 1);
    const email = `busca-${randomUUID()}@andamio.test`;
    await readyToPlace(browser, 'cl', email);
    const placed = await placeOrder(browser, (await cartOf(browser)).totals.total.amount);
    const number = confirmation.exec(placed.location ?? '')?.[1] ?? 'none';
    const from = freshAddress();
    const find = (fields: Record<string, string>) =>
      rawCall('/cl/orders/find', {
        from,
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      });
    const found = await find({ number: number.toLowerCase(), email: email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('private, no-store');
    expect(found.text).toContain(`Tu número de pedido es ${number}.`);
    expect(found.text).toContain('data-order-timeline');
    expect(found.text).toContain(es('checkout.bank.heading'));
    for (const wrong of [
      { number, email: 'otra@andamio.test' },
      { number: 'CL-99999999', email },
      { number: 'BR-10000001', email },
    ]) {
      const refused = await find(wrong);
      expect(refused.text).toContain(es('orders.lookup.notFound'));
      expect(refused.text).not.toContain(number);
    }
    for (let attempt = 5; attempt <= 10; attempt += 1) await find({ number, email });
    const blocked = await find({ number, email });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.text).not.toContain('data-order-timeline');
  });
});
