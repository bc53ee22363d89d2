import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { tenantIds } from '../tenants/schema';
import { parseRoute } from './route-parser';
import {
  brandUrl,
  cartUrl,
  categoryUrl,
  collectionUrl,
  errorUrl,
  homeUrl,
  landingUrl,
  noSearchResultUrl,
  productUrl,
  routeHref,
  type Site,
  searchUrl,
  seoSearchUrl,
} from './routes';
import { type SearchQueryInput, searchQuery, sortKeys } from './search-query';
import { slugFor, slugify } from './slug';

const cl = getTenant('cl');
const br = getTenant('br');

const site = fc.constantFrom(...tenantIds).map((id): Site => ({ tenant: id, lang: getTenant(id).lang }));
const ids = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/);
const names = fc.string({ unit: 'grapheme', maxLength: 40 });
const queries = fc.record(
  {
    term: names,
    page: fc.integer({ min: 0, max: 600 }),
    sortBy: fc.constantFrom(...sortKeys),
    facets: fc.dictionary(fc.constantFrom('brand', 'color', 'size'), fc.array(names, { maxLength: 2 })),
    didYouMean: fc.boolean(),
    landing: fc.boolean(),
  },
  { requiredKeys: [] },
);
const listingQueries = queries.map(({ term: _, ...query }): SearchQueryInput => query);
const parse = (url: string) => parseRoute(url);

describe('route builders (docs/seo-and-urls.md)', () => {
  it.each([
    [
      productUrl(cl, { productId: '881234567', name: 'Taladro Percutor 13mm 650W Bosch' }),
      '/cl/product/881234567/taladro-percutor-13mm-650w-bosch/',
    ],
    [
      productUrl(br, { productId: 'PROD-77', name: 'Tinta Acrílica Fosca 18L – Suvinil', skuId: '1103304X-B' }),
      '/br/product/prod-77/tinta-acrilica-fosca-18l-suvinil/1103304x-b/',
    ],
    [productUrl(cl, { productId: '5501', name: '™ ® ©' }), '/cl/product/5501/5501/'],
    [categoryUrl(cl, { categoryId: 'CAT10592', name: 'Baño & Cocina' }), '/cl/category/cat10592/bano-y-cocina/'],
    [
      categoryUrl(br, { categoryId: 'cat200', name: 'Banho & Cozinha' }, { page: 3, sortBy: 'price-asc' }),
      '/br/category/cat200/banho-e-cozinha/?currentpage=3&sortBy=price-asc',
    ],
    [brandUrl(cl, 'Black+Decker'), '/cl/brand/black-decker/'],
    [brandUrl(cl, '3M', { facets: { color: ['Rojo'] } }), '/cl/brand/3m/?f.color=Rojo'],
    [brandUrl(cl, '™'), '/cl/search?Ntt=%E2%84%A2'],
    [searchUrl(cl, { term: '  Taladro   Percutor ' }), '/cl/search?Ntt=Taladro+Percutor'],
    [searchUrl(cl, { term: 'pintura', page: 2 }), '/cl/search?Ntt=pintura&currentpage=2'],
    [searchUrl(cl, {}), '/cl/search'],
    [seoSearchUrl(cl, 'Taladro Percutor'), '/cl/search/taladro-percutor/'],
    [seoSearchUrl(br, 'Tinta & Verniz', { page: 2 }), '/br/search/tinta-e-verniz/?currentpage=2'],
    [seoSearchUrl(cl, '!!!'), '/cl/search?Ntt=%21%21%21'],
    [collectionUrl(cl, 'Cyber-2024'), '/cl/collection/cyber-2024/'],
    [landingUrl(cl, { landingId: 'ayuda', name: 'Preguntas frecuentes' }), cl.faqPageLink],
    [landingUrl(br, { landingId: 'garantia', name: 'Garantia de satisfação' }), br.productGuaranteeSeeMoreLink],
    [cartUrl(cl), '/cl/cart/'],
    [homeUrl(br), '/br/'],
    [errorUrl(500, cl), '/_error?statusCode=500&tenant=cl'],
    [errorUrl(404, br, true), '/_error?statusCode=404&tenant=br&isSearchByImage=true'],
    [errorUrl(200), '/_error?statusCode=404'],
    [noSearchResultUrl(' taladro  rojo ', cl), '/no-search-result?Ntt=taladro+rojo&tenant=cl'],
    [noSearchResultUrl('foto', br, true), '/no-search-result?Ntt=foto&tenant=br&isSearchByImage=true'],
    [noSearchResultUrl('x'), '/no-search-result?Ntt=x'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('writes product, category and brand paths in lower case', () => {
    fc.assert(
      fc.property(site, ids, fc.string(), (tenant, id, name) => {
        for (const url of [
          productUrl(tenant, { productId: id, name, skuId: id }),
          categoryUrl(tenant, { categoryId: id, name }),
          brandUrl(tenant, `${name}x`),
        ]) {
          expect(url).toBe(url.toLowerCase());
        }
      }),
    );
  });
});

describe('build then parse gives the route back', () => {
  it('product', () => {
    fc.assert(
      fc.property(site, ids, names, fc.option(ids, { nil: undefined }), ({ tenant, lang }, id, name, sku) => {
        const productId = id.toLowerCase();
        const slug = slugFor(lang, name) || slugify(productId);
        const skuId = sku?.toLowerCase();
        expect(parse(productUrl({ tenant, lang }, { productId: id, name, skuId: sku }))).toEqual({
          kind: 'product',
          tenant,
          productId,
          slug,
          ...(skuId ? { skuId } : {}),
        });
      }),
    );
  });

  it('category, collection and landing', () => {
    fc.assert(
      fc.property(site, ids, names, listingQueries, (s, id, name, query) => {
        const lower = id.toLowerCase();
        const slug = slugFor(s.lang, name) || slugify(lower);
        const q = searchQuery(query);
        expect(parse(categoryUrl(s, { categoryId: id, name }, query))).toEqual({
          kind: 'category',
          tenant: s.tenant,
          categoryId: lower,
          slug,
          query: q,
        });
        expect(parse(collectionUrl(s, id, query))).toEqual({
          kind: 'collection',
          tenant: s.tenant,
          collectionPageId: lower,
          query: q,
        });
        expect(parse(landingUrl(s, { landingId: id, name }))).toEqual({
          kind: 'landing',
          tenant: s.tenant,
          landingId: lower,
          slug,
        });
      }),
    );
  });

  it('brand', () => {
    fc.assert(
      fc.property(site, names, listingQueries, (s, name, query) => {
        fc.pre(slugFor(s.lang, name) !== '');
        expect(parse(brandUrl(s, name, query))).toEqual({
          kind: 'brand',
          tenant: s.tenant,
          brand: slugFor(s.lang, name),
          query: searchQuery(query),
        });
      }),
    );
  });

  it('search, in the Ntt form and in the short SEO form', () => {
    fc.assert(
      fc.property(site, queries, (s, query) => {
        const q = searchQuery(query);
        expect(parse(searchUrl(s, query))).toEqual({ kind: 'search', tenant: s.tenant, query: q, seo: false });
        const seo = parse(seoSearchUrl(s, q.term, query));
        const words = slugFor(s.lang, q.term).replaceAll('-', ' ');
        expect(seo).toEqual({
          kind: 'search',
          tenant: s.tenant,
          query: { ...q, term: words || q.term },
          seo: words !== '',
        });
      }),
    );
  });

  it('cart, home, error and no results', () => {
    fc.assert(
      fc.property(site, names, fc.integer({ min: 100, max: 699 }), fc.boolean(), (s, term, status, byImage) => {
        expect(parse(cartUrl(s))).toEqual({ kind: 'cart', tenant: s.tenant });
        expect(parse(homeUrl(s))).toEqual({ kind: 'home', tenant: s.tenant });
        expect(parse(errorUrl(status, s, byImage))).toEqual({
          kind: 'error',
          tenant: s.tenant,
          statusCode: status >= 400 && status <= 599 ? status : 404,
          isSearchByImage: byImage,
        });
        expect(parse(noSearchResultUrl(term, s, byImage))).toEqual({
          kind: 'no-search-result',
          tenant: s.tenant,
          term: searchQuery({ term }).term,
          isSearchByImage: byImage,
        });
      }),
    );
  });

  it('any parsed route is written back as a URL that parses to the same route', () => {
    fc.assert(
      fc.property(site, ids, names, queries, (s, id, name, query) => {
        for (const url of [
          productUrl(s, { productId: id, name }),
          categoryUrl(s, { categoryId: id, name }, query),
          seoSearchUrl(s, name, query),
          noSearchResultUrl(name),
        ]) {
          const route = parse(url);
          if (route.kind === 'not-a-route') throw new Error(`${url} did not parse`);
          expect(routeHref(route)).toBe(url);
        }
      }),
    );
  });
});
