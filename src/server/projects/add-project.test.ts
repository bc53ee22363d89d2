import { describe, expect, it } from 'vitest';
import { add, browserOn, cartFixture, failure } from '../cart/cart-service-fixture';
import { addProject } from './add-project';

const fx = cartFixture();

describe('adding a project to the cart', () => {
  it('adds every line for home delivery, the same SKU twice as one line, next to what the cart holds', async () => {
    const shopper = browserOn(fx);
    await shopper.run(add(fx.stocked, 1));
    await shopper.run((context) =>
      addProject(context, [
        { skuId: fx.stocked, quantity: 2 },
        { skuId: fx.warranted, quantity: 1 },
        { skuId: fx.stocked, quantity: 1 },
      ]),
    );
    const view = await shopper.view();
    expect(view.lines.map((line) => [line.skuId, line.quantity, line.delivery.method])).toEqual([
      [fx.stocked, 4, 'homeDelivery'],
      [fx.warranted, 1, 'homeDelivery'],
    ]);
  });

  it('adds nothing when one line is refused (spec: nothing half-written), and says which', async () => {
    const shopper = browserOn(fx);
    await shopper.run(add(fx.stocked, 1));
    const refused = await failure(
      shopper.run((context) =>
        addProject(context, [
          { skuId: fx.warranted, quantity: 1 },
          { skuId: fx.scarce, quantity: 500 },
        ]),
      ),
    );
    expect(refused).toMatchObject({ status: 400, field: 'items.1.quantity' });
    expect((await shopper.view()).lines.map((line) => [line.skuId, line.quantity])).toEqual([[fx.stocked, 1]]);
  });

  it('refuses an unknown SKU with 404 and leaves a new shopper without a cart', async () => {
    const shopper = browserOn(fx);
    const refused = await failure(shopper.run((context) => addProject(context, [{ skuId: '9999999', quantity: 1 }])));
    expect(refused).toMatchObject({ status: 404, key: 'cart.error.skuNotFound' });
    expect((await shopper.view()).id).toBeNull();
  });
});
