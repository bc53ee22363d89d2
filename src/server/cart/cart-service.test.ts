import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../lib/messages';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { addItem } from './add-item';
import { buyNow } from './buy-now';
import { type CartContext, mainCartOf, mayRead } from './cart-context';
import { findCart } from './cart-store';
import { cartView, evaluateCart } from './cart-view';
import { changeQuantity, removeLine, setDelivery, setServices } from './line-changes';
import { guestShopper, shopperOf } from './shopper';
import { cartDatabase, contextFor, customer, skuWhere } from './test-support';

const t = translator('es');
const now = new Date('2026-03-10T12:00:00Z');
let handle: DatabaseHandle;
let dispose: () => Promise<void>;
let stocked: string;
let warranted: string;
let scarce: string;

beforeAll(async () => {
  ({ handle, dispose } = await cartDatabase(['cl']));
  stocked = skuWhere(handle, 'cl', "dc.quantity >= 50 AND p.shipping_type = 'home'", '10');
  warranted = skuWhere(
    handle,
    'cl',
    "dc.quantity >= 10 AND p.services LIKE '%warranty-2y%' AND p.shipping_type != 'pickup_only'",
    '10',
  );
  scarce = skuWhere(handle, 'cl', "dc.quantity BETWEEN 2 AND 5 AND p.shipping_type != 'pickup_only'", '10');
});
afterAll(() => dispose());

/** A guest browser: each call gets a fresh context carrying the cookie the previous one issued. */
function browser() {
  let cookie: string | null = null;
  return {
    async context(over: Partial<CartContext> = {}): Promise<CartContext> {
      const context = await contextFor(handle, 'cl', { now, browserCartId: cookie });
      return Object.assign(context, over);
    },
    async run<T>(call: (context: CartContext) => Promise<T>, over: Partial<CartContext> = {}): Promise<T> {
      const context = await this.context(over);
      const result = await call(context);
      if (context.issuedCartId) cookie = context.issuedCartId;
      return result;
    },
    async view(over: Partial<CartContext> = {}) {
      const context = await this.context(over);
      return cartView(context, await evaluateCart(handle.db, context, await mainCartOf(handle.db, context)), t);
    },
    get cookie() {
      return cookie;
    },
  };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return {
    status: error.status,
    key: error.details[0]?.key,
    field: error.details[0]?.field,
    params: error.details[0]?.params,
  };
}

const add =
  (
    skuId: string,
    quantity: number,
    extra: { deliveryMethod?: 'homeDelivery' | 'buyAtStore' | 'pickupInStore'; storeId?: string } = {},
  ) =>
  (context: CartContext) =>
    addItem(context, {
      skuId,
      quantity,
      deliveryMethod: extra.deliveryMethod ?? 'homeDelivery',
      storeId: extra.storeId,
    });

describe('adding to the cart (addItemToBasket)', () => {
  it('creates the cart on the first add and issues its id; the same SKU again adds to its line', async () => {
    const shopper = browser();
    expect((await shopper.view()).id).toBeNull();
    const id = await shopper.run(add(stocked, 2));
    expect(shopper.cookie).toBe(id);
    await shopper.run(add(stocked, 3));
    const view = await shopper.view();
    expect(view.lines.map((line) => [line.skuId, line.quantity])).toEqual([[stocked, 5]]);
    expect(view.totals.subtotal.amount).toBe((view.lines[0]?.unitPrice?.amount ?? 0) * 5);
    expect(view.canCheckout).toBe(true);
  });

  it('spec §5: refuses more than 9999 units of a product, counting what the cart holds', async () => {
    const shopper = browser();
    await shopper.run(add(stocked, 1));
    const refused = await failure(shopper.run(add(stocked, 9999)));
    expect(refused).toMatchObject({
      status: 400,
      key: 'validation.quantity.maxReached',
      field: 'quantity',
      params: { max: 9999 },
    });
  });

  it('spec §5: refuses more than the stock and says how many are left', async () => {
    const shopper = browser();
    const units = Number(
      (
        handle.sqlite.raw
          .prepare("SELECT quantity FROM stock WHERE tenant='cl' AND sku_id=? AND store_id='DC'")
          .get(scarce) as { quantity: number }
      ).quantity,
    );
    await shopper.run(add(scarce, 1));
    const refused = await failure(shopper.run(add(scarce, units)));
    expect(refused).toMatchObject({ key: 'validation.quantity.insufficientStock', params: { available: units - 1 } });
    expect(t(refused.key ?? 'errors.generic', refused.params)).toContain(`${units - 1}`);
  });

  it('answers 404 for an unknown SKU and a clear error for a product without a price in the zone', async () => {
    const shopper = browser();
    expect(await failure(shopper.run(add('9999999', 1)))).toMatchObject({
      status: 404,
      key: 'cart.error.skuNotFound',
      field: 'skuId',
    });
    handle.sqlite.raw.prepare("DELETE FROM prices WHERE tenant='cl' AND sku_id=? AND price_group_id='10'").run(scarce);
    expect(await failure(shopper.run(add(scarce, 1)))).toMatchObject({ status: 400, key: 'cart.error.noPriceInZone' });
    expect(shopper.cookie).toBeNull();
  });
});

describe('changing a line', () => {
  it('changes the quantity, refuses 9999+ and removes the line', async () => {
    const shopper = browser();
    await shopper.run(add(stocked, 1));
    const lineId = (await shopper.view()).lines[0]?.lineId ?? '';
    await shopper.run((context) => changeQuantity(context, lineId, 4));
    expect((await shopper.view()).itemCount).toBe(4);
    expect(await failure(shopper.run((context) => changeQuantity(context, 'nope', 1)))).toMatchObject({
      status: 404,
      field: 'lineId',
    });
    await shopper.run((context) => removeLine(context, lineId));
    expect((await shopper.view()).lines).toEqual([]);
  });

  it('chooses services and one warranty at most (setOrderByCommerceIdToBasket)', async () => {
    const shopper = browser();
    await shopper.run(add(warranted, 2));
    const lineId = (await shopper.view()).lines[0]?.lineId ?? '';
    expect(
      await failure(shopper.run((context) => setServices(context, lineId, ['warranty-1y', 'warranty-2y']))),
    ).toMatchObject({
      key: 'cart.service.oneWarranty',
    });
    expect(
      await failure(shopper.run((context) => setServices(context, lineId, ['warranty-1y', 'install-nothing']))),
    ).toMatchObject({
      key: 'cart.service.notOffered',
      field: 'serviceIds.1',
    });
    await shopper.run((context) => setServices(context, lineId, ['warranty-2y']));
    const line = (await shopper.view()).lines[0];
    const warranty = line?.availableServices.find((service) => service.id === 'warranty-2y');
    expect(line?.services).toMatchObject([
      { id: 'warranty-2y', quantity: 2, amount: { amount: (warranty?.price.amount ?? 0) * 2 } },
    ]);
    expect(line?.total.amount).toBe((line?.lineTotal.amount ?? 0) + (warranty?.price.amount ?? 0) * 2);
  });

  it('moves a line to store pickup, needing a store with the units, and merges with a twin line', async () => {
    const shopper = browser();
    const context = await shopper.context();
    const store = handle.sqlite.raw
      .prepare(
        "SELECT store_id FROM stock WHERE tenant='cl' AND sku_id=? AND store_id != 'DC' AND quantity >= 4 ORDER BY store_id LIMIT 1",
      )
      .get(stocked) as { store_id: string } | undefined;
    expect(context.stores.has(store?.store_id ?? '')).toBe(true);
    const storeId = store?.store_id ?? '';
    await shopper.run(add(stocked, 1));
    await shopper.run(add(stocked, 1, { deliveryMethod: 'pickupInStore', storeId }));
    const [home, pickup] = (await shopper.view()).lines;
    expect(pickup?.delivery.store?.id).toBe(storeId);
    expect(
      await failure(shopper.run((c) => setDelivery(c, home?.lineId ?? '', { deliveryMethod: 'pickupInStore' }))),
    ).toMatchObject({
      key: 'cart.delivery.storeRequired',
      field: 'storeId',
    });
    await shopper.run((c) => setDelivery(c, home?.lineId ?? '', { deliveryMethod: 'pickupInStore', storeId }));
    expect((await shopper.view()).lines.map((line) => [line.lineId, line.quantity])).toEqual([[pickup?.lineId, 2]]);
  });
});

describe('who sees a cart and at which price', () => {
  it('reads the session by its hash: Gold members get the exclusive discount, a pro buyer the pro price', async () => {
    const gold = await customer(handle, 'cl', { id: 'gold-1', segment: 'Gold', proBuyer: false }, now);
    expect(gold.shopper).toMatchObject({
      userId: 'gold-1',
      member: { specialistsCircleSegment: 'Gold' },
      isProBuyer: false,
    });
    expect(await shopperOf(handle.db, 'cl', gold.token, new Date(now.getTime() + 2 * 86_400_000))).toEqual(
      guestShopper,
    );
    expect(await shopperOf(handle.db, 'cl', 'not a token', now)).toEqual(guestShopper);
    const shopper = browser();
    await shopper.run(add(stocked, 2), { shopper: gold.shopper });
    const asGold = await shopper.view({ shopper: gold.shopper });
    expect(asGold.totals.memberDiscount).toMatchObject({
      percent: 5,
      amount: { amount: Math.round(asGold.totals.products.amount * 0.05) },
    });
    expect(asGold.totals.memberDiscount?.label).toBe(t('price.memberDiscount'));
    // The cart is the customer's now: the browser alone, logged out, no longer sees it.
    expect((await shopper.view()).id).toBeNull();
  });

  it('keeps a customer cart and a guest cart apart (mayRead)', () => {
    const guestCart = {
      id: 'a'.repeat(22),
      kind: 'main' as const,
      userId: null,
      ownerId: null,
      createdAt: '',
      updatedAt: '',
    };
    const buyNowCart = { ...guestCart, id: 'b'.repeat(22), kind: 'buyNow' as const, ownerId: guestCart.id };
    const userCart = { ...guestCart, userId: 'u1' };
    const browser = { browserCartId: guestCart.id, shopper: guestShopper };
    expect(mayRead(guestCart, browser)).toBe(true);
    expect(mayRead(buyNowCart, browser)).toBe(true);
    expect(mayRead(guestCart, { ...browser, browserCartId: 'c'.repeat(22) })).toBe(false);
    expect(mayRead(userCart, browser)).toBe(false);
    expect(mayRead(userCart, { browserCartId: null, shopper: { ...guestShopper, userId: 'u1' } })).toBe(true);
  });
});

describe('buy now', () => {
  it('makes a one-line cart apart from the main cart, and reuses it when named', async () => {
    const shopper = browser();
    await shopper.run(add(stocked, 3));
    const first = await shopper.run((c) =>
      buyNow(c, { skuId: warranted, quantity: 1, deliveryMethod: 'homeDelivery' }),
    );
    const again = await shopper.run((c) =>
      buyNow(c, { skuId: stocked, quantity: 2, deliveryMethod: 'homeDelivery', cartId: first }),
    );
    expect(again).toBe(first);
    const context = await shopper.context();
    const buyCart = await findCart(handle.db, 'cl', first);
    expect(buyCart).toMatchObject({ kind: 'buyNow', ownerId: shopper.cookie });
    const view = cartView(context, await evaluateCart(handle.db, context, buyCart), t);
    expect(view.lines.map((line) => [line.skuId, line.quantity])).toEqual([[stocked, 2]]);
    expect((await shopper.view()).lines.map((line) => line.quantity)).toEqual([3]);
    expect(
      await failure(
        shopper.run((c) =>
          buyNow(c, { skuId: stocked, quantity: 1, deliveryMethod: 'homeDelivery', cartId: shopper.cookie ?? '' }),
        ),
      ),
    ).toMatchObject({
      key: 'cart.error.notBuyNowCart',
    });
    const stranger = browser();
    expect(
      await failure(
        stranger.run((c) => buyNow(c, { skuId: stocked, quantity: 1, deliveryMethod: 'homeDelivery', cartId: first })),
      ),
    ).toMatchObject({
      status: 404,
      field: 'cartId',
    });
  });
});

describe('what the cart tells the shopper about a line', () => {
  it('asks to reduce the quantity when the stock falls, and blocks checkout until then', async () => {
    const shopper = browser();
    await shopper.run(add(stocked, 8));
    const setStock = handle.sqlite.raw.prepare(
      "UPDATE stock SET quantity = ? WHERE tenant = 'cl' AND sku_id = ? AND store_id = 'DC'",
    );
    const before = handle.sqlite.raw
      .prepare("SELECT quantity FROM stock WHERE tenant = 'cl' AND sku_id = ? AND store_id = 'DC'")
      .get(stocked) as { quantity: number };
    setStock.run(3, stocked);
    try {
      const view = await shopper.view();
      expect(view.canCheckout).toBe(false);
      expect(view.lines[0]?.stock).toMatchObject({
        state: 'critical',
        units: 3,
        lowStock: t('stock.lowOnline.other', { count: 3 }),
      });
      expect(view.lines[0]?.problems).toEqual([
        { code: 'NOT_ENOUGH_UNITS', message: t('validation.quantity.insufficientStock', { available: 3 }) },
      ]);
    } finally {
      setStock.run(before.quantity, stocked);
    }
  });

  it('says when home delivery does not reach the zone, and charges no delivery for it', async () => {
    const unserved = handle.sqlite.raw
      .prepare("SELECT id FROM zones WHERE tenant = 'cl' AND served = 0 LIMIT 1")
      .get() as { id: string };
    const shopper = browser();
    await shopper.run(add(stocked, 1));
    const view = await shopper.view({
      zone: { ...(await contextFor(handle, 'cl', { now, zoneId: unserved.id })).zone },
    });
    expect(view.lines[0]?.problems.map((problem) => problem.code)).toEqual(['DELIVERY_NOT_AVAILABLE']);
    expect(view.lines[0]?.problems[0]?.message).toBe(t('cart.delivery.homeNotAvailable'));
    expect(view.totals.delivery).toBeNull();
  });
});
