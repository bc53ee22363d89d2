import { describe, expect, it } from 'vitest';
import type { DeliveryType } from '../../lib/delivery';
import { deliveryProblem, stockSourceOf, storeOfLine } from './delivery-rules';

const served: { served: boolean; economicCost: number | null; economicDays: number | null } = {
  served: true,
  economicCost: 1990,
  economicDays: 5,
};
const facts = (over: Partial<{ shippingType: string; zone: typeof served }> = {}) => ({
  shippingType: 'home',
  zone: served,
  storeExists: (id: string) => id === 'S1',
  ...over,
});

describe('delivery of a line', () => {
  it.each<[string, DeliveryType, string | null, ReturnType<typeof facts>, string | null]>([
    ['home delivery in a served zone', 'homeDelivery', null, facts(), null],
    [
      'home delivery where the zone is not served',
      'homeDelivery',
      null,
      facts({ zone: { ...served, served: false } }),
      'cart.delivery.homeNotAvailable',
    ],
    [
      'home delivery of a pickup-only product',
      'homeDeliveryEconomic',
      null,
      facts({ shippingType: 'pickup_only' }),
      'cart.delivery.homeNotAvailable',
    ],
    [
      'economic delivery where the zone offers none',
      'homeDeliveryEconomic',
      null,
      facts({ zone: { ...served, economicCost: null } }),
      'cart.delivery.economicNotOffered',
    ],
    ['pickup without a store', 'pickupInStore', null, facts(), 'cart.delivery.storeRequired'],
    ['pickup at an unknown store', 'storePickUp', 'S9', facts(), 'cart.delivery.storeNotFound'],
    ['the distribution centre is no store to walk into', 'buyAtStore', 'DC', facts(), 'cart.delivery.storeNotFound'],
    ['buy at a store of the tenant', 'buyAtStore', 'S1', facts(), null],
  ])('%s', (_, method, store, input, key) => {
    expect(deliveryProblem(method, store, input)?.key ?? null).toBe(key);
  });

  it.each<[DeliveryType, string | undefined, string | null, string]>([
    ['homeDelivery', 'S1', null, 'DC'],
    ['homeDeliveryEconomic', undefined, null, 'DC'],
    ['pickupInStore', 'S1', 'S1', 'S1'],
    ['buyAtStore', 'S2', 'S2', 'S2'],
  ])('%s with store %s keeps store %s and takes units from %s', (method, given, kept, source) => {
    expect(storeOfLine(method, given)).toBe(kept);
    expect(stockSourceOf(method, kept)).toBe(source);
  });
});
