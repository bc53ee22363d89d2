import { describe, expect, it } from 'vitest';
import { parseUnitPricing } from './unit-pricing';
import { parseLength, parsePrice, parseSaleWindow, parseWeight, saleRuns } from './values';

describe('parsePrice', () => {
  it.each([
    ['12990 CLP', 'CLP', 0, 12990],
    ['12990.00 CLP', 'CLP', 0, 12990],
    ['CLP 12990', 'CLP', 0, 12990],
    ['129.9 BRL', 'BRL', 2, 12990],
    ['129.90 brl', 'BRL', 2, 12990],
    ['0.07 BRL', 'BRL', 2, 7],
  ])('%s in %s is %i minor units', (text, currency, digits, amount) => {
    expect(parsePrice(text, currency, digits)).toEqual({ value: amount });
  });

  it.each([
    ['12990 USD', 'CLP', 0, "USD is not this site's currency (CLP)"],
    ['12990.5 CLP', 'CLP', 0, 'CLP has 0 decimals, "12990.5 CLP" more'],
    ['12.999 BRL', 'BRL', 2, 'BRL has 2 decimals, "12.999 BRL" more'],
    ['12990', 'CLP', 0, '"12990" is not an amount and a currency'],
    ['CLP 1 CLP', 'CLP', 0, '"CLP 1 CLP" is not an amount and a currency'],
    ['1,5 BRL', 'BRL', 2, '"1,5 BRL" is not an amount and a currency'],
  ])('%s in %s is refused', (text, currency, digits, reason) => {
    expect(parsePrice(text, currency, digits)).toEqual({ reason });
  });
});

describe('parseSaleWindow and saleRuns', () => {
  const at = (text: string) => Date.parse(text);
  it.each([
    ['2026-11-20T00:00-0300/2026-11-30T23:59-0300', { start: at('2026-11-20T03:00Z'), end: at('2026-12-01T02:59Z') }],
    [
      '2026-11-20T00:00:00Z / 2026-11-30T00:00:00+01:00',
      { start: at('2026-11-20T00:00Z'), end: at('2026-11-29T23:00Z') },
    ],
    ['2026-11-20/', { start: at('2026-11-20T00:00Z') }],
    ['/2026-11-30', { end: at('2026-11-30T00:00Z') }],
  ])('%s', (text, window) => {
    expect(parseSaleWindow(text)).toEqual({ value: window });
  });

  it.each([
    ['2026-11-20', 'is not a start and an end'],
    ['20/11/2026/x', 'is not a start and an end'],
    ['2026-11-20T25:00Z/2026-11-30', 'is not two ISO 8601 dates'],
    ['2026-11-30/2026-11-20', 'the sale ends before it starts'],
  ])('%s is refused', (text, reason) => {
    expect(parseSaleWindow(text)).toEqual({ reason: expect.stringContaining(reason) });
  });

  it.each([
    [{}, true],
    [{ start: 100 }, true],
    [{ start: 101 }, false],
    [{ end: 101 }, true],
    [{ end: 100 }, false],
    [{ start: 50, end: 150 }, true],
  ])('a sale %j runs at 100: %s', (window, runs) => {
    expect(saleRuns(window, 100)).toBe(runs);
  });
});

describe('measures', () => {
  it.each([
    [parseWeight, '2.5 kg', 2.5],
    [parseWeight, '800 g', 0.8],
    [parseWeight, '3 lb', 1.361],
    [parseLength, '30 cm', 30],
    [parseLength, '12 in', 30.48],
    [parseLength, '1,2 m', 120],
  ])('%#: %s', (parse, text, value) => {
    expect(parse(text)).toEqual({ value });
  });

  it('refuses a unit of another kind', () => {
    expect(parseWeight('30 cm')).toEqual({ reason: '"30 cm" is not a number and one of mg, g, kg, oz, lb' });
  });
});

describe('parseUnitPricing', () => {
  it.each([
    ['750 ml', '1 l', { unit: 'L', quantity: 0.75 }],
    ['750 ml', '100 ml', { unit: 'L', quantity: 0.75 }],
    ['25 kg', undefined, { unit: 'kg', quantity: 25 }],
    ['2.16 sqm', '1 sqm', { unit: 'm2', quantity: 2.16 }],
    ['10 ct', '1 ct', { unit: 'un', quantity: 10 }],
  ])('%s per %s', (measure, base, value) => {
    expect(parseUnitPricing(measure, base)).toMatchObject({ value: { unit: value.unit } });
    const read = parseUnitPricing(measure, base);
    expect('value' in read && read.value.quantity).toBeCloseTo(value.quantity, 9);
  });

  it('refuses a base of another kind, or no measure', () => {
    expect(parseUnitPricing('750 ml', '1 kg')).toEqual({
      reason: '"1 kg" is not a measure of the same kind as "750 ml"',
    });
    expect(parseUnitPricing('0 ml', undefined)).toHaveProperty('reason');
    expect(parseUnitPricing('a lot', undefined)).toHaveProperty('reason');
  });
});
