import { describe, expect, it } from 'vitest';
import type { DeliveryType } from '../../lib/delivery';
import type { Member } from '../../lib/price/member-discount';
import { getTenant } from '../../tenants/registry';
import type { Tenant } from '../../tenants/schema';
import type { PricedLine } from './line-pricing';
import { cartTotals, type LineForTotals, type TotalsOptions } from './totals';

const priced = (
  productsAmount: number,
  extra: Partial<Extract<PricedLine, { status: 'priced' }>> = {},
): PricedLine => ({
  status: 'priced',
  unitPrice: productsAmount,
  regularUnitPrice: productsAmount,
  usesProPrice: false,
  frozen: null,
  productsAmount,
  savings: 0,
  services: [],
  servicesAmount: 0,
  pixDiscount: 0,
  ...extra,
});
const line = (
  price: PricedLine,
  deliveryMethod: DeliveryType = 'homeDelivery',
  quantity = 1,
  deliverable = true,
): LineForTotals => ({
  priced: price,
  quantity,
  deliveryMethod,
  deliverable,
});
const cl = getTenant('cl');
const tenant: Pick<Tenant, 'flags' | 'freeShippingFrom'> = {
  flags: { ...cl.flags, freeShipping: true },
  freeShippingFrom: 50000,
};
const zone = { deliveryCost: 3990, economicCost: 1990 };
const options = (member: Member = {}, overrides: Partial<Pick<TotalsOptions, 'tenant'>> = {}): TotalsOptions => ({
  member,
  memberDiscountPercent: 5,
  zone,
  tenant,
  ...overrides,
});

describe('cart totals', () => {
  it('adds products, services, savings and one home-delivery estimate', () => {
    const totals = cartTotals(
      [
        line(priced(10000, { savings: 500, servicesAmount: 2000 }), 'homeDelivery', 2),
        line(priced(5000), 'pickupInStore', 1),
      ],
      options(),
    );
    expect(totals).toEqual({
      itemCount: 3,
      products: 15000,
      services: 2000,
      subtotal: 17000,
      savings: 500,
      memberDiscount: null,
      delivery: { cost: 3990, free: false },
      // the threshold counts the products sent home only: 50,000 - 10,000
      freeDeliveryMissing: 40000,
      total: 20990,
      pix: null,
    });
  });

  it.each([
    ['Gold', { specialistsCircleSegment: 'Gold' }, 1000],
    ['Black, however spelt', { specialistsCircleSegment: 'BLACK' }, 1000],
    ['not Silver', { specialistsCircleSegment: 'Silver' }, 0],
    ['not a loyalty tier alone', { loyaltyTier: 'Elite' as const }, 0],
    ['not a guest', {}, 0],
  ])('docs/cart-rules.md: the members discount applies to %s', (_, member: Member, discount) => {
    const totals = cartTotals([line(priced(20000), 'buyAtStore')], options(member));
    expect(totals.memberDiscount?.amount ?? 0).toBe(discount);
    expect(totals.total).toBe(20000 - discount);
  });

  it('charges standard and economic delivery once each, and nothing for undeliverable lines', () => {
    const lines = [
      line(priced(1000), 'homeDelivery'),
      line(priced(1000), 'homeDelivery'),
      line(priced(1000), 'homeDeliveryEconomic'),
      line(priced(1000), 'homeDelivery', 1, false),
    ];
    expect(cartTotals(lines, options()).delivery).toEqual({ cost: 3990 + 1990, free: false });
    expect(cartTotals([line(priced(1000), 'storePickUp')], options()).delivery).toBeNull();
  });

  it('delivers free from the tenant threshold, counting only home-delivered products', () => {
    expect(cartTotals([line(priced(50000))], options()).delivery).toEqual({ cost: 0, free: true });
    expect(cartTotals([line(priced(49990)), line(priced(100000), 'buyAtStore')], options()).delivery).toEqual({
      cost: 3990,
      free: false,
    });
    const noFreeShipping = { ...tenant, flags: { ...tenant.flags, freeShipping: false } };
    expect(cartTotals([line(priced(90000))], options({}, { tenant: noFreeShipping })).delivery).toEqual({
      cost: 3990,
      free: false,
    });
  });

  it('says what the products sent home lack to ship free, and nothing once they ship free or none go home', () => {
    expect(cartTotals([line(priced(45990))], options()).freeDeliveryMissing).toBe(4010);
    expect(cartTotals([line(priced(50000))], options()).freeDeliveryMissing).toBeNull();
    expect(cartTotals([line(priced(1000), 'pickupInStore')], options()).freeDeliveryMissing).toBeNull();
    const noFreeShipping = { ...tenant, flags: { ...tenant.flags, freeShipping: false } };
    expect(cartTotals([line(priced(1000))], options({}, { tenant: noFreeShipping })).freeDeliveryMissing).toBeNull();
  });

  it('leaves unpriced lines out of the money but not out of the unit count', () => {
    const totals = cartTotals(
      [line({ status: 'noPrice' }, 'homeDelivery', 4), line(priced(700), 'buyAtStore', 1)],
      options(),
    );
    expect(totals).toMatchObject({ itemCount: 5, subtotal: 700, total: 700, delivery: null });
  });

  it('docs/cart-rules.md: offers the Pix total beside the total when pro prices earn it', () => {
    const totals = cartTotals([line(priced(10000, { pixDiscount: 500 }), 'buyAtStore')], options());
    expect(totals.pix).toEqual({ discount: 500, total: 9500 });
  });
});
