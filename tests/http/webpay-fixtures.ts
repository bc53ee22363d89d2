import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { withLine } from './cart-calls';
import type { Browser } from './cart-fixtures';
import { cartOf, placeOrder, readyToPlace } from './checkout-fixtures';
import { baseUrl } from './client';
import { row, rows } from './test-database';

/**
 * Steps of a Webpay payment for the HTTP tests: an order placed with Webpay, the order page's
 * form to Webpay, the shopper's choice on the stand-in's form (tests/support/webpay-standin.ts)
 * and the way back to the storefront, each as a browser without JavaScript makes it.
 */
export const standin = inject('webpayStandin');

export interface WebpayOrder {
  browser: Browser;
  number: string;
  orderId: string;
  total: number;
  /** The order page (its confirmation). */
  page: string;
}

/** A guest on cl who placed an order of one unit of `sku` to pay with Webpay. */
export async function placedWithWebpay(sku: string): Promise<WebpayOrder> {
  const { browser } = await withLine(sku, 1);
  await readyToPlace(browser, 'cl', `webpay-${randomUUID()}@andamio.test`, 'webpay');
  const total = (await cartOf(browser)).totals.total.amount;
  const placed = await placeOrder(browser, total);
  expect(placed.status).toBe(303);
  const number = /\/checkout\/confirmation\/(CL-\d{9})\//.exec(placed.location ?? '')?.[1] ?? '';
  const order = await row<{ id: string }>(
    "SELECT id FROM orders WHERE tenant = 'cl' AND number = ?",
    Number(number.slice(3)),
  );
  return { browser, number, orderId: order?.id ?? '', total, page: `/cl/checkout/confirmation/${number}/` };
}

export async function openPage(
  browser: Browser,
  path: string,
): Promise<{ status: number; html: string; headers: Headers }> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The order page's form to Webpay: where it posts and the token it carries. */
export async function payForm(order: WebpayOrder): Promise<{ action: string; token: string }> {
  const { html } = await openPage(order.browser, order.page);
  const form =
    /<form method="post" action="([^"]+)">\s*<input type="hidden" name="token_ws" value="([0-9a-f]{64})"/.exec(html);
  expect(form, 'the order page shows the form to Webpay').not.toBeNull();
  return { action: form?.[1] ?? '', token: form?.[2] ?? '' };
}

export interface ShopperChoice {
  outcome: 'approve' | 'reject' | 'cancel' | 'timeout' | 'formError';
  paymentType?: string;
  installments?: number;
  amountDelta?: number;
  returnBy?: 'get' | 'post';
}

/**
 * Posts token_ws to Webpay's form as the order page's button does, then makes the shopper's
 * choice there. Answers how Webpay sends the shopper back: a URL to GET, or fields to POST.
 */
export async function payAtWebpay(
  form: { action: string; token: string },
  choice: ShopperChoice,
): Promise<{ url: string; fields?: Record<string, string> }> {
  const page = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ token_ws: form.token }) });
  expect(page.status).toBe(200);
  await page.body?.cancel();
  const fields = Object.fromEntries(
    Object.entries({ token_ws: form.token, ...choice }).map(([name, value]) => [name, String(value)]),
  );
  const back = await fetch(`${standin}/webpayserver/pay`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (choice.returnBy !== 'post') {
    expect(back.status).toBe(303);
    return { url: back.headers.get('location') ?? '' };
  }
  const html = await back.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const inputs = [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)];
  return { url: action, fields: Object.fromEntries(inputs.map(([, name = '', value = '']) => [name, value])) };
}

/** The browser arrives at the storefront's return URL as Webpay sent it; answers where it is sent on. */
export async function comeBack(browser: Browser, back: { url: string; fields?: Record<string, string> }) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(back.url, {
    method: back.fields ? 'POST' : 'GET',
    redirect: 'manual',
    // a form posted from Webpay's page: another site's origin, as a browser names it
    headers: { cookie, ...(back.fields ? { origin: standin, 'sec-fetch-site': 'cross-site' } : {}) },
    ...(back.fields ? { body: new URLSearchParams(back.fields) } : {}),
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

/** What the stand-in holds of a transaction: how often it was committed, what was refunded. */
export async function atWebpay(token: string): Promise<{
  amount: number;
  buyOrder: string;
  commits: number;
  refunds: { amount: number; type: string }[];
}> {
  return (await fetch(`${standin}/standin/transactions/${token}`)).json();
}

export interface PaymentRow {
  attempt: number;
  status: string;
  token: string;
  amount: number;
  authorized_amount: number | null;
  payment_type: string | null;
  installments: number | null;
  card_last_digits: string | null;
  raw_response: string | null;
  refund_reason: string | null;
  refund_status: string | null;
  refund_response: string | null;
}

export function paymentsOf(orderId: string): Promise<PaymentRow[]> {
  return rows<PaymentRow>("SELECT * FROM payments WHERE tenant = 'cl' AND order_id = ? ORDER BY attempt", orderId);
}

export async function orderState(orderId: string) {
  const order = await row<{ status: string; expires_at: string | null; placed_at: string }>(
    "SELECT status, expires_at, placed_at FROM orders WHERE tenant = 'cl' AND id = ?",
    orderId,
  );
  const events = await rows<{ status: string }>(
    "SELECT status FROM order_events WHERE tenant = 'cl' AND order_id = ? ORDER BY position",
    orderId,
  );
  return { ...order, events: events.map((event) => event.status) };
}
