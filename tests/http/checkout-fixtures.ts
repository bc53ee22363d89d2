import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { parseZoneCode } from '../../src/lib/zone';
import type { CartView } from '../../src/server/cart/cart-view';
import { clDelivery } from '../support/checkout-people';
import type { Browser } from './cart-fixtures';
import { baseUrl } from './client';
import { row, rows, run } from './test-database';

/** Steps of the checkout for the HTTP tests: the no-JS forms, posted as a browser would, with its cookies. */

export interface FormAnswer {
  status: number;
  location: string | null;
}

/** Posts a step's form to its page (`?_action=`), keeping the cookies the answer sets. */
export async function postForm(
  browser: Browser,
  page: string,
  action: string,
  fields: Record<string, string>,
): Promise<FormAnswer> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}${page}?_action=${action}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { origin: baseUrl, ...(cookie === '' ? {} : { cookie }) },
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    browser.cookies.set(name.trim(), value.trim());
  }
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

const step = (tenant: string, name: string) => `/${tenant}/checkout/${name}/`;

/** Identify as a guest buying as a person, name the recipient, give an address, choose how to pay (a bank transfer unless told): the review is next. */
export async function readyToPlace(
  browser: Browser,
  tenant = 'cl',
  email = 'guest@andamio.test',
  paymentMethod = 'bankTransfer',
): Promise<void> {
  const identified = await postForm(browser, step(tenant, 'identify'), 'checkout.identify', {
    email,
    buyerKind: 'person',
  });
  expect(identified.location).toBe(`/${tenant}/checkout/?done=1`);
  const zone = parseZoneCode(browser.cookies.get('zone') ?? '');
  const delivery = await postForm(browser, step(tenant, 'delivery'), 'checkout.delivery', {
    ...clDelivery,
    // the zone the cart is priced in: no move to another zone
    ...(zone.ok ? { zoneId: zone.zone.zoneId } : {}),
  });
  expect(delivery.location).toBe(`/${tenant}/checkout/?done=1`);
  const payment = await postForm(browser, step(tenant, 'payment'), 'checkout.payment', { paymentMethod });
  expect(payment.location).toBe(`/${tenant}/checkout/?done=1`);
}

/** The place-order form as the review step sends it, terms accepted. */
export function placeOrder(browser: Browser, expectedTotal: number, key = randomUUID(), tenant = 'cl') {
  return postForm(browser, step(tenant, 'review'), 'checkout.place', {
    idempotencyKey: key,
    expectedTotal: String(expectedTotal),
    acceptTerms: 'on',
  });
}

export async function cartOf(browser: Browser, tenant = 'cl'): Promise<CartView> {
  const reply = await browser.call<CartView>(`/api/${tenant}/cart`);
  return reply.body.data as CartView;
}

export async function stockAt(tenant: string, skuId: string, storeId = 'DC'): Promise<number> {
  const found = await row<{ quantity: number }>(
    'SELECT quantity FROM stock WHERE tenant = ? AND sku_id = ? AND store_id = ?',
    tenant,
    skuId,
    storeId,
  );
  if (!found) throw new Error(`No stock row for ${tenant} ${skuId} at ${storeId}`);
  return found.quantity;
}

export async function setStock(tenant: string, skuId: string, quantity: number, storeId = 'DC'): Promise<void> {
  await run(
    'UPDATE stock SET quantity = ? WHERE tenant = ? AND sku_id = ? AND store_id = ?',
    quantity,
    tenant,
    skuId,
    storeId,
  );
}

/** Changes a SKU's first price in a group (a price change between review and order). */
export async function shiftPrice(tenant: string, skuId: string, group: string, by: number): Promise<void> {
  await run(
    'UPDATE prices SET amount = amount + ? WHERE tenant = ? AND sku_id = ? AND price_group_id = ? AND position = 0',
    by,
    tenant,
    skuId,
    group,
  );
}

export interface OrderRow {
  id: string;
  number: number;
  idempotency_key: string;
  total: number;
  email: string;
  status: string;
  zone_id: string;
  /** The documents of 020-checkout-details, as JSON. */
  buyer: string | null;
}

export function ordersWithKey(tenant: string, key: string): Promise<OrderRow[]> {
  return rows<OrderRow>('SELECT * FROM orders WHERE tenant = ? AND idempotency_key = ?', tenant, key);
}

export function ordersOfEmail(tenant: string, email: string): Promise<OrderRow[]> {
  return rows<OrderRow>('SELECT * FROM orders WHERE tenant = ? AND email = ?', tenant, email);
}

export function orderLinesOf(tenant: string, orderId: string) {
  return rows<{ sku_id: string; quantity: number; products_amount: number; quotation_id: string | null }>(
    'SELECT * FROM order_lines WHERE tenant = ? AND order_id = ? ORDER BY position',
    tenant,
    orderId,
  );
}

export { outboxMentions } from './outbox-mail';

/** Where placing a cl order leads: its confirmation page, with its number. */
export const confirmation = /^\/cl\/checkout\/confirmation\/(CL-\d{9})\/\?done=1$/;

/** A page as the browser with these cookies gets it, redirects not followed. */
export async function page(browser: Browser, path: string): Promise<{ status: number; html: string }> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}
