import { describe, expect, it } from 'vitest';
import { parseRoute } from './route-parser';
import { searchQuery } from './search-query';

const query = searchQuery;

describe('parseRoute: real URLs (docs/seo-and-urls.md)', () => {
  it.each([
    ['/cl/', { kind: 'home', tenant: 'cl' }],
    ['/BR', { kind: 'home', tenant: 'br' }],
    [
      '/cl/product/881234567/taladro-percutor-13mm-650w-bosch/',
      { kind: 'product', tenant: 'cl', productId: '881234567', slug: 'taladro-percutor-13mm-650w-bosch' },
    ],
    [
      '/cl/product/881234567/taladro-percutor-13mm-650w-bosch/881234568/',
      {
        kind: 'product',
        tenant: 'cl',
        productId: '881234567',
        slug: 'taladro-percutor-13mm-650w-bosch',
        skuId: '881234568',
      },
    ],
    [
      '/CL/Product/881234567/Taladro-Percutor-Bosch',
      { kind: 'product', tenant: 'cl', productId: '881234567', slug: 'taladro-percutor-bosch' },
    ],
    [
      '/br/product/PROD-77/Tinta%20Acr%C3%ADlica%20Fosca/1103304X-B',
      { kind: 'product', tenant: 'br', productId: 'prod-77', slug: 'tinta-acrilica-fosca', skuId: '1103304x-b' },
    ],
    ['/mx/product/123', { kind: 'product', tenant: 'mx', productId: '123', slug: '' }],
    ['/cl//product//123//taladro//', { kind: 'product', tenant: 'cl', productId: '123', slug: 'taladro' }],
    [
      '/cl/category/CAT10592/Bano-y-Cocina?currentpage=2&sortBy=price-desc&f.brand=Bosch',
      {
        kind: 'category',
        tenant: 'cl',
        categoryId: 'cat10592',
        slug: 'bano-y-cocina',
        query: query({ page: 2, sortBy: 'price-desc', facets: { brand: ['Bosch'] } }),
      },
    ],
    ['/pe/category/cat40/', { kind: 'category', tenant: 'pe', categoryId: 'cat40', slug: '', query: query() }],
    ['/cl/brand/bosch/', { kind: 'brand', tenant: 'cl', brand: 'bosch', query: query() }],
    ['/cl/brand/Black%20%2B%20Decker', { kind: 'brand', tenant: 'cl', brand: 'black-decker', query: query() }],
    [
      '/cl/search?Ntt=taladro+percutor&currentpage=3',
      { kind: 'search', tenant: 'cl', query: query({ term: 'taladro percutor', page: 3 }), seo: false },
    ],
    ['/co/search/?sTerm=pintura', { kind: 'search', tenant: 'co', query: query({ term: 'pintura' }), seo: false }],
    ['/ar/search', { kind: 'search', tenant: 'ar', query: query(), seo: false }],
    [
      '/cl/search/taladro-percutor/?Ntt=martillo&sortBy=rating',
      { kind: 'search', tenant: 'cl', query: query({ term: 'taladro percutor', sortBy: 'rating' }), seo: true },
    ],
    ['/br/Search/Tinta-Branca', { kind: 'search', tenant: 'br', query: query({ term: 'tinta branca' }), seo: true }],
    [
      '/uy/collection/Cyber-2024/?currentpage=2',
      { kind: 'collection', tenant: 'uy', collectionPageId: 'cyber-2024', query: query({ page: 2 }) },
    ],
    [
      '/cl/landing/ayuda/preguntas-frecuentes/',
      { kind: 'landing', tenant: 'cl', landingId: 'ayuda', slug: 'preguntas-frecuentes' },
    ],
    ['/homy/landing/Verano', { kind: 'landing', tenant: 'homy', landingId: 'verano', slug: '' }],
    ['/obra/cart/', { kind: 'cart', tenant: 'obra' }],
    ['/cl/CART', { kind: 'cart', tenant: 'cl' }],
    [
      '/_error?statusCode=500&tenant=br&isSearchByImage=true',
      { kind: 'error', tenant: 'br', statusCode: 500, isSearchByImage: true },
    ],
    [
      '/_error/?statusCode=abc&tenant=zz',
      { kind: 'error', tenant: undefined, statusCode: 404, isSearchByImage: false },
    ],
    ['/_error?statusCode=410&tenant=CL', { kind: 'error', tenant: 'cl', statusCode: 410, isSearchByImage: false }],
    [
      '/no-search-result?Ntt=+xyzzy++123&tenant=mx',
      { kind: 'no-search-result', tenant: 'mx', term: 'xyzzy 123', isSearchByImage: false },
    ],
    [
      '/no-search-result?sTerm=foto&isSearchByImage=TRUE',
      { kind: 'no-search-result', tenant: undefined, term: 'foto', isSearchByImage: true },
    ],
  ])('%s', (url, route) => {
    expect(parseRoute(url)).toEqual(route);
  });

  it('takes a URL object as well as its text', () => {
    expect(parseRoute(new URL('https://www.andamio.cl/cl/cart/'))).toEqual({ kind: 'cart', tenant: 'cl' });
  });
});

describe('parseRoute: not a route', () => {
  it.each([
    '/',
    '/xx/product/1/a/',
    '/cl/checkout/',
    '/cl/product/',
    '/cl/product/1/a/2/3/',
    '/cl/product/-1/taladro/',
    '/cl/product/1/taladro/sku%20x/',
    '/cl/product/1%2F2/taladro/',
    '/cl/category/',
    '/cl/category/1/a/b/',
    '/cl/brand/',
    '/cl/brand/%E2%84%A2/',
    '/cl/brand/bosch/extra/',
    '/cl/search/%F0%9F%94%A5/',
    '/cl/search/a/b/',
    '/cl/collection/',
    '/cl/collection/1/a/',
    '/cl/landing/',
    '/cl/landing/a/b/c/',
    '/cl/cart/1/',
    '/cl/product/1/%E0%A4%A/',
    '/_error/500',
    '/no-search-result/taladro',
    'http://[',
  ])('%s', (url) => {
    expect(parseRoute(url)).toEqual({ kind: 'not-a-route' });
  });
});
