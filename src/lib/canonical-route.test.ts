import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { canonicalise, canonicalPath } from './canonical-route';
import { parseRoute } from './route-parser';
import type { Route } from './routes';
import { productUrl } from './routes';
import { slugFor } from './slug';

const request = (text: string) => {
  const url = new URL(text, 'https://www.andamio.cl');
  const route = parseRoute(url);
  if (route.kind === 'not-a-route') throw new Error(`${text} is not a route`);
  return { url, route };
};
const check = (text: string, canonicalSlug?: string) => {
  const { url, route } = request(text);
  return canonicalise(url, route, canonicalSlug);
};

describe('canonicalise', () => {
  const taladro = slugFor('es', 'Taladro Percutor 13mm 650W Bosch');

  it.each([
    ['/cl/product/881234567/taladro-percutor-13mm-650w-bosch/', taladro],
    ['/cl/product/881234567/taladro-percutor-13mm-650w-bosch/881234568/', taladro],
    ['/cl/product/881234567/taladro-percutor-13mm-650w-bosch/?utm_source=mail', taladro],
    ['/cl/category/cat10592/bano-y-cocina/?currentpage=2', 'bano-y-cocina'],
    ['/cl/brand/bosch/', undefined],
    ['/cl/search?Ntt=taladro', undefined],
    ['/cl/search?sTerm=taladro', undefined],
    ['/cl/search/taladro-percutor/', undefined],
    ['/cl/collection/cyber-2024/', undefined],
    ['/cl/landing/ayuda/preguntas-frecuentes/', 'preguntas-frecuentes'],
    ['/cl/cart/', undefined],
    ['/cl/', undefined],
    ['/_error?statusCode=404&tenant=cl', undefined],
    ['/no-search-result?Ntt=xyzzy&tenant=cl', undefined],
  ])('%s is canonical', (url, slug) => {
    expect(check(url, slug)).toEqual({ canonical: true });
  });

  it.each([
    // an old name: the product was renamed
    ['/cl/product/881234567/taladro-bosch/', taladro, `/cl/product/881234567/${taladro}/`],
    ['/CL/Product/881234567/Taladro-Percutor-13mm-650W-Bosch', taladro, `/cl/product/881234567/${taladro}/`],
    ['/cl/product/881234567/', taladro, `/cl/product/881234567/${taladro}/`],
    [
      '/cl/product/881234567/x/881234568X?utm_source=mail',
      taladro,
      `/cl/product/881234567/${taladro}/881234568x/?utm_source=mail`,
    ],
    ['/cl/product/5501/old-name/', '™', '/cl/product/5501/5501/'],
    ['/cl/category/CAT10592/Bano?currentpage=2', 'Baño y Cocina', '/cl/category/cat10592/bano-y-cocina/?currentpage=2'],
    ['/cl/brand/Black%20Decker', undefined, '/cl/brand/black-decker/'],
    ['/cl/brand/black-decker/', 'Black+Decker Inc', '/cl/brand/black-decker-inc/'],
    ['/cl/search/?Ntt=taladro', undefined, '/cl/search?Ntt=taladro'],
    ['/cl/search/Taladro', undefined, '/cl/search/taladro/'],
    ['/cl/collection/Cyber-2024', undefined, '/cl/collection/cyber-2024/'],
    ['/cl/landing/ayuda', 'Preguntas frecuentes', '/cl/landing/ayuda/preguntas-frecuentes/'],
    ['/cl/cart', undefined, '/cl/cart/'],
    ['/cl', undefined, '/cl/'],
  ])('%s redirects to the canonical URL', (url, slug, location) => {
    expect(check(url, slug)).toEqual({ canonical: false, location, status: 302 });
  });

  it('keeps the brand name of the URL when the given brand slug is empty', () => {
    expect(check('/cl/brand/bosch/', '™')).toEqual({ canonical: true });
  });

  it('redirects permanently when the query holds the brand facet (docs/seo-and-urls.md)', () => {
    expect(check('/cl/category/cat1/old/?f.brand=Bosch', 'Taladros')).toEqual({
      canonical: false,
      location: '/cl/category/cat1/taladros/?f.brand=Bosch',
      status: 301,
    });
  });

  it('finds every URL its own builder writes canonical', () => {
    const cl = getTenant('cl');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.string(), (productId, name) => {
        const { url, route } = request(productUrl(cl, { productId, name }));
        expect(canonicalise(url, route, slugFor('es', name))).toEqual({ canonical: true });
      }),
    );
  });
});

describe('canonicalPath', () => {
  it.each<[Route, string | undefined, string]>([
    [{ kind: 'product', tenant: 'cl', productId: '1', slug: 'a' }, 'Taladro', '/cl/product/1/taladro/'],
    [{ kind: 'cart', tenant: 'cl' }, 'ignored', '/cl/cart/'],
    [{ kind: 'error', tenant: 'cl', statusCode: 500, isSearchByImage: false }, undefined, '/_error'],
  ])('%o with slug %s is %s', (route, slug, path) => {
    expect(canonicalPath(route, slug)).toBe(path);
  });
});
