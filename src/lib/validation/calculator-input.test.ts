import { describe, expect, it } from 'vitest';
import { keepDigitsAndDots, readCalculatorNumber } from './calculator-input';

describe('calculator input (spec §5: digits and dots only)', () => {
  it.each([
    ['2,5 m', '25'],
    ['3.20m²', '3.20'],
    ['-4', '4'],
    ['1e3', '13'],
    ['', ''],
  ])('keeps %j as %j while typing', (typed, kept) => {
    expect(keepDigitsAndDots(typed)).toBe(kept);
  });

  it.each([
    ['2', 2],
    ['2.5', 2.5],
    [' 12.75 ', 12.75],
    ['.5', 0.5],
    ['3.', 3],
    ['0.01', 0.01],
  ])('reads %j as %d', (input, value) => {
    expect(readCalculatorNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'validation.calculator.required'],
    [undefined, 'validation.calculator.required'],
    ['2,5', 'validation.calculator.digitsAndDots'],
    ['1.2.3', 'validation.calculator.digitsAndDots'],
    ['-4', 'validation.calculator.digitsAndDots'],
    ['1e3', 'validation.calculator.digitsAndDots'],
    ['.', 'validation.calculator.digitsAndDots'],
    ['0', 'validation.calculator.positive'],
    ['0.00', 'validation.calculator.positive'],
    ['9'.repeat(400), 'validation.calculator.positive'],
  ])('refuses %j with %s', (input, key) => {
    expect(readCalculatorNumber(input)).toEqual({ ok: false, key });
  });
});
