import { describe, expect, it } from 'vitest';
import { dividedByQuantity, percentBelow, percentOf } from './percent';

describe('percentOf', () => {
  it.each([
    [10000, 5, 500],
    [12990, 5, 650], // 649.5 rounds half up
    [12989, 5, 649], // 649.45 rounds down
    [9999, 7.5, 750], // 749.925
    [1, 50, 1], // 0.5 rounds up
    [0, 5, 0],
    [5000, 0, 0],
    [5000, 100, 5000],
    [Number.MAX_SAFE_INTEGER, 100, Number.MAX_SAFE_INTEGER],
  ])('%i minor units at %d %% is %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it.each([
    [100, -1],
    [100, 101],
    [100, Number.NaN],
  ])('refuses %i at %d %%', (amount, percent) => {
    expect(() => percentOf(amount, percent)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN])('refuses an amount of %d', (amount) => {
    expect(() => percentOf(amount, 5)).toThrow(RangeError);
  });
});

describe('percentBelow', () => {
  it.each([
    [12990, 15990, 19],
    [7, 8, 13],
    [5, 10, 50],
    [0, 10, 100],
    [10, 10, 0],
    [12, 10, 0],
  ])('%i against %i is %i %% below', (current, regular, expected) => {
    expect(percentBelow(current, regular)).toBe(expected);
  });
});

describe('dividedByQuantity', () => {
  it.each([
    [19990, 4, 4998], // 4997.5 rounds half up
    [12990, 3.6, 3608], // 3608.33...
    [1000, 0.9, 1111],
    [250, 0.25, 1000],
    [999, 1, 999],
  ])('%i over %d is %i', (amount, quantity, expected) => {
    expect(dividedByQuantity(amount, quantity)).toBe(expected);
  });

  it.each([0, -2, 0.0000001])('refuses a quantity of %d', (quantity) => {
    expect(() => dividedByQuantity(100, quantity)).toThrow(RangeError);
  });
});
