import { randomUUID } from 'node:crypto';
import { globalAgent } from 'node:https';
import { isDynamicPix, parsePix } from 'pix-utils';
import { expect, inject } from 'vitest';
import { deliveryOf } from '../support/checkout-people';
import { Browser } from './cart-fixtures';
import { cartOf, page, placeOrder, postForm } from './checkout-fixtures';
import { row, rows } from './test-database';

/**
 * Steps of a Pix payment for the HTTP tests: a br order placed with Pix by a guest through the
 * checkout's forms, its BR Code read as a payer's app reads it (pix-utils: the code, then the
 * payload at its location), the payer paying at the stand-in PSP (tests/support/pix-standin.ts),
 * which posts the webhook to the storefront, and what the order and its charge then hold.
 */
export const pixStandin = inject('pixStandin');

// the stand-in serves its charges' payloads over https with a certificate of its own, as a PSP's
// locations are: pix-utils reaches them through node's default agent, which is told to trust it
globalAgent.options.ca = pixStandin.ca;

export interface PixOrder {
  browser: Browser;
  email: string;
  number: string;
  orderId: string;
  total: number;
  /** The order page (its confirmation). */
  page: string;
  /** The review step's text, as the shopper read it before placing the order. */
  review: string;
}

/** A shopper on br (a guest unless the browser holds a session) who placed an order of one unit of `sku`, sent home, to pay with Pix. */
export async function placedWithPix(sku: string, browser = new Browser()): Promise<PixOrder> {
  const added = await browser.call('/api/br/cart/items', { json: { skuId: sku, quantity: 1 } });
  expect(added.status).toBe(200);
  const email = `pix-${randomUUID()}@andamio.test`;
  const step = (name: string) => `/br/checkout/${name}/`;
  const done = '/br/checkout/?done=1';
  expect(
    (await postForm(browser, step('identify'), 'checkout.identify', { email, buyerKind: 'person' })).location,
  ).toBe(done);
  expect((await postForm(browser, step('delivery'), 'checkout.delivery', deliveryOf.br)).location).toBe(done);
  expect((await postForm(browser, step('payment'), 'checkout.payment', { paymentMethod: 'pix' })).location).toBe(done);
  const { totals } = await cartOf(browser, 'br');
  // paid by Pix, the order costs the Pix total where pro prices earn its discount
  const total = totals.pix?.total.amount ?? totals.total.amount;
  const review = (await page(browser, step('review'))).html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const placed = await placeOrder(browser, total, randomUUID(), 'br');
  const number = /\/br\/checkout\/confirmation\/(BR-\d{9})\//.exec(placed.location ?? '')?.[1] ?? '';
  expect(number, `placing answered ${placed.status} ${placed.location}`).not.toBe('');
  const order = await row<{ id: string }>(
    "SELECT id FROM orders WHERE tenant = 'br' AND number = ?",
    Number(number.slice(3)),
  );
  return {
    browser,
    email,
    number,
    orderId: order?.id ?? '',
    total,
    page: `/br/checkout/confirmation/${number}/`,
    review,
  };
}

/** The order page's Pix block: the QR's markup and the code in its read-only field ('' when absent). */
export async function pixOnPage(order: PixOrder): Promise<{ html: string; qr: string; code: string }> {
  const { html } = await page(order.browser, order.page);
  const qr = /<figure[^>]*data-pix-qr[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? '';
  const code = /<textarea[^>]*data-pix-code[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? '';
  return { html, qr, code: code.replaceAll('&amp;', '&').trim() };
}

/** A BR Code as a payer's app reads it: the code itself, then the charge's payload at its location. */
export async function readBrCode(code: string): Promise<{ txid: string; amount: string; key: string }> {
  const pix = parsePix(code);
  if ('error' in pix || !isDynamicPix(pix)) throw new Error(`not a dynamic BR Code: ${code}`);
  const fetched = await pix.fetchPayload({ DPP: new Date().toISOString().slice(0, 10), codMun: 3550308 });
  if ('error' in fetched) throw new Error(`no payload at ${pix.url}: ${fetched.message}`);
  const payload = fetched.payload as { txid: string; valor: { original: string }; chave: string };
  return { txid: payload.txid, amount: payload.valor.original, key: payload.chave };
}

export interface Delivered {
  notification: { pix: { endToEndId: string; txid: string; valor: string }[] };
  status: number;
  reply: { success: boolean; data?: { settled: Record<string, string> } };
}

/** The payer pays the charge (for another amount with a delta) and the stand-in posts the webhook. */
export async function payAtPsp(txid: string, amountDelta = 0): Promise<Delivered> {
  const paid = await fetch(`${pixStandin.origin}/standin/cob/${txid}/pay`, {
    method: 'POST',
    body: JSON.stringify({ amountDelta }),
  });
  expect(paid.status).toBe(200);
  return paid.json();
}

/** A webhook delivery as a PSP (or a forger) posts it: server to server, no Origin. */
export async function postWebhook(body: unknown, url = pixStandin.webhookUrl) {
  const response = await fetch(`${url}/pix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Delivered['reply'] };
}

/** What the stand-in holds of a charge: its status, the Pix received with their devoluções, its reads. */
export async function atPsp(txid: string): Promise<{
  status: string;
  reads: number;
  pix?: { valor: string; devolucoes: { valor: string; status: string }[] }[];
}> {
  return (await fetch(`${pixStandin.origin}/standin/cob/${txid}`)).json();
}

export interface ChargeRow {
  status: string;
  token: string;
  amount: number;
  url: string | null;
  br_code: string | null;
  authorized_amount: number | null;
  end_to_end_id: string | null;
  refund_reason: string | null;
  refund_status: string | null;
  refund_response: string | null;
}

export function chargesOf(orderId: string): Promise<ChargeRow[]> {
  return rows<ChargeRow>("SELECT * FROM payments WHERE tenant = 'br' AND order_id = ? ORDER BY attempt", orderId);
}

export async function orderState(orderId: string) {
  const order = await row<{ status: string; expires_at: string | null; placed_at: string }>(
    "SELECT status, expires_at, placed_at FROM orders WHERE tenant = 'br' AND id = ?",
    orderId,
  );
  const events = await rows<{ status: string }>(
    "SELECT status FROM order_events WHERE tenant = 'br' AND order_id = ? ORDER BY position",
    orderId,
  );
  return { ...order, events: events.map((event) => event.status) };
}
