import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import type { QuotationView } from '../../src/server/cart/quotation-view';
import { clDelivery } from '../support/checkout-people';
import { withLine } from './cart-calls';
import { Browser, type CartFixtures, cartFixtures, customerSession } from './cart-fixtures';
import {
  cartOf,
  confirmation,
  orderLinesOf,
  ordersOfEmail,
  ordersWithKey,
  outboxMentions,
  page,
  placeOrder,
  postForm,
  readyToPlace,
  setStock,
  shiftPrice,
  stockAt,
} from './checkout-fixtures';
import { baseUrl } from './client';

const es = translator('es');

/** Placing an order (issue "from cart to order"): idempotent, stock-safe, priced again, quotations honoured. */

let f: CartFixtures;
beforeAll(async () => {
  f = await cartFixtures();
});

describe('placing an order', () => {
  it('makes the order, takes the stock, empties the cart, mails the confirmation and shows it to its owner only', async () => {
    const { browser } = await withLine(f.stocked, 2);
    const email = `buyer-${randomUUID()}@andamio.test`;
    await readyToPlace(browser, 'cl', email);
    const before = await stockAt('cl', f.stocked);
    const total = (await cartOf(browser)).totals.total.amount;
    const placed = await placeOrder(browser, total);
    expect(placed.status).toBe(303);
    const number = confirmation.exec(placed.location ?? '')?.[1];
    expect(number).toBeDefined();
    expect(await stockAt('cl', f.stocked)).toBe(before - 2);
    expect((await cartOf(browser)).lines).toEqual([]);
    const [order] = await ordersOfEmail('cl', email);
    expect(order).toMatchObject({ total, status: 'pendingPayment' });
    expect((await outboxMentions(number ?? 'none')).some((mail) => mail.to.includes(email))).toBe(true);
    const shown = await page(browser, placed.location ?? '');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`Tu número de pedido es ${number}.`);
    expect(shown.html).toContain('noindex');
    expect((await page(new Browser(), placed.location ?? '')).status).toBe(404);
  });

  it('is idempotent: the same review sent five times at once makes one order', async () => {
    const { browser } = await withLine(f.stocked, 1);
    await readyToPlace(browser);
    const before = await stockAt('cl', f.stocked);
    const total = (await cartOf(browser)).totals.total.amount;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(browser, total, key)));
    const locations = new Set(answers.map((answer) => answer.location));
    expect(locations.size).toBe(1);
    expect([...locations][0]).toMatch(confirmation);
    expect(await ordersWithKey('cl', key)).toHaveLength(1);
    expect(await stockAt('cl', f.stocked)).toBe(before - 1);
  });

  it('never sells more than the stock: 20 shoppers at once for the last 5 units make 5 orders', async () => {
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => withLine(f.other, 1)));
    for (const { browser } of shoppers) await readyToPlace(browser);
    const totals = await Promise.all(shoppers.map(async ({ browser }) => (await cartOf(browser)).totals.total.amount));
    const original = await stockAt('cl', f.other);
    await setStock('cl', f.other, 5);
    try {
      const answers = await Promise.all(shoppers.map(({ browser }, index) => placeOrder(browser, totals[index] ?? 0)));
      const placed = answers.filter((answer) => confirmation.test(answer.location ?? ''));
      const refused = answers.filter((answer) => answer.location?.includes('error=checkout.error.stockGone'));
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(15);
      expect(await stockAt('cl', f.other)).toBe(0);
      const firstRefused = answers.findIndex((answer) => answer.location?.includes('error=checkout.error.stockGone'));
      const told = await page(shoppers[firstRefused]?.browser ?? new Browser(), refused[0]?.location ?? '');
      expect(told.html).toContain('Ya no hay stock suficiente de');
    } finally {
      await setStock('cl', f.other, original);
    }
  });

  it('prices again: a price changed since the review is told, not charged, and the new total is placed', async () => {
    const { browser } = await withLine(f.stocked, 1);
    await readyToPlace(browser);
    const reviewed = (await cartOf(browser)).totals.total.amount;
    const before = await stockAt('cl', f.stocked);
    await shiftPrice('cl', f.stocked, '10', 1000);
    try {
      const refused = await placeOrder(browser, reviewed);
      expect(refused.location).toBe('/cl/checkout/review/?error=checkout.error.priceChanged');
      expect((await page(browser, refused.location ?? '')).html).toContain('Los precios cambiaron');
      expect(await stockAt('cl', f.stocked)).toBe(before);
      expect((await cartOf(browser)).lines).toHaveLength(1);
      const now = (await cartOf(browser)).totals.total.amount;
      expect(now).toBeGreaterThan(reviewed);
      expect((await placeOrder(browser, now)).location).toMatch(confirmation);
    } finally {
      await shiftPrice('cl', f.stocked, '10', -1000);
    }
  });

  it('honours the frozen prices of a quotation put in the cart', async () => {
    const { browser } = await withLine(f.stocked, 2);
    const quotation = (await browser.call<QuotationView>('/api/cl/quotations', { method: 'POST' })).body
      .data as QuotationView;
    const frozenUnit = quotation.lines[0]?.unitPrice.amount ?? 0;
    await shiftPrice('cl', f.stocked, '10', 5000);
    try {
      expect((await browser.call(`/api/cl/quotations/${quotation.id}/to-cart`, { method: 'POST' })).status).toBe(200);
      const email = `quoted-${randomUUID()}@andamio.test`;
      await readyToPlace(browser, 'cl', email);
      const total = (await cartOf(browser)).totals.total.amount;
      expect((await placeOrder(browser, total)).location).toMatch(confirmation);
      const [order] = await ordersOfEmail('cl', email);
      const [line] = await orderLinesOf('cl', order?.id ?? '');
      expect(line).toMatchObject({
        sku_id: f.stocked,
        quantity: 2,
        products_amount: frozenUnit * 2,
        quotation_id: quotation.id,
      });
    } finally {
      await shiftPrice('cl', f.stocked, '10', -5000);
    }
  });
});

describe('a checkout step left undone is named in words', () => {
  it('refuses an empty cart, a missing email, recipient, address and payment method', async () => {
    const empty = await placeOrder(new Browser(), 0);
    expect(empty.location).toBe('/cl/checkout/review/?error=checkout.error.emptyCart');
    const { browser } = await withLine(f.stocked, 1);
    const total = (await cartOf(browser)).totals.total.amount;
    expect((await placeOrder(browser, total)).location).toContain('error=checkout.error.emailMissing');
    const badEmail = await postForm(browser, '/cl/checkout/identify/', 'checkout.identify', { email: 'not-an-email' });
    expect(badEmail.location).toBe('/cl/checkout/identify/?error=checkout.form.problems&error.count=1');
    expect((await page(browser, badEmail.location ?? '')).html).toContain(es('validation.email.invalid'));
    await postForm(browser, '/cl/checkout/identify/', 'checkout.identify', {
      email: 'steps@andamio.test',
      buyerKind: 'person',
    });
    expect((await placeOrder(browser, total)).location).toContain('error=checkout.error.addressMissing');
    const nothing = await postForm(browser, '/cl/checkout/delivery/', 'checkout.delivery', { street: 'ab' });
    expect(nothing.location).toBe('/cl/checkout/delivery/?error=checkout.form.problems&error.count=6');
    const told = await page(browser, nothing.location ?? '');
    for (const key of [
      'validation.identity.firstName.required',
      'validation.identity.lastName.required',
      'validation.identity.phone.required',
      'validation.identity.rut.required',
      'validation.deliveryAddress.numberRequired',
      'validation.deliveryAddress.zoneRequired',
    ] as const) {
      expect(told.html, key).toContain(es(key));
    }
    // what was typed comes back in its field
    expect(told.html).toMatch(/name="street"[^>]*value="ab"/);
    await postForm(browser, '/cl/checkout/delivery/', 'checkout.delivery', clDelivery);
    expect((await placeOrder(browser, total)).location).toContain('error=checkout.error.paymentMissing');
    // Paying at the store needs every line collected there: this one goes home.
    const atStore = await postForm(browser, '/cl/checkout/payment/', 'checkout.payment', {
      paymentMethod: 'payAtStore',
    });
    expect(atStore.location).toBe('/cl/checkout/payment/?error=checkout.error.paymentMissing');
    expect((await page(browser, atStore.location ?? '')).html).toContain('Elige un medio de pago.');
    await postForm(browser, '/cl/checkout/payment/', 'checkout.payment', { paymentMethod: 'bankTransfer' });
    const unticked = await postForm(browser, '/cl/checkout/review/', 'checkout.place', {
      idempotencyKey: randomUUID(),
      expectedTotal: String(total),
    });
    expect(unticked.location).toBe('/cl/checkout/review/?error=checkout.error.termsRequired');
  });

  it('sends a step opened too early back to the first one still to do, and an empty cart to the cart', async () => {
    const { browser } = await withLine(f.stocked, 1);
    const early = await page(browser, '/cl/checkout/review/');
    expect(early.status).toBe(303);
    expect((await fetch(`${baseUrl}/cl/checkout/`, { redirect: 'manual' })).headers.get('location')).toBe('/cl/cart/');
    // An order refused because the cart emptied meanwhile: the cart page says why.
    const emptied = await fetch(`${baseUrl}/cl/checkout/review/?error=checkout.error.emptyCart`, {
      redirect: 'manual',
    });
    expect(emptied.headers.get('location')).toBe('/cl/cart/?error=checkout.error.emptyCart');
  });
});

describe('the account lists the customer’s orders (docs/checkout-and-payments.md: not in Uruguay)', () => {
  it('shows a placed order on the account page in cl and no order list in uy', async () => {
    const token = await customerSession('cl', { segment: null, proBuyer: false });
    const { browser } = await withLine(f.stocked, 1, { session: token });
    const total = (await cartOf(browser)).totals.total.amount;
    await postForm(browser, '/cl/checkout/identify/', 'checkout.identify', { buyerKind: 'person' });
    await postForm(browser, '/cl/checkout/delivery/', 'checkout.delivery', clDelivery);
    await postForm(browser, '/cl/checkout/payment/', 'checkout.payment', { paymentMethod: 'bankTransfer' });
    const placed = await placeOrder(browser, total);
    const number = confirmation.exec(placed.location ?? '')?.[1] ?? 'none';
    const account = await page(browser, '/cl/account/');
    expect(account.html).toContain('Mis pedidos');
    expect(account.html).toContain(number);
    const uy = await page(
      new Browser({ session_uy: await customerSession('uy', { segment: null, proBuyer: false }) }),
      '/uy/account/',
    );
    expect(uy.status).toBe(200);
    expect(uy.html).not.toContain('Mis pedidos');
  });
});
