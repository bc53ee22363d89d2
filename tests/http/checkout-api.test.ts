import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, withLine } from './cart-calls';
import { Browser } from './cart-fixtures';
import { cartOf, ordersWithKey, outboxMentions, readyToPlace, stockAt } from './checkout-fixtures';
import { skuOrderedOnlyBy } from './purchase-fixtures';

/** The place-order API: the same as the review form, with the key in an `Idempotency-Key` header. */

/** The SKU this file orders, and no other (purchase-fixtures.ts). */
let sku: string;
beforeAll(async () => {
  sku = await skuOrderedOnlyBy('checkoutApi');
});

interface Placed {
  number: string;
  confirmation: string;
}

const orders = '/api/cl/checkout/orders';
const place = (browser: Browser, expectedTotal: number, key?: string) =>
  browser.call<Placed>(orders, {
    json: { expectedTotal, acceptTerms: true },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('POST /api/{tenant}/checkout/orders', () => {
  it('makes one order for a key: 201 the first time, 200 with the same order for every retry', async () => {
    const { browser } = await withLine(sku, 1);
    const key = randomUUID();
    // an address of its own: the outbox outlives the database (a run on the other engine numbers its orders alike)
    const email = `api-${key}@andamio.test`;
    await readyToPlace(browser, 'cl', email);
    const total = (await cartOf(browser)).totals.total.amount;
    const before = await stockAt('cl', sku);
    const first = await place(browser, total, key);
    expect(first.status).toBe(201);
    const number = first.body.data?.number ?? 'none';
    expect(number).toMatch(/^CL-\d{9}$/);
    expect(first.body.data?.confirmation).toBe(`/cl/checkout/confirmation/${number}/`);
    const retries = await Promise.all(Array.from({ length: 4 }, () => place(browser, total, key)));
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body.data?.number).toBe(number);
    }
    expect(await ordersWithKey('cl', key)).toHaveLength(1);
    expect(await stockAt('cl', sku)).toBe(before - 1);
    // One confirmation email, however often the request came.
    expect((await outboxMentions(number)).filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('numbers orders so that one does not tell the next: nine digits, not one after the other', async () => {
    const numbers: number[] = [];
    for (const _ of [1, 2]) {
      const { browser } = await withLine(sku, 1);
      await readyToPlace(browser);
      const placed = await place(browser, (await cartOf(browser)).totals.total.amount, randomUUID());
      expect(placed.status).toBe(201);
      const number = placed.body.data?.number ?? 'none';
      expect(number).toMatch(/^CL-\d{9}$/);
      numbers.push(Number(number.slice('CL-'.length)));
    }
    const [first = 0, second = 0] = numbers;
    expect(Math.abs(second - first)).toBeGreaterThan(1);
  });

  it('needs a well-formed key, and will not answer another shopper’s order for it', async () => {
    const { browser } = await withLine(sku, 1);
    await readyToPlace(browser);
    const total = (await cartOf(browser)).totals.total.amount;
    expectError(await place(browser, total), 400, 'idempotency-key');
    expectError(await place(browser, total, 'short'), 400, 'idempotency-key');
    expectError(
      await browser.call(orders, { json: { expectedTotal: 'all' }, headers: { 'idempotency-key': randomUUID() } }),
      400,
      'expectedTotal',
    );
    const key = randomUUID();
    expect((await place(browser, total, key)).status).toBe(201);
    const { browser: stranger } = await withLine(sku, 1);
    await readyToPlace(stranger);
    const reused = await place(stranger, (await cartOf(stranger)).totals.total.amount, key);
    const message = expectError(reused, 409, 'order', 'CONFLICT');
    expect(message).toBe('Este pedido ya no se puede enviar. Revisa tu pedido otra vez.');
    expect((await cartOf(stranger)).lines).toHaveLength(1);
  });

  it('tells a changed total, missing steps and an empty cart in words', async () => {
    const { browser } = await withLine(sku, 1);
    const total = (await cartOf(browser)).totals.total.amount;
    const missing = expectError(await place(browser, total, randomUUID()), 400, 'email');
    expect(missing).toBe('Ingresa tu correo o inicia sesión para continuar.');
    await readyToPlace(browser);
    const changed = expectError(await place(browser, total + 1, randomUUID()), 409, 'order', 'CONFLICT');
    expect(changed).toContain('Los precios cambiaron');
    const empty = await place(new Browser(), 0, randomUUID());
    expect(expectError(empty, 400, 'cart')).toBe('Tu carro está vacío. Agrega productos para comprar.');
  });
});
