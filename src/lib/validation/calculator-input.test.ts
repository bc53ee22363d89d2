import { describe, expect, it } from 'vitest';
import { readCalculatorNumber } from './calculator-input';

const comma = { decimal: ',', thousand: '.' };
const dot = { decimal: '.', thousand: ',' };

describe('calculator input, in the tenant’s way of writing numbers', () => {
  it.each([
    ['2', comma, 2],
    ['2,4', comma, 2.4],
    ['2.4', dot, 2.4],
    [' 12,75 ', comma, 12.75],
    [',5', comma, 0.5],
    ['1.250', comma, 1250],
    ['0,01', comma, 0.01],
  ])('reads %j as %d', (input, separators, value) => {
    expect(readCalculatorNumber(input, separators)).toEqual({ ok: true, value });
  });

  it.each([
    ['', comma, 'validation.calculator.required', {}],
    [undefined, comma, 'validation.calculator.required', {}],
    ['2,4 m', comma, 'validation.calculator.number', { example: '2,4' }],
    ['1.2.3', dot, 'validation.calculator.number', { example: '2.4' }],
    ['-4', comma, 'validation.calculator.number', { example: '2,4' }],
    ['1e3', comma, 'validation.calculator.number', { example: '2,4' }],
    ['0', comma, 'validation.calculator.positive', {}],
    ['0,00', comma, 'validation.calculator.positive', {}],
  ])('refuses %j with %s', (input, separators, key, params) => {
    expect(readCalculatorNumber(input, separators)).toEqual({ ok: false, key, params });
  });

  it('refuses a figure too long to be a number rather than reading it as infinity', () => {
    expect(readCalculatorNumber('9'.repeat(400), comma)).toMatchObject({ ok: false });
  });
});
