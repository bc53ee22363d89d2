import { describe, expect, it } from 'vitest';
import { measureSchema, unitPrice } from './unit-price';

describe('unitPrice (PUM)', () => {
  it.each([
    ['a 4 L paint can at $ 19.990', 19_990, { quantity: 4, unit: 'L' }, 4_998],
    ['a 3.6 L can at R$ 129,90', 12_990, { quantity: 3.6, unit: 'L' }, 3_608],
    ['a 25 kg cement sack at $ 5.490', 5_490, { quantity: 25, unit: 'kg' }, 220], // 219.6
    ['a 2.4 m board at $ 3.990', 3_990, { quantity: 2.4, unit: 'm' }, 1_663], // 1662.5 rounds half up
    ['a 900 g tin priced per kg', 4_500, { quantity: 0.9, unit: 'kg' }, 5_000],
  ])('%s is %i per unit', (_, price, measure, expected) => {
    expect(unitPrice(price, measure)).toEqual({ status: 'priced', amountMinor: expected, unit: measure.unit });
  });

  it.each(['m2', 'M²', 'MT2'])('is never worked out per %s (docs/prices-and-badges.md)', (unit) => {
    expect(unitPrice(29_990, { quantity: 2.16, unit })).toEqual({ status: 'squareMetre' });
  });
});

describe('measureSchema', () => {
  it.each([
    { quantity: 0, unit: 'L' },
    { quantity: -1, unit: 'L' },
    { quantity: Number.POSITIVE_INFINITY, unit: 'L' },
    { quantity: 1, unit: '  ' },
  ])('rejects %j', (input) => {
    expect(measureSchema.safeParse(input).success).toBe(false);
  });

  it('trims the unit', () => {
    expect(measureSchema.parse({ quantity: 1, unit: ' kg ' })).toEqual({ quantity: 1, unit: 'kg' });
  });
});
