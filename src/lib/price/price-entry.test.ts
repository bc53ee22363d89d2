import { describe, expect, it } from 'vitest';
import { isSquareMetreUnit, priceEntrySchema, priceListSchema } from './price-entry';

describe('isSquareMetreUnit', () => {
  it.each(['m2', 'M2', 'm²', 'M²', 'MT2', 'mts2', 'Mts.2', ' m 2 ', 'metro cuadrado', 'SQM', 'metro quadrado'])(
    '%j is square metres',
    (unit) => {
      expect(isSquareMetreUnit(unit)).toBe(true);
    },
  );

  it.each([undefined, '', 'UN', 'm', 'ml', 'm3', 'kg', 'caja', 'metro lineal', 'L'])(
    '%j is not square metres',
    (unit) => {
      expect(isSquareMetreUnit(unit)).toBe(false);
    },
  );
});

describe('priceEntrySchema (docs/prices-and-badges.md)', () => {
  it.each([
    { type: 'NORMAL', price: 15990 },
    { type: 'CMR', price: 0, label: 'Precio CMR', unit: 'UN' },
    { type: 'AggregatedBundlePrice', price: 5_000_000 },
    { type: 'CMR_EVENT', price: 9990 },
    { type: 'EMPLOYEE', price: 9990 },
  ])('accepts %j', (input) => {
    expect(priceEntrySchema.parse(input)).toEqual(input);
  });

  it.each([
    ['a price in major units with decimals', { type: 'NORMAL', price: 129.9 }, 'price'],
    ['a negative price', { type: 'NORMAL', price: -1 }, 'price'],
    ['a price as text', { type: 'NORMAL', price: '15.990' }, 'price'],
    ['an unknown type', { type: 'DISCOUNT', price: 100 }, 'type'],
    ['an unknown field', { type: 'NORMAL', price: 100, currency: 'CLP' }, ''],
  ])('rejects %s', (_, input, path) => {
    const result = priceEntrySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('parses a whole list and keeps its order', () => {
    const list = [
      { type: 'INTERNET', price: 12990 },
      { type: 'NORMAL', price: 15990 },
    ];
    expect(priceListSchema.parse(list).map((entry) => entry.type)).toEqual(['INTERNET', 'NORMAL']);
  });
});
