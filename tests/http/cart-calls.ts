import { expect } from 'vitest';
import type { CartView } from '../../src/server/cart/cart-view';
import { Browser } from './cart-fixtures';

/** Calls of the cart HTTP tests, and the check of an error answer. */

export const items = '/api/cl/cart/items';
export const add = (browser: Browser, json: unknown) => browser.call<CartView>(items, { json });
export const line = (browser: Browser, lineId: string, suffix = '', init: { method: string; json?: unknown }) =>
  browser.call<CartView>(`${items}/${lineId}${suffix}`, init);

/** A browser with one line of `sku` in its cart; answers the browser and the line. */
export async function withLine(sku: string, quantity = 1, cookies: Record<string, string> = {}) {
  const browser = new Browser(cookies);
  const added = await add(browser, { skuId: sku, quantity });
  expect(added.status).toBe(200);
  const first = added.body.data?.lines[0];
  if (!first) throw new Error('no line');
  return { browser, lineId: first.lineId, cart: added.body.data as CartView };
}

/** An error answer: status, code and field as a caller reads them, and a message in words, never a key. */
export function expectError(
  reply: { status: number; body: { success: boolean; errors?: { code: string; field?: string; message: string }[] } },
  status: number,
  field: string,
  code = status === 404 ? 'NOT_FOUND' : 'CORE_VALIDATION_ERROR',
) {
  expect(reply.status).toBe(status);
  expect(reply.body.success).toBe(false);
  expect(reply.body.errors?.[0]).toMatchObject({ code, field });
  expect(reply.body.errors?.[0]?.message).not.toMatch(/^(cart|validation)\./);
  return reply.body.errors?.[0]?.message ?? '';
}
