import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format';

const chile = { decimal: ',', thousand: '.' };
const mexico = { decimal: '.', thousand: ',' };

describe('formatQuantity', () => {
  it.each([
    [10, chile, '10'],
    [10.5, chile, '10,5'],
    [1.89, chile, '1,89'],
    [1.005, chile, '1,01'],
    [2.004, chile, '2'],
    [1234.5, chile, '1.234,5'],
    [1234.5, mexico, '1,234.5'],
    [0.946, mexico, '0.95'],
    [-0.5, chile, '-0,5'],
    [-0.001, chile, '0'],
  ])('%d reads %s', (value, separators, expected) => {
    expect(formatQuantity(value, separators)).toBe(expected);
  });

  it('keeps as many decimals as asked', () => {
    expect(formatQuantity(3.785, chile, 3)).toBe('3,785');
    expect(formatQuantity(7.6, chile, 0)).toBe('8');
  });
});
