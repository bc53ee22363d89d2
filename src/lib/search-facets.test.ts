import { describe, expect, it } from 'vitest';
import { brandFacet, hasBrandFacet, normaliseFacets, readFacets, writeFacets } from './search-facets';

const read = (query: string) => readFacets(new URLSearchParams(query));

describe('readFacets', () => {
  it.each([
    ['', {}],
    ['Ntt=taladro', {}],
    ['f.brand=Bosch', { brand: ['Bosch'] }],
    ['f.brand=Bosch&f.brand=Makita&f.voltage=18V', { brand: ['Bosch', 'Makita'], voltage: ['18V'] }],
    ['F.Brand=Bosch', { brand: ['Bosch'] }],
    ['f.brand=Bosch&f.brand=Bosch', { brand: ['Bosch'] }],
    ['f.color=%20Blanco%20%20Hueso%20', { color: ['Blanco Hueso'] }],
    ['f.color=&f.brand=%20', {}],
    ['f.=Bosch&f.1brand=Bosch&f.br%20and=Bosch&f=Bosch&brand=Bosch', {}],
    [`f.brand=${'x'.repeat(101)}&f.brand=${'y'.repeat(100)}`, { brand: ['y'.repeat(100)] }],
    ['f.__proto__=x&f.constructor=x', { constructor: ['x'] }],
  ])('%s reads as %o', (query, facets) => {
    expect(read(query)).toEqual(facets);
  });

  it('keeps facet names that shadow Object members as plain data', () => {
    const facets = read('f.__proto__=x&f.constructor=x&f.tostring=y');
    expect(Object.keys(facets)).toEqual(['constructor', 'tostring']);
    expect(Object.getPrototypeOf(facets)).toBe(Object.prototype);
    expect(hasBrandFacet(read('f.constructor=x'))).toBe(false);
  });

  it('stops at the maximum filter limit of 100 values (docs/search-and-listings.md)', () => {
    const query = Array.from({ length: 120 }, (_, i) => `f.size=${i}`).join('&');
    const { size, brand } = read(`${query}&f.brand=Bosch`);
    expect(size).toHaveLength(100);
    expect(size?.at(-1)).toBe('99');
    expect(brand).toBeUndefined();
  });
});

describe('writeFacets', () => {
  it('writes one f.<facet> parameter per value, in order', () => {
    const params = new URLSearchParams();
    writeFacets(params, { brand: ['Bosch', 'Black+Decker'], color: ['Rojo óxido'] });
    expect(params.toString()).toBe('f.brand=Bosch&f.brand=Black%2BDecker&f.color=Rojo+%C3%B3xido');
    expect(readFacets(params)).toEqual({ brand: ['Bosch', 'Black+Decker'], color: ['Rojo óxido'] });
  });
});

describe('normaliseFacets', () => {
  it('lower-cases names and drops invalid entries', () => {
    expect(
      normaliseFacets([
        [' Brand ', 'Bosch'],
        ['brand', 'Bosch'],
        ['9', 'x'],
        ['color', ' '],
      ]),
    ).toEqual({ brand: ['Bosch'] });
  });
});

describe('hasBrandFacet', () => {
  it.each([
    [{ [brandFacet]: ['Bosch'] }, true],
    [{ brand: [] }, false],
    [{ color: ['Rojo'] }, false],
    [{}, false],
  ])('%o -> %s', (facets, expected) => {
    expect(hasBrandFacet(facets)).toBe(expected);
  });
});
