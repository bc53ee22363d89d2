import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { deliveryOf } from '../support/checkout-people';
import { Browser } from './cart-fixtures';
import { cartOf, placeOrder, postForm } from './checkout-fixtures';
import { baseUrl } from './client';
import { outboxFiles } from './outbox-mail';
import { stockedSku } from './purchase-fixtures';
import { orderFeedToken } from './server';
import { row, rows } from './test-database';

/**
 * Steps of a Mercado Pago payment for the HTTP tests: an mx order placed with Checkout Pro, the
 * order page's link to Mercado Pago's checkout, the shopper's choice on the stand-in's checkout
 * (tests/support/mercadopago-standin.ts), which notifies the storefront and sends the shopper
 * back, each as a browser without JavaScript makes it.
 */
export const standin = inject('mercadoPagoStandin');

export interface MercadoPagoOrder {
  browser: Browser;
  email: string;
  number: string;
  orderId: string;
  total: number;
  /** The order page (its confirmation). */
  page: string;
  /** The outbox before the order was placed (outbox-mail.ts newMail). */
  mailBefore: string[];
}

const step = (name: string) => `/mx/checkout/${name}/`;

/** A guest on mx who placed an order of one unit of a product sent home, to pay with Mercado Pago. */
export async function placedWithMercadoPago(skip: number): Promise<MercadoPagoOrder> {
  const sku = await stockedSku('mx', '60', skip);
  const browser = new Browser();
  const added = await browser.call('/api/mx/cart/items', { json: { skuId: sku.skuId, quantity: 1 } });
  expect(added.status).toBe(200);
  const email = `mercadopago-${randomUUID()}@andamio.test`;
  const sent = [
    await postForm(browser, step('identify'), 'checkout.identify', { email, buyerKind: 'person' }),
    await postForm(browser, step('delivery'), 'checkout.delivery', deliveryOf.mx),
    await postForm(browser, step('payment'), 'checkout.payment', { paymentMethod: 'mercadoPago' }),
  ];
  expect(sent.map((answer) => answer.location)).toEqual(Array(3).fill('/mx/checkout/?done=1'));
  const total = (await cartOf(browser, 'mx')).totals.total.amount;
  const mailBefore = outboxFiles();
  const placed = await placeOrder(browser, total, randomUUID(), 'mx');
  expect(placed.status).toBe(303);
  const number = /\/checkout\/confirmation\/(MX-\d{9})\//.exec(placed.location ?? '')?.[1] ?? '';
  const order = await row<{ id: string }>(
    "SELECT id FROM orders WHERE tenant = 'mx' AND number = ?",
    Number(number.slice(3)),
  );
  const page = `/mx/checkout/confirmation/${number}/`;
  return { browser, email, number, orderId: order?.id ?? '', total, page, mailBefore };
}

const cookieOf = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export async function openPage(browser: Browser, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookieOf(browser) }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

export const pageText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

/** The order page's link to Mercado Pago's checkout (the preference's init_point). */
export async function payLink(order: MercadoPagoOrder): Promise<{ url: string; preferenceId: string }> {
  const { html } = await openPage(order.browser, order.page);
  const link = /<a href="([^"]+)"[^>]*data-mercadopago-pay/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the order page links to Mercado Pago').toBeDefined();
  const url = new URL(link ?? 'http://none');
  return { url: url.href, preferenceId: url.searchParams.get('pref_id') ?? '' };
}

export interface ShopperChoice {
  outcome: 'approve' | 'reject' | 'pending';
  installments?: number;
  amountDelta?: number;
  /** `no`: Mercado Pago sends no webhook (it is late, or a test sends it itself). */
  notify?: 'no';
}

/**
 * Opens the checkout as the link does, then makes the shopper's choice there; the stand-in
 * notifies the storefront before it answers. Answers the payment and where the shopper is sent.
 */
export async function payAtMercadoPago(
  link: { url: string; preferenceId: string },
  choice: ShopperChoice,
): Promise<{ paymentId: string; back: string }> {
  const page = await fetch(link.url);
  expect(page.status).toBe(200);
  await page.body?.cancel();
  const fields = { pref_id: link.preferenceId, ...choice };
  const paid = await fetch(`${standin}/checkout/v1/pay`, {
    method: 'POST',
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    redirect: 'manual',
  });
  expect(paid.status).toBe(302);
  const back = paid.headers.get('location') ?? '';
  return { paymentId: new URL(back).searchParams.get('payment_id') ?? '', back };
}

/** The browser arrives at the storefront's return URL as Mercado Pago sent it; answers where it is sent on. */
export async function comeBack(browser: Browser, back: string) {
  const response = await fetch(back, { headers: { cookie: cookieOf(browser) }, redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

/** What the stand-in holds of a preference: the request as the SDK sent it. */
export async function atMercadoPago(preferenceId: string): Promise<{ request: Record<string, unknown> }> {
  return (await fetch(`${standin}/standin/preferences/${preferenceId}`)).json();
}

/** What the stand-in holds of a payment: its refunds, and the statuses its webhooks were answered with. */
export async function paymentAtMercadoPago(
  paymentId: string,
): Promise<{ payment: { status: string }; refunds: { amount: number }[]; notices: { answers: number[] }[] }> {
  return (await fetch(`${standin}/standin/payments/${paymentId}`)).json();
}

/** Mercado Pago sends the payment's webhook again, as it was; or forged, signed with another secret. */
export async function notifyAgain(paymentId: string, forged = false): Promise<number> {
  const sent = await fetch(`${standin}/standin/payments/${paymentId}/notify${forged ? '?forge=1' : ''}`, {
    method: 'POST',
  });
  return ((await sent.json()) as { status: number }).status;
}

export interface PaymentRow {
  payment_id: string;
  status: string;
  outcome: string;
  amount: number;
  currency: string;
  installments: number | null;
  installment_amount: number | null;
  card_last_digits: string | null;
  refund_status: string | null;
}

export function paymentsOf(orderId: string): Promise<PaymentRow[]> {
  return rows<PaymentRow>(
    `SELECT payment_id, status, outcome, amount, currency, installments, installment_amount, card_last_digits,
            refund_status
       FROM mercadopago_payments WHERE tenant = 'mx' AND order_id = ? ORDER BY created_at`,
    orderId,
  );
}

export async function orderState(orderId: string) {
  const order = await row<{ status: string; expires_at: string | null; placed_at: string }>(
    "SELECT status, expires_at, placed_at FROM orders WHERE tenant = 'mx' AND id = ?",
    orderId,
  );
  const events = await rows<{ status: string }>(
    "SELECT status FROM order_events WHERE tenant = 'mx' AND order_id = ? ORDER BY position",
    orderId,
  );
  return { ...order, events: events.map((event) => event.status) };
}

/** The retailer's order feed cancels the order (README "Order feed"). */
export async function cancelByFeed(number: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/mx/orders/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${orderFeedToken}`, origin: baseUrl },
    body: JSON.stringify({ updates: [{ number, status: 'cancelled' }] }),
  });
  expect(answer.status).toBe(200);
}
