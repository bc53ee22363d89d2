import { describe, expect, it } from 'vitest';
import { steppedQuantity, typedQuantity } from './quantity-draft';

const bounds = { min: 1, max: 9999 };

describe('the cart stepper', () => {
  it.each([
    [3, 1, 4],
    [3, -1, 2],
    [1, -1, 1],
    [9999, 1, 9999],
    // a quantity the server refused stays where it is asked back into bounds
    [10000, -1, 9999],
  ] as const)('%i %i → %i', (current, step, next) => {
    expect(steppedQuantity(current, step, bounds)).toBe(next);
  });

  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 0],
    ['10000', 10000],
    ['', null],
    ['1.5', null],
    ['2 u', null],
    ['-1', null],
    ['1234567', null],
  ])('typed %j asks for %o', (text, quantity) => {
    expect(typedQuantity(text)).toBe(quantity);
  });
});
