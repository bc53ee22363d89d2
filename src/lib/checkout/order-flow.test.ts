import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from './checkout';
import { releasesStock, statusChange } from './order-flow';

describe('statusChange', () => {
  it('moves an order along its way', () => {
    const way = ['pendingPayment', 'paid', 'preparing', 'shipped', 'delivered', 'refunded'] as const;
    for (let step = 1; step < way.length; step += 1) {
      expect(statusChange(way[step - 1] as (typeof way)[number], way[step] as (typeof way)[number])).toEqual({
        kind: 'move',
      });
    }
    expect(statusChange('preparing', 'readyForPickup').kind).toBe('move');
    expect(statusChange('readyForPickup', 'pickedUp').kind).toBe('move');
  });

  it('refuses a step back or a skip, naming the steps allowed', () => {
    expect(statusChange('shipped', 'preparing')).toEqual({ kind: 'refused', allowed: ['delivered'] });
    expect(statusChange('pendingPayment', 'shipped').kind).toBe('refused');
    expect(statusChange('shipped', 'cancelled').kind).toBe('refused');
  });

  it('treats the same status again as no change, and ends at expired and refunded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStatuses), fc.constantFrom(...orderStatuses), (from, to) => {
        const change = statusChange(from, to);
        if (from === to) expect(change.kind).toBe('same');
        if ((from === 'expired' || from === 'refunded') && from !== to) expect(change.kind).toBe('refused');
        if (change.kind === 'refused') expect(change.allowed).not.toContain(to);
      }),
    );
  });
});

describe('releasesStock', () => {
  it('gives the units back only for an order that ended before it left', () => {
    expect(orderStatuses.filter(releasesStock)).toEqual(['cancelled', 'expired']);
  });
});
