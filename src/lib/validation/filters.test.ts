import { describe, expect, it } from 'vitest';
import { priceRangeFromQuery, priceRangeSchema } from './filters';
import { validate } from './issues';

describe('price range filter (docs/search-and-listings.md: must be valid; minor units from the query string)', () => {
  it.each([
    [
      { min: '0', max: '1299000' },
      { min: 0, max: 1299000 },
    ],
    [
      { min: '5000', max: '5000' },
      { min: 5000, max: 5000 },
    ],
    [{ min: '5000' }, { min: 5000 }],
    [{ max: '999999999999999' }, { max: 999999999999999 }],
    [{}, {}],
  ])('accepts %j as %j', (input, range) => {
    expect(validate(priceRangeSchema, input)).toEqual({ ok: true, data: range });
  });

  it.each([
    [{ min: '-1' }, 'min', 'validation.priceRange.invalid'],
    [{ min: '10.5' }, 'min', 'validation.priceRange.invalid'],
    [{ max: '1e6' }, 'max', 'validation.priceRange.invalid'],
    [{ max: '' }, 'max', 'validation.priceRange.invalid'],
    [{ max: '1000000000000000' }, 'max', 'validation.priceRange.invalid'],
    [{ min: 100 }, 'min', 'validation.priceRange.invalid'],
    [{ min: '5001', max: '5000' }, 'max', 'validation.priceRange.order'],
  ])('refuses %j at %s with %s', (input, field, key) => {
    expect(validate(priceRangeSchema, input)).toEqual({ ok: false, errors: [{ field, key, params: {} }] });
  });
});

describe('priceRangeFromQuery', () => {
  it.each([
    ['minPrice=1000&maxPrice=20000', { min: 1000, max: 20000 }],
    ['minPrice=&maxPrice=20000', { max: 20000 }],
    ['Ntt=taladro', {}],
  ])('reads %s as %j', (query, range) => {
    expect(priceRangeFromQuery(new URLSearchParams(query))).toEqual({ ok: true, data: range });
  });

  it('reports a reversed range on the max field', () => {
    expect(priceRangeFromQuery(new URLSearchParams('minPrice=9&maxPrice=1'))).toEqual({
      ok: false,
      errors: [{ field: 'max', key: 'validation.priceRange.order', params: {} }],
    });
  });

  it('reads other parameter names when told', () => {
    expect(priceRangeFromQuery(new URLSearchParams('desde=1&hasta=2'), { min: 'desde', max: 'hasta' })).toEqual({
      ok: true,
      data: { min: 1, max: 2 },
    });
  });
});
