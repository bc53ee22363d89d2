import { beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../src/server/cart/cart-view';
import { add, expectError, items, line, withLine } from './cart-calls';
import { Browser, type CartFixtures, cartFixtures, customerSession } from './cart-fixtures';

let f: CartFixtures;
beforeAll(async () => {
  f = await cartFixtures();
});

describe('GET /api/{tenant}/cart', () => {
  it('answers an empty cart and creates nothing when the shopper has none', async () => {
    const reply = await new Browser().call<CartView>('/api/cl/cart');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: null,
      lines: [],
      itemCount: 0,
      canCheckout: false,
      totals: { total: { amount: 0, text: '$ 0' } },
    });
    expect(reply.setCookies).toEqual([]);
  });

  it.each([
    ['a malformed cart cookie', { cartId: 'not-a-cart' }],
    ['a well-formed unknown cart id', { cartId: 'A'.repeat(22) }],
    ['a malformed zone and session cookie', { zone: '%%%', session: 'x' }],
  ])('reads %s as no cart, priced in the default zone', async (_, cookies) => {
    const reply = await new Browser(cookies).call<CartView>('/api/cl/cart');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: null, lines: [], zone: { id: '13101' } });
  });
});

describe('the cart cookie', () => {
  it('replaces a malformed cart cookie with a new cart on the first add', async () => {
    const browser = new Browser({ cartId: 'garbage%ZZ' });
    const added = await add(browser, { skuId: f.stocked, quantity: 1 });
    expect(added.status).toBe(200);
    expect(browser.cookies.get('cartId')).toBe(added.body.data?.id);
  });

  it('keeps tenants apart: a cart id of cl names no cart in br', async () => {
    const { browser, cart } = await withLine(f.stocked);
    expect((await browser.call<CartView>('/api/br/cart')).body.data?.id).toBeNull();
    expect((await browser.call<CartView>('/api/cl/cart')).body.data?.id).toBe(cart.id);
  });

  it("follows a logged-in customer to another browser, and is not a logged-out browser's", async () => {
    const session = await customerSession('cl', { segment: null, proBuyer: false });
    const { browser, cart } = await withLine(f.stocked, 2, { session });
    const elsewhere = new Browser({ session });
    const found = await elsewhere.call<CartView>('/api/cl/cart');
    expect(found.body.data).toMatchObject({ id: cart.id, itemCount: 2 });
    expect(elsewhere.cookies.get('cartId')).toBe(cart.id);
    browser.cookies.delete('session');
    expect((await browser.call<CartView>('/api/cl/cart')).body.data?.id).toBeNull();
  });
});

describe('POST /api/{tenant}/cart/items (addItemToBasket)', () => {
  it('creates the cart, sets an HttpOnly cookie and adds to the same line on a second add', async () => {
    const browser = new Browser({ zone: f.zone10 });
    const first = await add(browser, { skuId: f.stocked, quantity: 2, pushSite: 'andamio-cl' });
    expect(first.status).toBe(200);
    expect(first.setCookies[0]).toMatch(/^cartId=[A-Za-z0-9_-]{22}; .*HttpOnly/i);
    expect(first.setCookies[0]).toMatch(/SameSite=Lax/i);
    const cart = first.body.data as CartView;
    expect(browser.cookies.get('cartId')).toBe(cart.id);
    const [only] = cart.lines;
    expect(only).toMatchObject({
      skuId: f.stocked,
      quantity: 2,
      pushSite: 'andamio-cl',
      delivery: { method: 'homeDelivery', store: null },
    });
    expect(only?.url).toMatch(new RegExp(`^/cl/product/\\d+/[a-z0-9-]+/${f.stocked}/$`));
    expect(only?.image).toMatch(/^\/media\/cl\/products\//);
    expect(only?.lineTotal.amount).toBe((only?.unitPrice?.amount ?? 0) * 2);
    expect(only?.unitPrice?.text).toMatch(/^\$ [\d.]+$/);
    expect(only?.priceLines[0]).toMatchObject({ role: 'current', amount: only?.unitPrice?.amount });

    const again = await add(browser, { skuId: f.stocked, quantity: 3 });
    expect(again.setCookies).toEqual([]);
    expect(again.body.data?.lines.map((l) => [l.skuId, l.quantity])).toEqual([[f.stocked, 5]]);
    const read = await browser.call<CartView>('/api/cl/cart');
    expect(read.body.data?.id).toBe(cart.id);
    expect(read.body.data?.itemCount).toBe(5);
  });

  it('adds up totals: products, delivery estimate of the zone, total', async () => {
    const browser = new Browser({ zone: f.zone10 });
    await add(browser, { skuId: f.stocked, quantity: 1 });
    const cart = (await add(browser, { skuId: f.other, quantity: 2 })).body.data as CartView;
    const products = cart.lines.reduce((sum, l) => sum + l.lineTotal.amount, 0);
    expect(cart.totals.products.amount).toBe(products);
    expect(cart.totals.subtotal.amount).toBe(products);
    const delivery = cart.totals.delivery;
    expect(delivery).not.toBeNull();
    // spec: free from the tenant's threshold (cl: $ 49.990), otherwise the zone's cost.
    expect(delivery?.free).toBe(products >= 49990);
    expect(cart.totals.total.amount).toBe(products + (delivery?.cost.amount ?? 0));
    expect(cart.totals.memberDiscount).toBeNull();
    expect(cart.itemCount).toBe(3);
    expect(cart.canCheckout).toBe(true);
  });

  it.each([
    ['0', 0, 'La cantidad mínima es 1.'],
    ['-1', -1, 'La cantidad mínima es 1.'],
    ['1.5', 1.5, 'Ingresa una cantidad en números enteros.'],
    ['"abc"', 'abc', 'Ingresa una cantidad en números enteros.'],
    ['10000', 10000, 'Alcanzaste el máximo de 9999 unidades por producto.'],
    ['missing', undefined, 'Ingresa una cantidad en números enteros.'],
  ])('refuses the quantity %s with 400 naming the field', async (_, quantity, message) => {
    const browser = new Browser();
    const reply = await add(browser, { skuId: f.stocked, quantity });
    expect(expectError(reply, 400, 'quantity')).toBe(message);
    expect(reply.setCookies).toEqual([]);
  });

  it('docs/cart-rules.md: counts what the cart holds against 9999, and asks to reduce beyond the stock', async () => {
    const { browser } = await withLine(f.stocked, 1);
    expect(expectError(await add(browser, { skuId: f.stocked, quantity: 9999 }), 400, 'quantity')).toBe(
      'Alcanzaste el máximo de 9999 unidades por producto.',
    );
    const scarce = await add(browser, { skuId: f.scarce, quantity: 9000 });
    expect(expectError(scarce, 400, 'quantity')).toMatch(/^No hay stock suficiente\. Reduce la cantidad a \d o menos/);
  });

  it.each([
    ['an unknown SKU', { skuId: '9999999', quantity: 1 }, 404, 'skuId'],
    ["another tenant's SKU", () => ({ skuId: f.foreign, quantity: 1 }), 404, 'skuId'],
    ['a malformed SKU', { skuId: 'abc', quantity: 1 }, 400, 'skuId'],
    ['a SKU of the wrong type', { skuId: 1234567, quantity: 1 }, 400, 'skuId'],
    [
      'an unknown delivery method',
      () => ({ skuId: f.stocked, quantity: 1, deliveryMethod: 'drone' }),
      400,
      'deliveryMethod',
    ],
    [
      'pickup without a store',
      () => ({ skuId: f.stocked, quantity: 1, deliveryMethod: 'pickupInStore' }),
      400,
      'storeId',
    ],
    [
      'pickup at an unknown store',
      () => ({ skuId: f.stocked, quantity: 1, deliveryMethod: 'pickupInStore', storeId: '9999' }),
      404,
      'storeId',
    ],
    [
      'pickup at a store without units',
      () => ({ skuId: f.stocked, quantity: 1, deliveryMethod: 'buyAtStore', storeId: f.emptyStore }),
      400,
      'quantity',
    ],
    ['a malformed push site', () => ({ skuId: f.stocked, quantity: 1, pushSite: 'a b' }), 400, 'pushSite'],
  ])('refuses %s', async (_, json, status, field) => {
    const reply = await add(new Browser(), typeof json === 'function' ? json() : json);
    expectError(reply, status, field);
  });

  it.each([
    [
      'malformed JSON',
      { body: '{"skuId":', headers: { 'content-type': 'application/json' } },
      400,
      'CORE_VALIDATION_ERROR',
    ],
    [
      'a body that is not JSON',
      { body: '<cart/>', headers: { 'content-type': 'application/xml' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body too large',
      {
        body: JSON.stringify({ skuId: f?.stocked ?? '1000000', quantity: 1, pad: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('refuses %s', async (_, init, status, code) => {
    const reply = await new Browser().call(items, { method: 'POST', ...init });
    expectError(reply, status, 'body', code);
  });
});

describe('PATCH and DELETE /api/{tenant}/cart/items/{lineId}', () => {
  it('changes the quantity and removes the line', async () => {
    const { browser, lineId } = await withLine(f.stocked, 1);
    const changed = await line(browser, lineId, '', { method: 'PATCH', json: { quantity: 4 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data?.lines[0]?.quantity).toBe(4);
    const removed = await line(browser, lineId, '', { method: 'DELETE' });
    expect(removed.body.data).toMatchObject({ lines: [], itemCount: 0 });
    expectError(await line(browser, lineId, '', { method: 'DELETE' }), 404, 'lineId');
  });

  it.each([
    [0, 400, 'quantity'],
    [-1, 400, 'quantity'],
    [1.5, 400, 'quantity'],
    ['abc', 400, 'quantity'],
    [10000, 400, 'quantity'],
  ])('refuses the quantity %s', async (quantity, status, field) => {
    const { browser, lineId } = await withLine(f.stocked);
    expectError(await line(browser, lineId, '', { method: 'PATCH', json: { quantity } }), status, field);
  });

  it('refuses more units than the stock, and unknown or foreign lines', async () => {
    const { browser, lineId } = await withLine(f.scarce, 1);
    expect(
      expectError(await line(browser, lineId, '', { method: 'PATCH', json: { quantity: 50 } }), 400, 'quantity'),
    ).toMatch(/Reduce la cantidad/);
    expectError(await line(browser, 'AAAAAAAAAAAA', '', { method: 'PATCH', json: { quantity: 1 } }), 404, 'lineId');
    expectError(await line(browser, 'not%20a%20line', '', { method: 'PATCH', json: { quantity: 1 } }), 404, 'lineId');
    expectError(await line(new Browser(), lineId, '', { method: 'PATCH', json: { quantity: 1 } }), 404, 'lineId');
  });
});

describe('PUT /api/{tenant}/cart/items/{lineId}/services (setOrderByCommerceIdToBasket)', () => {
  it('adds a warranty per unit to the line total', async () => {
    const { browser, lineId, cart } = await withLine(f.stocked, 2);
    const warranty = cart.lines[0]?.availableServices.find((s) => s.id === 'warranty-2y');
    expect(warranty?.kind).toBe('warranty');
    const reply = await line(browser, lineId, '/services', { method: 'PUT', json: { serviceIds: ['warranty-2y'] } });
    expect(reply.status).toBe(200);
    const changed = reply.body.data?.lines[0];
    expect(changed?.services).toMatchObject([
      { id: 'warranty-2y', quantity: 2, amount: { amount: (warranty?.price.amount ?? 0) * 2 } },
    ]);
    expect(changed?.availableServices.find((s) => s.id === 'warranty-2y')?.selected).toBe(true);
    expect(reply.body.data?.totals.services.amount).toBe((warranty?.price.amount ?? 0) * 2);
    const cleared = await line(browser, lineId, '/services', { method: 'PUT', json: { serviceIds: [] } });
    expect(cleared.body.data?.totals.services.amount).toBe(0);
  });

  it.each([
    ['two warranties', { serviceIds: ['warranty-1y', 'warranty-2y'] }, 400, 'serviceIds'],
    ['a service the product does not offer', { serviceIds: ['warranty-1y', 'cut-boards'] }, 400, 'serviceIds.1'],
    ['a list that is not a list', { serviceIds: 'warranty-1y' }, 400, 'serviceIds'],
    ['a malformed id', { serviceIds: ['<script>'] }, 400, 'serviceIds.0'],
    ['too many ids', { serviceIds: Array.from({ length: 11 }, (_, i) => `s${i}`) }, 400, 'serviceIds'],
  ])('refuses %s', async (_, json, status, field) => {
    const { browser, lineId } = await withLine(f.stocked);
    expectError(await line(browser, lineId, '/services', { method: 'PUT', json }), status, field);
  });
});

describe('PUT /api/{tenant}/cart/items/{lineId}/delivery', () => {
  it('moves a line to store pickup and to economic delivery', async () => {
    const { browser, lineId } = await withLine(f.stocked, 2, { zone: f.zone10 });
    const pickup = await line(browser, lineId, '/delivery', {
      method: 'PUT',
      json: { deliveryMethod: 'pickupInStore', storeId: '1001' },
    });
    expect(pickup.status).toBe(200);
    expect(pickup.body.data?.lines[0]?.delivery).toMatchObject({
      method: 'pickupInStore',
      store: { id: '1001' },
      label: 'Retiro en tienda',
    });
    expect(pickup.body.data?.totals.delivery).toBeNull();
    const economic = await line(browser, lineId, '/delivery', {
      method: 'PUT',
      json: { deliveryMethod: 'homeDeliveryEconomic' },
    });
    expect(economic.body.data?.lines[0]?.delivery).toMatchObject({ method: 'homeDeliveryEconomic', store: null });
  });

  it.each([
    ['no method', {}, 400, 'deliveryMethod'],
    ['pickup without a store', { deliveryMethod: 'storePickUp' }, 400, 'storeId'],
    ['an unknown store', { deliveryMethod: 'buyAtStore', storeId: 'nope' }, 404, 'storeId'],
    ['the distribution centre as a store', { deliveryMethod: 'buyAtStore', storeId: 'DC' }, 404, 'storeId'],
    ['a store without the units', () => ({ deliveryMethod: 'buyAtStore', storeId: f.emptyStore }), 400, 'storeId'],
  ])('refuses %s', async (_, json, status, field) => {
    const { browser, lineId } = await withLine(f.stocked);
    expectError(
      await line(browser, lineId, '/delivery', { method: 'PUT', json: typeof json === 'function' ? json() : json }),
      status,
      field,
    );
  });
});
