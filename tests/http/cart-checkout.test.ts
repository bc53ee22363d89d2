import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../src/server/cart/cart-view';
import type { QuotationSummaryView, QuotationView } from '../../src/server/cart/quotation-view';
import { expectError, withLine } from './cart-calls';
import {
  Browser,
  type CartFixtures,
  cartFixtures,
  customerSession,
  expireQuotation,
  proPricedSku,
} from './cart-fixtures';

/** The checkout carts call, buy-now, who pays what (docs/checkout-and-payments.md) and quotations (docs/checkout-and-payments.md). */

let f: CartFixtures;
beforeAll(async () => {
  f = await cartFixtures();
});

describe('GET /api/{tenant}/checkout/carts/{cartId}', () => {
  const checkout = (browser: Browser, id: string, query = '?rebuildDependencies=false&return=ALL') =>
    browser.call<CartView>(`/api/cl/checkout/carts/${id}${query}`);

  it('answers the cart to its owner and 404 to anyone else', async () => {
    const { browser, cart } = await withLine(f.stocked, 2);
    const mine = await checkout(browser, cart.id ?? '');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: cart.id, itemCount: 2, totals: { total: cart.totals.total } });
    expectError(await checkout(new Browser(), cart.id ?? ''), 404, 'cartId');
    expectError(await checkout(browser, 'B'.repeat(22)), 404, 'cartId');
    expectError(await checkout(browser, 'short'), 404, 'cartId');
    expectError(await checkout(browser, cart.id ?? '', '?return=NONE'), 400, 'return');
    expectError(await checkout(browser, cart.id ?? '', '?rebuildDependencies=maybe'), 400, 'rebuildDependencies');
  });
});

describe('POST /api/{tenant}/cart/buy-now', () => {
  it('makes a one-line cart apart from the main cart, readable by the checkout call, reused when named', async () => {
    const { browser, cart } = await withLine(f.stocked, 3);
    const bought = await browser.call<CartView>('/api/cl/cart/buy-now', { json: { skuId: f.other, quantity: 1 } });
    expect(bought.status).toBe(200);
    const buyNow = bought.body.data as CartView;
    expect(buyNow).toMatchObject({ kind: 'buyNow', itemCount: 1, lines: [{ skuId: f.other }] });
    expect(buyNow.id).not.toBe(cart.id);
    expect(buyNow.totals.total.amount).toBeGreaterThan(0);
    expect(browser.cookies.get('cartId')).toBe(cart.id);
    expect((await browser.call<CartView>('/api/cl/cart')).body.data?.itemCount).toBe(3);
    const read = await browser.call<CartView>(
      `/api/cl/checkout/carts/${buyNow.id}?rebuildDependencies=false&return=ALL`,
    );
    expect(read.body.data).toMatchObject({ id: buyNow.id, kind: 'buyNow' });
    const again = await browser.call<CartView>('/api/cl/cart/buy-now', {
      json: { skuId: f.stocked, quantity: 2, cartId: buyNow.id },
    });
    expect(again.body.data).toMatchObject({ id: buyNow.id, itemCount: 2, lines: [{ skuId: f.stocked }] });
    expectError(
      await browser.call('/api/cl/cart/buy-now', { json: { skuId: f.stocked, quantity: 1, cartId: cart.id } }),
      400,
      'cartId',
    );
    expectError(
      await new Browser().call('/api/cl/cart/buy-now', { json: { skuId: f.stocked, quantity: 1, cartId: buyNow.id } }),
      404,
      'cartId',
    );
  });

  it('gives a browser without a cart its cookie, and refuses bad input', async () => {
    const browser = new Browser();
    const bought = await browser.call<CartView>('/api/cl/cart/buy-now', { json: { skuId: f.stocked, quantity: 1 } });
    expect(bought.status).toBe(200);
    expect(browser.cookies.get('cartId')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await browser.call<CartView>('/api/cl/cart')).body.data?.lines).toEqual([]);
    expectError(
      await browser.call('/api/cl/cart/buy-now', { json: { skuId: f.stocked, quantity: 0 } }),
      400,
      'quantity',
    );
    expectError(
      await browser.call('/api/cl/cart/buy-now', { json: { skuId: f.stocked, quantity: 1, cartId: 'x' } }),
      400,
      'cartId',
    );
    expectError(await browser.call('/api/cl/cart/buy-now', { json: { skuId: f.foreign, quantity: 1 } }), 404, 'skuId');
  });
});

describe('docs/checkout-and-payments.md: who pays what', () => {
  it('gives Gold and Black members the exclusive discount in the cart, and nobody else', async () => {
    for (const [segment, applies] of [
      ['Gold', true],
      ['Black', true],
      ['Silver', false],
      [null, false],
    ] as const) {
      const session = await customerSession('cl', { segment, proBuyer: false });
      const { cart } = await withLine(f.stocked, 2, { session });
      if (applies) {
        expect(cart.totals.memberDiscount).toMatchObject({
          percent: 5,
          label: 'Descuento exclusivo Círculo de Especialistas',
        });
        expect(cart.totals.total.amount).toBe(
          cart.totals.subtotal.amount -
            (cart.totals.memberDiscount?.amount.amount ?? 0) +
            (cart.totals.delivery?.cost.amount ?? 0),
        );
      } else {
        expect(cart.totals.memberDiscount).toBeNull();
      }
    }
  });

  it('charges a pro buyer the pro price and offers the Pix total in br', async () => {
    const sku = await proPricedSku('br', '50');
    const guest = (await new Browser().call<CartView>('/api/br/cart/items', { json: { skuId: sku, quantity: 2 } })).body
      .data?.lines[0];
    const session = await customerSession('br', { segment: null, proBuyer: true });
    const browser = new Browser({ session_br: session });
    const cart = (await browser.call<CartView>('/api/br/cart/items', { json: { skuId: sku, quantity: 2 } })).body
      .data as CartView;
    expect(cart.lines[0]?.unitPrice?.amount).toBeLessThan(guest?.unitPrice?.amount ?? 0);
    expect(cart.lines[0]?.priceLines.map((l) => l.role)).toEqual(expect.arrayContaining(['pro', 'pix']));
    expect(cart.totals.pix?.total.amount).toBeLessThan(cart.totals.total.amount);
    expect(cart.totals.pix?.label).toMatch(/^Total pagando com Pix: R\$ /);
  });
});

describe('quotations (docs/checkout-and-payments.md: prices frozen 72 hours)', () => {
  it('freezes the prices of the zone it was made in, and honours them in the cart from another zone', async () => {
    const { browser } = await withLine(f.stocked, 3, { zone: f.zone10 });
    const made = await browser.call<QuotationView>('/api/cl/quotations', { method: 'POST' });
    expect(made.status).toBe(201);
    const quotation = made.body.data as QuotationView;
    expect(quotation).toMatchObject({
      status: 'valid',
      hoursLeft: 72,
      message: 'Precios congelados por 72 h más.',
      zone: { priceGroup: '10' },
    });
    expect(Date.parse(quotation.expiresAt) - Date.parse(quotation.createdAt)).toBe(72 * 3_600_000);
    const unit10 = quotation.lines[0]?.unitPrice.amount ?? 0;
    expect(quotation.totals.total.amount).toBe(unit10 * 3);

    browser.cookies.set('zone', f.zone12);
    const cart12 = (await browser.call<CartView>('/api/cl/cart')).body.data as CartView;
    expect(cart12.zone.priceGroup).toBe('12');
    expect(cart12.lines[0]?.unitPrice?.amount).toBeGreaterThan(unit10);
    const again = await browser.call<QuotationView>(`/api/cl/quotations/${quotation.id}`);
    expect(again.body.data?.lines[0]?.unitPrice.amount).toBe(unit10);
    expect(again.body.data?.totals.total.amount).toBe(quotation.totals.total.amount);

    const list = await browser.call<{ quotations: QuotationSummaryView[] }>('/api/cl/quotations');
    expect(list.body.data?.quotations.map((q) => q.id)).toEqual([quotation.id]);

    const back = await browser.call<{ quotation: { status: string }; cart: CartView }>(
      `/api/cl/quotations/${quotation.id}/to-cart`,
      { method: 'POST' },
    );
    expect(back.status).toBe(200);
    expect(back.body.data?.quotation.status).toBe('valid');
    expect(back.body.data?.cart.lines[0]).toMatchObject({
      quantity: 3,
      lineTotal: { amount: unit10 * 3 },
      frozen: { quantity: 3, quotationId: quotation.id },
    });

    await expireQuotation('cl', quotation.id);
    const expired = await browser.call<QuotationView>(`/api/cl/quotations/${quotation.id}`);
    expect(expired.body.data).toMatchObject({
      status: 'expired',
      hoursLeft: 0,
      lines: [{ unitPrice: { amount: unit10 } }],
    });
    expect(expired.body.data?.message).toMatch(/^Esta cotización venció/);
    const today = (await browser.call<CartView>('/api/cl/cart')).body.data as CartView;
    expect(today.lines[0]).toMatchObject({
      frozen: null,
      lineTotal: { amount: (cart12.lines[0]?.unitPrice?.amount ?? 0) * 3 },
    });
    const late = await browser.call<{ quotation: { status: string } }>(`/api/cl/quotations/${quotation.id}/to-cart`, {
      method: 'POST',
    });
    expect(late.body.data?.quotation.status).toBe('expired');
  });

  it('refuses an empty cart and hides quotations from other browsers', async () => {
    expectError(await new Browser().call('/api/cl/quotations', { method: 'POST' }), 400, 'cart');
    const { browser } = await withLine(f.stocked);
    const id = (await browser.call<QuotationView>('/api/cl/quotations', { method: 'POST' })).body.data?.id ?? '';
    const stranger = new Browser();
    expectError(await stranger.call(`/api/cl/quotations/${id}`), 404, 'id');
    expectError(await stranger.call(`/api/cl/quotations/${id}/to-cart`, { method: 'POST' }), 404, 'id');
    expect((await stranger.call<{ quotations: unknown[] }>('/api/cl/quotations')).body.data?.quotations).toEqual([]);
    expectError(await browser.call('/api/cl/quotations/unknown'), 404, 'id');
    expectError(await browser.call(`/api/br/quotations/${id}`), 404, 'id');
  });
});
