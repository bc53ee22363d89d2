import { describe, expect, it } from 'vitest';
import { dammCheckDigit, isOrderNumber, newOrderNumber } from './order-number';

/** A source that answers the given draws in turn. */
const draws = (...values: number[]) => {
  let index = 0;
  return (max: number) => {
    const value = values[index++] ?? 0;
    if (value >= max) throw new Error(`a draw of ${value} is not below ${max}`);
    return value;
  };
};

describe('dammCheckDigit', () => {
  it('gives the published example its digit, and a number with its digit checks to 0', () => {
    // Damm's worked example: 572 gets 4
    expect(dammCheckDigit('572')).toBe(4);
    expect(dammCheckDigit('5724')).toBe(0);
  });
});

describe('newOrderNumber', () => {
  it('makes nine digits, the first never 0, the last the check digit', () => {
    expect(newOrderNumber(draws(0))).toBe(100_000_000 + dammCheckDigit('10000000'));
    expect(newOrderNumber(draws(89_999_999))).toBe(999_999_990 + dammCheckDigit('99999999'));
    for (const drawn of [0, 1, 48_291_530, 89_999_999]) {
      const number = newOrderNumber(draws(drawn));
      expect(String(number)).toMatch(/^[1-9]\d{8}$/);
      expect(isOrderNumber(number)).toBe(true);
    }
  });

  it('follows the draws: two orders in a row are as far apart as the draws, not one after the other', () => {
    const random = draws(48_291_530, 7_004_112);
    const [first, second] = [newOrderNumber(random), newOrderNumber(random)];
    expect(Math.floor(first / 10)).toBe(58_291_530);
    expect(Math.floor(second / 10)).toBe(17_004_112);
  });
});

describe('isOrderNumber', () => {
  const valid = newOrderNumber(draws(48_291_530));

  it('refuses a number with one digit changed, or two neighbours swapped', () => {
    const digits = String(valid);
    for (let at = 0; at < digits.length; at += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === digits[at]) continue;
        const changed = Number(`${digits.slice(0, at)}${digit}${digits.slice(at + 1)}`);
        if (String(changed).length === 9) expect(isOrderNumber(changed), String(changed)).toBe(false);
      }
    }
    for (let at = 0; at + 1 < digits.length; at += 1) {
      if (digits[at] === digits[at + 1]) continue;
      const swapped = Number(`${digits.slice(0, at)}${digits[at + 1]}${digits[at]}${digits.slice(at + 2)}`);
      if (String(swapped).length === 9) expect(isOrderNumber(swapped), String(swapped)).toBe(false);
    }
  });

  it('keeps the eight-digit numbers of the orders placed in sequence before', () => {
    expect(isOrderNumber(10_000_001)).toBe(true);
    expect(isOrderNumber(99_999_999)).toBe(true);
  });

  it('refuses what no order carries', () => {
    for (const number of [0, 10_000_000, 1_234_567, 1_000_000_000, 12.5, Number.NaN, -valid]) {
      expect(isOrderNumber(number), String(number)).toBe(false);
    }
  });
});
