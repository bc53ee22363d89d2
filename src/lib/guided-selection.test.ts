import { describe, expect, it } from 'vitest';
import { guidedSelectionHref } from './guided-selection';

const banner = [
  { name: 'color', value: 'gris' },
  { name: 'color', value: 'blanco' },
  { name: 'brand', value: 'acme' },
];

describe('guidedSelectionHref', () => {
  it('adds the picked values and keeps the rest of the listing', () => {
    expect(
      guidedSelectionHref('https://shop.test/cl/search?Ntt=pintura&sort=price', banner, [
        { name: 'color', value: 'gris' },
        { name: 'brand', value: 'acme' },
      ]),
    ).toBe('/cl/search?Ntt=pintura&sort=price&f.color=gris&f.brand=acme');
  });

  it('sets the banner values to the picked ones and goes back to page 1', () => {
    expect(
      guidedSelectionHref('/cl/category/c1/x/?f.color=gris&f.color=rojo&f.BRAND=acme&currentpage=3', banner, [
        { name: 'color', value: 'blanco' },
      ]),
    ).toBe('/cl/category/c1/x/?f.color=rojo&f.color=blanco');
  });

  it('is the bare path when nothing is left', () => {
    expect(guidedSelectionHref('/cl/category/c1/x/?f.color=gris', banner, [])).toBe('/cl/category/c1/x/');
  });
});
