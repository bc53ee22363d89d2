import { describe, expect, it } from 'vitest';
import { locationPageUrl, safeBack } from './location-page';

describe('the page the location page goes back to', () => {
  it.each([
    ['/cl/product/123/taladro/', '/cl/product/123/taladro/'],
    ['/cl/search?Ntt=taladro', '/cl/search?Ntt=taladro'],
    ['/cl', '/cl'],
    [null, undefined],
    ['', undefined],
    ['/br/product/1/', undefined],
    ['/client/', undefined],
    ['https://evil.example/cl/', undefined],
    ['//evil.example/cl/', undefined],
    ['/\\evil.example', undefined],
    ['/cl/\\evil', undefined],
    ['/cl/\nSet-Cookie', undefined],
    [`/cl/${'a'.repeat(300)}`, undefined],
  ])('%j gives %j', (value, expected) => {
    expect(safeBack('cl', value)).toBe(expected);
  });
});

describe('the location page address', () => {
  it.each([
    [undefined, '/cl/location/'],
    ['/cl/product/123/taladro/', '/cl/location/?back=%2Fcl%2Fproduct%2F123%2Ftaladro%2F'],
    ['/cl/search?Ntt=a b', '/cl/location/?back=%2Fcl%2Fsearch%3FNtt%3Da%20b'],
    // the page itself is no place to go back to
    ['/cl/location/?back=%2Fcl%2F', '/cl/location/'],
    ['//evil.example/', '/cl/location/'],
  ])('back %j gives %s', (back, expected) => {
    expect(locationPageUrl('cl', back)).toBe(expected);
  });
});
