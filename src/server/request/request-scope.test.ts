import { describe, expect, it } from 'vitest';
import { buildZoneCode } from '../../lib/zone';
import { getTenant } from '../../tenants/registry';
import type { CurrentSession } from '../accounts/current-session';
import { createSession } from '../accounts/sessions';
import { findUserById } from '../accounts/users';
import { addItem } from '../cart/add-item';
import { cartContext } from '../cart/cart-context';
import { cartFixture, now, t } from '../cart/cart-service-fixture';
import { customer } from '../cart/test-support';
import { loadCheckout } from '../checkout/checkout-state';
import { mayViewOrder, orderViewer } from '../checkout/order-access';
import { zonesOf } from '../location/zones';
import { scopeOf } from './request-scope';

/**
 * The services below the pages take the request's scope, a plain value: here they run on a real
 * database file with no request at all, as a script or another caller would run them.
 */
const fx = cartFixture();
const cl = getTenant('cl');
const options = () => ({ handle: fx.handle, clock: () => now });

/** A customer's login: the session's cookie token, and the session as a page looks it up (current-session.ts). */
async function login(userId: string): Promise<{ token: string; session: CurrentSession }> {
  const { token, record } = await createSession(fx.handle.db, 'cl', { userId }, now);
  return { token, session: { record, user: await findUserById(fx.handle.db, 'cl', userId) } };
}

describe('a request scope without a request', () => {
  it('takes the zone the cookie names, and the fallback for a cookie that names none', async () => {
    const zone = [...(await zonesOf(fx.handle, 'cl')).values()].find(
      (candidate) => candidate.served && candidate.id !== cl.fallbackZone.zoneId,
    );
    if (!zone) throw new Error('no second served zone in cl');
    const named = await scopeOf(fx.handle, cl, {
      zoneCookie: buildZoneCode({ priceGroup: zone.priceGroupId, zoneId: zone.id }),
    });
    expect(named.zone).toMatchObject({ id: zone.id, priceGroupId: zone.priceGroupId, isFallback: false });
    for (const zoneCookie of [undefined, 'not-a-zone', buildZoneCode({ priceGroup: '10', zoneId: '99999' })]) {
      expect((await scopeOf(fx.handle, cl, { zoneCookie })).zone).toMatchObject({
        id: cl.fallbackZone.zoneId,
        isFallback: true,
      });
    }
  });

  it("loads a customer's checkout and cart from the scope's session and cart, in the scope's zone", async () => {
    const gold = await customer(fx.handle, 'cl', { id: 'scope-gold', segment: 'Gold', proBuyer: false }, now);
    const { token, session } = await login('scope-gold');
    const guest = await scopeOf(fx.handle, cl);
    const scope = { ...guest, sessionToken: token };
    const context = await cartContext(scope, options());
    expect(context.shopper).toEqual(gold.shopper);
    expect(context.zone).toEqual(scope.zone);
    await addItem(context, { skuId: fx.stocked, quantity: 3, deliveryMethod: 'homeDelivery' });
    const state = await loadCheckout({ ...scope, cartId: context.issuedCartId ?? null }, session, t, options());
    expect(state.customer).toMatchObject({ id: 'scope-gold', email: 'scope-gold@andamio.test' });
    expect(state.evaluated.lines.map((line) => [line.record.skuId, line.record.quantity])).toEqual([[fx.stocked, 3]]);
    expect(state.view.totals.memberDiscount?.percent).toBe(5);
    // the same cart seen by a guest's scope is none of theirs
    const asGuest = await loadCheckout(guest, undefined, t, options());
    expect(asGuest.evaluated.lines).toEqual([]);
    const order = { userId: 'scope-gold', sessionHash: null, accessHash: null };
    expect(mayViewOrder(order, orderViewer(session, null))).toBe(true);
    expect(mayViewOrder(order, orderViewer(undefined, null))).toBe(false);
  });
});
