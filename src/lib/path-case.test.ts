import { describe, expect, it } from 'vitest';
import { lowerCaseRedirect } from './path-case';

const isTenant = (id: string) => ['cl', 'br', 'mx', 'homy'].includes(id);
const redirectOf = (path: string) => lowerCaseRedirect(new URL(path, 'http://localhost'), isTenant);

describe('lowerCaseRedirect', () => {
  it.each([
    ['/cl/PRODUCT/123/slug/', '/cl/product/123/slug/'],
    ['/cl/Product/AB-12/Taladro-Bosch/AB-12-3/', '/cl/product/ab-12/taladro-bosch/ab-12-3/'],
    ['/CL/', '/cl/'],
    ['/CL', '/cl/'],
    ['/cl', '/cl/'],
    ['/homy?x=1', '/homy/?x=1'],
    ['/BR/category/abc/Pisos/?Ntt=x', '/br/category/abc/pisos/?Ntt=x'],
    ['/mx/Brand/BOSCH/', '/mx/brand/bosch/'],
    ['/mx/Collection/Verano/', '/mx/collection/verano/'],
    ['/mx/LANDING/l1/Oferta', '/mx/landing/l1/oferta'],
    ['/cl/CART/', '/cl/cart/'],
    ['/cl/Account/', '/cl/account/'],
    ['/cl/Search-By-Image', '/cl/search-by-image'],
    // the short SEO search route keeps its term: the search page reads it
    ['/cl/SEARCH/Taladro/', '/cl/search/Taladro/'],
    ['/cl/search?Ntt=Taladro', undefined],
    ['/cl/product/123/slug/', undefined],
    ['/cl/', undefined],
    ['/', undefined],
    ['/XX/product/1/', undefined],
    ['/cl/UNKNOWN/', undefined],
    ['/CL/unknown/', undefined],
    ['/API/cl/cart', undefined],
    ['/media/CL/x.svg', undefined],
    ['/_astro/App.JS', undefined],
  ])('%s goes to %s', (path, location) => {
    expect(redirectOf(path)?.location).toBe(location);
  });

  it.each([
    ['/cl/CATEGORY/abc/pisos/', 302],
    ['/cl', 301],
    ['/cl/CATEGORY/abc/pisos/?f.brand=Bosch', 301],
  ])(
    '%s answers %i (docs/seo-and-urls.md: 301 with the brand facet; a slashless home moves for good)',
    (path, status) => {
      expect(redirectOf(path)?.status).toBe(status);
    },
  );
});
