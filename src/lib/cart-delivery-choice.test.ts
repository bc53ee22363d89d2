import { describe, expect, it } from 'vitest';
import { type DeliveryChoice, deliveryChoiceValue, parseDeliveryChoice } from './cart-delivery-choice';

describe('a cart line’s delivery as one radio value', () => {
  it.each<[DeliveryChoice, string]>([
    [{ method: 'homeDelivery', storeId: null }, 'homeDelivery'],
    [{ method: 'homeDeliveryEconomic', storeId: null }, 'homeDeliveryEconomic'],
    [{ method: 'pickupInStore', storeId: '1001' }, 'pickupInStore:1001'],
    [{ method: 'buyAtStore', storeId: 'store_7-b' }, 'buyAtStore:store_7-b'],
  ])('%o reads as %s and back', (choice, value) => {
    expect(deliveryChoiceValue(choice)).toBe(value);
    expect(parseDeliveryChoice(value)).toEqual(choice);
  });

  it('drops a store a home delivery does not go through', () => {
    expect(deliveryChoiceValue({ method: 'homeDelivery', storeId: '1001' })).toBe('homeDelivery');
  });

  it('reads a store method without its store as such: the cart asks for the store', () => {
    expect(parseDeliveryChoice('pickupInStore')).toEqual({ method: 'pickupInStore', storeId: null });
  });

  it.each(['', 'teleport', 'homeDelivery:1001', 'pickupInStore:', 'pickupInStore:10 01', 'pickupInStore:1:2'])(
    'refuses %j',
    (value) => {
      expect(parseDeliveryChoice(value)).toBeNull();
    },
  );
});
