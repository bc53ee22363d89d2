import { describe, expect, it } from 'vitest';
import { choiceOf, type DeliveryChoice } from './line-tools';

// as the cart page lists them: storePickUp is the services' second name for pickupInStore
const methods: DeliveryChoice[] = [
  { value: 'homeDelivery', label: 'Despacho a domicilio', needsStore: false, aliases: [] },
  { value: 'pickupInStore', label: 'Retiro en tienda', needsStore: true, aliases: ['storePickUp'] },
  { value: 'buyAtStore', label: 'Compra en tienda', needsStore: true, aliases: [] },
];

describe('the delivery choice a line shows', () => {
  it.each([
    ['home delivery, without a store', 'homeDelivery', 'Despacho a domicilio', false],
    ['click and collect, through a store', 'pickupInStore', 'Retiro en tienda', true],
    ['click and collect under its other name', 'storePickUp', 'Retiro en tienda', true],
    ['buy at store', 'buyAtStore', 'Compra en tienda', true],
  ])('%s', (_, method, label, needsStore) => {
    expect(choiceOf(methods, method)).toMatchObject({ label, needsStore });
  });

  it('none for a method the page does not offer', () => {
    expect(choiceOf(methods, 'drone')).toBeUndefined();
  });
});
