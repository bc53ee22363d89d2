import { describe, expect, it } from 'vitest';
import { buyNow } from './buy-now';
import { mayRead } from './cart-context';
import { add, browserOn, cartFixture, failure, now, t } from './cart-service-fixture';
import { findCart } from './cart-store';
import { cartView, evaluateCart } from './cart-view';
import { guestShopper, shopperOf } from './shopper';
import { contextFor, customer } from './test-support';

const fx = cartFixture();
const browser = () => browserOn(fx);

describe('who sees a cart and at which price', () => {
  it('reads the session by its hash: Gold members get the exclusive discount, a pro buyer the pro price', async () => {
    const gold = await customer(fx.handle, 'cl', { id: 'gold-1', segment: 'Gold', proBuyer: false }, now);
    expect(gold.shopper).toMatchObject({
      userId: 'gold-1',
      member: { specialistsCircleSegment: 'Gold' },
      isProBuyer: false,
    });
    expect(await shopperOf(fx.handle.db, 'cl', gold.token, new Date(now.getTime() + 2 * 86_400_000))).toEqual(
      guestShopper,
    );
    expect(await shopperOf(fx.handle.db, 'cl', 'not a token', now)).toEqual(guestShopper);
    const shopper = browser();
    await shopper.run(add(fx.stocked, 2), { shopper: gold.shopper });
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
    await shopper.run(add(fx.stocked, 3));
    const first = await shopper.run((c) =>
      buyNow(c, { skuId: fx.warranted, quantity: 1, deliveryMethod: 'homeDelivery' }),
    );
    const again = await shopper.run((c) =>
      buyNow(c, { skuId: fx.stocked, quantity: 2, deliveryMethod: 'homeDelivery', cartId: first }),
    );
    expect(again).toBe(first);
    const context = await shopper.context();
    const buyCart = await findCart(fx.handle.db, 'cl', first);
    expect(buyCart).toMatchObject({ kind: 'buyNow', ownerId: shopper.cookie });
    const view = cartView(context, await evaluateCart(fx.handle.db, context, buyCart), t);
    expect(view.lines.map((line) => [line.skuId, line.quantity])).toEqual([[fx.stocked, 2]]);
    expect((await shopper.view()).lines.map((line) => line.quantity)).toEqual([3]);
    expect(
      await failure(
        shopper.run((c) =>
          buyNow(c, { skuId: fx.stocked, quantity: 1, deliveryMethod: 'homeDelivery', cartId: shopper.cookie ?? '' }),
        ),
      ),
    ).toMatchObject({
      key: 'cart.error.notBuyNowCart',
    });
    const stranger = browser();
    expect(
      await failure(
        stranger.run((c) =>
          buyNow(c, { skuId: fx.stocked, quantity: 1, deliveryMethod: 'homeDelivery', cartId: first }),
        ),
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
    await shopper.run(add(fx.stocked, 8));
    const setStock = fx.handle.sqlite.raw.prepare(
      "UPDATE stock SET quantity = ? WHERE tenant = 'cl' AND sku_id = ? AND store_id = 'DC'",
    );
    const before = fx.handle.sqlite.raw
      .prepare("SELECT quantity FROM stock WHERE tenant = 'cl' AND sku_id = ? AND store_id = 'DC'")
      .get(fx.stocked) as { quantity: number };
    setStock.run(3, fx.stocked);
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
      setStock.run(before.quantity, fx.stocked);
    }
  });

  it('says when home delivery does not reach the zone, and charges no delivery for it', async () => {
    const unserved = fx.handle.sqlite.raw
      .prepare("SELECT id FROM zones WHERE tenant = 'cl' AND served = 0 LIMIT 1")
      .get() as { id: string };
    const shopper = browser();
    await shopper.run(add(fx.stocked, 1));
    const view = await shopper.view({
      zone: { ...(await contextFor(fx.handle, 'cl', { now, zoneId: unserved.id })).zone },
    });
    expect(view.lines[0]?.problems.map((problem) => problem.code)).toEqual(['DELIVERY_NOT_AVAILABLE']);
    expect(view.lines[0]?.problems[0]?.message).toBe(t('cart.delivery.homeNotAvailable'));
    expect(view.totals.delivery).toBeNull();
  });
});
