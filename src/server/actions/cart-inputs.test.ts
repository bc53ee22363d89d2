import { describe, expect, it } from 'vitest';
import { cartForms } from './cart-inputs';

/** The fields as Astro hands them over: every value of an array field, the first of any other. */
describe('the cart page services form', () => {
  it.each([
    [{ lineId: 'l1', serviceIds: ['warranty-1y'] }, ['warranty-1y']],
    [{ lineId: 'l1', serviceIds: ['install', 'warranty-2y'] }, ['install', 'warranty-2y']],
    [{ lineId: 'l1', serviceIds: ['warranty-2y, install'] }, ['warranty-2y', 'install']],
    // the last service taken off: no box ticked sends nothing, or an empty value
    [{ lineId: 'l1', serviceIds: [''] }, []],
    [{ lineId: 'l1' }, []],
  ])('%o chooses %o', (form, serviceIds) => {
    expect(cartForms.services.parse(form)).toEqual({ lineId: 'l1', serviceIds });
  });

  it.each([
    [{ serviceIds: ['warranty-1y'] }],
    [{ lineId: 'l1', serviceIds: ['no spaces allowed'] }],
    [{ lineId: 'l1', serviceIds: ['a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u'] }],
  ])('%o is refused', (form) => {
    expect(cartForms.services.safeParse(form).success).toBe(false);
  });
});

describe('the cart page delivery form', () => {
  it.each([
    ['homeDelivery', { method: 'homeDelivery', storeId: null }],
    ['pickupInStore:1001', { method: 'pickupInStore', storeId: '1001' }],
    // no store: the cart asks for one in its own words
    ['pickupInStore', { method: 'pickupInStore', storeId: null }],
  ])('%s is the choice %o', (option, choice) => {
    expect(cartForms.delivery.parse({ lineId: 'l1', option })).toEqual({ lineId: 'l1', option: choice });
  });

  it.each(['', 'drone', 'homeDelivery:1001'])('%j is refused', (option) => {
    expect(cartForms.delivery.safeParse({ lineId: 'l1', option }).success).toBe(false);
  });
});

describe('the undo of a removal', () => {
  const removed = {
    skuId: '1053552',
    quantity: '2',
    option: 'pickupInStore:1001',
    serviceIds: ['warranty-1y'],
    addedAt: '2026-03-02T10:00:00.000Z',
  };

  it('puts back the line as the removal answered it', () => {
    expect(cartForms.restore.parse(removed)).toEqual({
      ...removed,
      quantity: 2,
      option: { method: 'pickupInStore', storeId: '1001' },
    });
  });

  it.each([{ quantity: '0' }, { quantity: '10000' }, { addedAt: 'yesterday' }, { skuId: 'DROP TABLE' }])(
    'refuses %o',
    (change) => {
      expect(cartForms.restore.safeParse({ ...removed, ...change }).success).toBe(false);
    },
  );
});
