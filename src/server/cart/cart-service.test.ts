import { describe, expect, it } from 'vitest';
import { addItem } from './add-item';
import { add, browserOn, cartFixture, failure, now, t } from './cart-service-fixture';
import { changeQuantity, removeLine, setDelivery, setServices } from './line-changes';
import { skuWhere } from './test-support';

const fx = cartFixture();
const browser = () => browserOn(fx);

describe('adding to the cart (addItemToBasket)', () => {
  it('creates the cart on the first add and issues its id; the same SKU again adds to its line', async () => {
    const shopper = browser();
    expect((await shopper.view()).id).toBeNull();
    const id = await shopper.run(add(fx.stocked, 2));
    expect(shopper.cookie).toBe(id);
    await shopper.run(add(fx.stocked, 3));
    const view = await shopper.view();
    expect(view.lines.map((line) => [line.skuId, line.quantity])).toEqual([[fx.stocked, 5]]);
    expect(view.totals.subtotal.amount).toBe((view.lines[0]?.unitPrice?.amount ?? 0) * 5);
    expect(view.canCheckout).toBe(true);
  });

  it('docs/cart-rules.md: refuses more than 9999 units of a product, counting what the cart holds', async () => {
    const shopper = browser();
    await shopper.run(add(fx.stocked, 1));
    const refused = await failure(shopper.run(add(fx.stocked, 9999)));
    expect(refused).toMatchObject({
      status: 400,
      key: 'validation.quantity.maxReached',
      field: 'quantity',
      params: { max: 9999 },
    });
  });

  it('docs/cart-rules.md: refuses more than the stock and says how many are left', async () => {
    const shopper = browser();
    const units = Number(
      (
        fx.handle.sqlite.raw
          .prepare("SELECT quantity FROM stock WHERE tenant='cl' AND sku_id=? AND store_id='DC'")
          .get(fx.scarce) as { quantity: number }
      ).quantity,
    );
    await shopper.run(add(fx.scarce, 1));
    const refused = await failure(shopper.run(add(fx.scarce, units)));
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
    fx.handle.sqlite.raw
      .prepare("DELETE FROM prices WHERE tenant='cl' AND sku_id=? AND price_group_id='10'")
      .run(fx.scarce);
    expect(await failure(shopper.run(add(fx.scarce, 1)))).toMatchObject({
      status: 400,
      key: 'cart.error.noPriceInZone',
    });
    expect(shopper.cookie).toBeNull();
  });
});

describe('changing a line', () => {
  it('changes the quantity, refuses 9999+ and removes the line', async () => {
    const shopper = browser();
    await shopper.run(add(fx.stocked, 1));
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
    await shopper.run(add(fx.warranted, 2));
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
    const store = fx.handle.sqlite.raw
      .prepare(
        "SELECT store_id FROM stock WHERE tenant='cl' AND sku_id=? AND store_id != 'DC' AND quantity >= 4 ORDER BY store_id LIMIT 1",
      )
      .get(fx.stocked) as { store_id: string } | undefined;
    expect(context.stores.has(store?.store_id ?? '')).toBe(true);
    const storeId = store?.store_id ?? '';
    await shopper.run(add(fx.stocked, 1));
    await shopper.run(add(fx.stocked, 1, { deliveryMethod: 'pickupInStore', storeId }));
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

describe('undoing a removal', () => {
  it('puts the line back with its services, in its place; a time to come counts as now', async () => {
    const shopper = browser();
    await shopper.run(add(fx.warranted, 2));
    // a line added later: lines added in the same millisecond keep the order of their rows
    await shopper.run(add(fx.stocked, 1), { now: new Date(now.getTime() + 60_000) });
    const first = (await shopper.view()).lines[0]?.lineId ?? '';
    await shopper.run((context) => setServices(context, first, ['warranty-2y']));
    const before = await shopper.view();
    const { removed } = await shopper.run((context) => removeLine(context, first));
    const back = (addedAt: string) => (context: Parameters<typeof addItem>[0]) =>
      addItem(context, {
        skuId: removed.skuId,
        quantity: removed.quantity,
        deliveryMethod: removed.deliveryMethod,
        restored: { serviceIds: removed.services.map((service) => service.id), addedAt },
      });
    await shopper.run(back(removed.addedAt));
    const after = await shopper.view();
    const lines = (view: typeof before) => view.lines.map(({ lineId: _, ...line }) => line);
    expect(lines(after)).toEqual(lines(before));
    // what it says it offers is all it takes back
    await shopper.run((context) => removeLine(context, after.lines[0]?.lineId ?? ''));
    expect(
      await failure(
        shopper.run((context) =>
          addItem(context, {
            skuId: removed.skuId,
            quantity: removed.quantity,
            deliveryMethod: removed.deliveryMethod,
            restored: { serviceIds: ['install-nothing'], addedAt: removed.addedAt },
          }),
        ),
      ),
    ).toMatchObject({ key: 'cart.service.notOffered' });
    // put back two minutes on, before a line added three minutes on, whatever time it claims
    const third = skuWhere(
      fx.handle,
      'cl',
      `dc.quantity >= 50 AND p.shipping_type = 'home' AND s.id NOT IN ('${fx.stocked}', '${fx.warranted}')`,
      '10',
    );
    await shopper.run(add(third, 1), { now: new Date(now.getTime() + 180_000) });
    await shopper.run(back('2999-01-01T00:00:00.000Z'), { now: new Date(now.getTime() + 120_000) });
    expect((await shopper.view()).lines.map((line) => line.skuId)).toEqual([fx.stocked, fx.warranted, third]);
  });
});
