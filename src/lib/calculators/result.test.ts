import { describe, expect, it } from 'vitest';
import { type CalculatorIssue, ceilDiv, issue, positiveUnits, wholeCount } from './result';

describe('ceilDiv', () => {
  it.each([
    [0, 7, 0],
    [11, 11, 1],
    [12, 11, 2],
    [110_000, 11_000, 10],
    // near the top of safe integers: the quotient is just below 2, the product check rounds it up
    [2 ** 53 - 1, 2 ** 52, 2],
    [2 ** 53 - 2, 3, 3002399751580330],
  ])('ceil(%i / %i) is %i', (a, b, expected) => {
    expect(ceilDiv(a, b)).toBe(expected);
  });
});

describe('positiveUnits', () => {
  it.each([
    [2.5, 100, 250, []],
    [1.1, 10_000, 11_000, []],
    [0.004, 100, 0, ['not-positive']],
    [-1, 100, 0, ['not-positive']],
    [Number.NaN, 100, 0, ['not-positive']],
  ])('%d at scale %i is %i units', (value, scale, units, codes) => {
    const issues: CalculatorIssue[] = [];
    expect(positiveUnits(value, scale, 'field', issues)).toBe(units);
    expect(issues.map((found) => found.code)).toEqual(codes);
  });

  it('reports product data under its own code', () => {
    const issues: CalculatorIssue[] = [];
    positiveUnits(0, 100, 'yield', issues, 'no-product-data');
    expect(issues).toEqual([issue('no-product-data', 'yield')]);
    expect(issues[0]?.message).toEqual({ key: 'calculator.error.noProductData' });
  });
});

describe('wholeCount', () => {
  it.each([
    [0, 0, 0, false],
    [3, 1, 3, false],
    [0, 1, 1, true],
    [2.5, 0, 0, true],
    [Number.NaN, 1, 1, true],
  ])('%d with a minimum of %i counts as %i', (value, min, count, reported) => {
    const issues: CalculatorIssue[] = [];
    expect(wholeCount(value, min as 0 | 1, 'coats', issues)).toBe(count);
    expect(issues).toEqual(reported ? [issue('not-whole', 'coats', { min })] : []);
  });
});
