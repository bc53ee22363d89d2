import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { withLine } from './cart-calls';
import { cartOf, ordersOfEmail, outboxMentions, placeOrder, readyToPlace, stockAt } from './checkout-fixtures';
import { baseUrl } from './client';
import { productsToBuy, sites } from './purchase-fixtures';
import { orderFeedToken } from './server';
import { rows } from './test-database';

/** The order feed: the retailer's systems move an order along, and the shopper sees it and is told. */

const es = translator('es');
const feed = (updates: unknown, token = orderFeedToken) =>
  fetch(`${baseUrl}/api/cl/orders/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: baseUrl },
    body: JSON.stringify({ updates }),
  });

async function placedOrder(skip: number) {
  const { home } = await productsToBuy('cl', sites.cl.priceGroup, sites.cl.zoneId, skip);
  const { browser } = await withLine(home.skuId, 2);
  const email = `feed-${randomUUID()}@andamio.test`;
  await readyToPlace(browser, 'cl', email);
  const placed = await placeOrder(browser, (await cartOf(browser)).totals.total.amount);
  const number = /(CL-\d{9})/.exec(placed.location ?? '')?.[1] ?? 'none';
  return { browser, email, number, skuId: home.skuId, page: placed.location ?? '' };
}

const statuses = async (email: string) => {
  const [order] = await ordersOfEmail('cl', email);
  const events = await rows<{ status: string }>(
    'SELECT status FROM order_events WHERE tenant = ? AND order_id = ? ORDER BY position',
    'cl',
    order?.id ?? '',
  );
  return events.map((event) => event.status);
};

describe('PUT /api/{tenant}/orders/status', () => {
  it('refuses a call without the token, and a wrong one', async () => {
    expect((await feed([{ number: 'CL-10000001', status: 'paid' }], '')).status).toBe(401);
    expect((await feed([{ number: 'CL-10000001', status: 'paid' }], 'not-the-token')).status).toBe(401);
  });

  it('moves an order from paid to shipped and delivered, once each, and emails the shopper', async () => {
    const { email, number, browser, page } = await placedOrder(12);
    const paid = await feed([{ number, status: 'paid' }]);
    expect(paid.status).toBe(200);
    expect((await paid.json()).data.updates).toEqual([{ number, status: 'paid', changed: true }]);
    // the same feed sent again changes nothing
    expect((await (await feed([{ number, status: 'paid' }])).json()).data.updates[0].changed).toBe(false);
    expect(
      (
        await feed([
          { number, status: 'preparing' },
          { number, status: 'shipped' },
        ])
      ).status,
    ).toBe(200);
    expect(await statuses(email)).toEqual(['pendingPayment', 'paid', 'preparing', 'shipped']);
    const mails = (await outboxMentions(number)).filter((mail) => mail.to.includes(email));
    expect(mails.some((mail) => mail.text.includes(es('orders.email.paid')))).toBe(true);
    expect(mails.some((mail) => mail.text.includes(es('orders.email.shipped')))).toBe(true);
    const shown = await fetch(`${baseUrl}${page}`, {
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const html = await shown.text();
    expect(html).toContain(es('checkout.status.shipped'));
    expect(html).toContain(es('checkout.status.paid'));

    const back = await feed([{ number, status: 'preparing' }]);
    expect(back.status).toBe(409);
    expect((await back.json()).errors[0].message).toBe(
      es('orders.feed.refusedStep', { from: 'shipped', to: 'preparing', allowed: 'delivered' }),
    );
  });

  it('gives the units back when an order is cancelled before it leaves, and tells the shopper', async () => {
    const { email, number, skuId } = await placedOrder(13);
    const before = await stockAt('cl', skuId);
    expect((await feed([{ number, status: 'cancelled' }])).status).toBe(200);
    expect(await stockAt('cl', skuId)).toBe(before + 2);
    expect((await outboxMentions(number)).some((mail) => mail.text.includes(es('orders.email.cancelled')))).toBe(true);
    expect(await statuses(email)).toEqual(['pendingPayment', 'cancelled']);
  });

  it('names an order it does not know', async () => {
    const answer = await feed([{ number: 'CL-99999998', status: 'paid' }]);
    expect(answer.status).toBe(404);
    expect((await answer.json()).errors[0].message).toBe(es('orders.feed.unknownOrder', { number: 'CL-99999998' }));
  });
});
