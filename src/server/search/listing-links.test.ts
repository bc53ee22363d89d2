import { describe, expect, it } from 'vitest';
import {
  clearAllFacetsHref,
  clearFacetHref,
  didYouMeanHref,
  hiddenFields,
  isListingVariant,
  pageHref,
  selectAllFacetHref,
  toggleFacetHref,
} from './listing-links';

const url = (search: string) => new URL(`http://localhost/cl/category/catg1/pinturas/${search}`);
const base = '/cl/category/catg1/pinturas/';

describe('listing links keep the other choices and go back to page 1', () => {
  it.each([
    [
      'adds a value',
      toggleFacetHref(url('?sortBy=rating&currentpage=3'), 'brand', 'bosch', false),
      `${base}?sortBy=rating&f.brand=bosch`,
    ],
    [
      'removes a value',
      toggleFacetHref(url('?f.brand=bosch&f.brand=makita'), 'brand', 'bosch', true),
      `${base}?f.brand=makita`,
    ],
    ['removes the last value', toggleFacetHref(url('?f.brand=bosch'), 'brand', 'bosch', true), base],
    [
      'selects all',
      selectAllFacetHref(url('?f.brand=a&f.color=red'), 'brand', ['a', 'b']),
      `${base}?f.color=red&f.brand=a&f.brand=b`,
    ],
    ['clears one facet', clearFacetHref(url('?f.brand=a&f.color=red&currentpage=2'), 'brand'), `${base}?f.color=red`],
    ['clears every facet', clearAllFacetsHref(url('?f.brand=a&f.color=red&sortBy=rating')), `${base}?sortBy=rating`],
    ['pages on', pageHref(url('?sortBy=rating'), 2), `${base}?sortBy=rating&currentpage=2`],
    ['page 1 has no number', pageHref(url('?currentpage=4'), 1), base],
  ])('%s', (_, href, expected) => {
    expect(href).toBe(expected);
  });

  it('the sort form carries everything but the sort and the page', () => {
    expect(hiddenFields(url('?f.brand=a&sortBy=rating&currentpage=2'), ['sortBy'])).toEqual([['f.brand', 'a']]);
  });

  it('did you mean searches the correction without correcting it again', () => {
    const from = new URL('http://localhost/cl/search?Ntt=pintrua&f.brand=a&DYM=false');
    expect(didYouMeanHref(from, '/cl/search', 'pintura')).toBe('/cl/search?Ntt=pintura&DYM=true&f.brand=a');
  });
});

describe('a listing variant is kept out of search indexes', () => {
  it.each([
    ['', false],
    ['?currentpage=1', false],
    ['?Ntt=pintura', false],
    ['?currentpage=2', true],
    ['?sortBy=rating', true],
    ['?f.brand=bosch', true],
    ['?DYM=true', true],
  ])('%s -> %s', (search, variant) => {
    expect(isListingVariant(new URLSearchParams(search))).toBe(variant);
  });
});
