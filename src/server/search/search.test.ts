import { describe, expect, it } from 'vitest';
import { SearchIndex } from './build-index';
import { search, searchProducts } from './search';
import { testDocument } from './test-document';
import { typeahead } from './typeahead';
import type { SearchDocument, SearchRequest } from './types';

const paint = { id: 'c1', name: 'Pinturas' };
const interior = { id: 'c11', name: 'Pintura interior' };
const tools = { id: 'c2', name: 'Herramientas' };
const drills = { id: 'c21', name: 'Taladros' };

const doc = (id: string, name: string, over: Partial<SearchDocument> = {}) =>
  testDocument(id, name, [paint, interior], over);

const docs = [
  doc('1', 'Pintura Látex Interior Blanco 1 galón', {
    colors: [{ slug: 'blanco', name: 'Blanco', hex: '#fff' }],
    rating: 4.5,
    ratingCount: 10,
    soldWeek: 30,
    prices: { '10': { current: 15990, regular: 19990 } },
    attributes: [{ name: 'Terminación', value: 'Mate' }],
  }),
  doc('2', 'Pintura Esmalte al Agua Gris 1/4 galón', {
    colors: [{ slug: 'gris', name: 'Gris', hex: '#888' }],
    rating: 3.8,
    ratingCount: 4,
    soldWeek: 5,
    prices: { '10': { current: 7990, regular: 7990 } },
    attributes: [{ name: 'Terminación', value: 'Brillante' }],
    storeStock: new Map([['S1', 3]]),
  }),
  doc('3', 'Látex Exterior Premium Blanco', {
    brand: { id: 'col', name: 'Colorfino', slug: 'colorfino' },
    colors: [{ slug: 'blanco', name: 'Blanco', hex: '#fff' }],
    soldWeek: 12,
    prices: { '10': { current: 25990, regular: 25990 } },
    webStock: 0,
    storeStock: new Map([['S1', 1]]),
    attributes: [{ name: 'Terminación', value: 'Mate' }],
  }),
  doc('4', 'Taladro Percutor 13 mm 650 W', {
    brand: { id: 'trabex', name: 'Trabex', slug: 'trabex' },
    categories: [tools, drills],
    rating: 5,
    ratingCount: 2,
    soldWeek: 50,
    prices: { '10': { current: 49990, regular: 59990 } },
    createdAt: 10,
  }),
  doc('5', 'Taladro Inalámbrico 20 V', {
    brand: { id: 'trabex', name: 'Trabex', slug: 'trabex' },
    categories: [tools, drills],
    soldWeek: 1,
    prices: { '10': { current: 89990, regular: 89990 } },
    createdAt: 20,
    shippingType: 'pickup_only',
    storeStock: new Map([['S2', 4]]),
  }),
  doc('6', 'Rodillo para pintura 9 pulgadas', {
    brand: { id: 'col', name: 'Colorfino', slug: 'colorfino' },
    soldWeek: 8,
    prices: { '10': { current: 3990, regular: 3990 } },
    attributes: [
      { name: 'Terminación', value: 'Mate' },
      { name: 'Material', value: 'Lana' },
    ],
  }),
  doc('7', 'Brocha 2 pulgadas', {
    brand: { id: 'col', name: 'Colorfino', slug: 'colorfino' },
    prices: {},
    attributes: [{ name: 'Terminación', value: 'Mate' }],
  }),
];
const index = new SearchIndex(docs);
const zone = { priceGroupId: '10', storeIds: ['S1', 'S2'], homeDelivery: true };
const ask = (over: Partial<SearchRequest>) =>
  search(index, { facets: {}, sortBy: 'relevance', page: 1, pageSize: 28, zone, ...over });
const ids = (response: ReturnType<typeof ask>) => response.hits.map((hit) => hit.id);

describe('search: matching', () => {
  it.each([
    ['latex', ['1', '3']],
    ['LÁTEX blanco', ['1', '3']],
    ['pinturas', ['1', '2', '3', '6', '7']],
    ['taladros', ['4', '5']],
    ['trabex', ['4', '5']],
    ['percutor 650w', ['4']],
    ['percutor 13mm', ['4']],
    ['percutor 18 mm', []],
  ])('"%s" finds %o (accent-, case- and plural-insensitive, every word required)', (term, expected) => {
    expect(ids(ask({ term })).sort()).toEqual(expected);
  });

  it('ranks a name match above a mention in the category', () => {
    expect(ids(ask({ term: 'pintura' }))[0]).not.toBe('6');
    expect(ids(ask({ term: 'rodillo' }))).toEqual(['6']);
  });

  it('corrects a misspelt term and says so (did you mean)', () => {
    const response = ask({ term: 'pintrua' });
    expect(response.didYouMean).toBe('pintura');
    expect(response.total).toBe(5);
  });

  it('does not correct a term that already was a correction', () => {
    expect(ask({ term: 'pintrua', noCorrection: true }).total).toBe(0);
  });

  it('finds nothing and suggests nothing for gibberish', () => {
    const response = ask({ term: 'zzqxw' });
    expect(response.total).toBe(0);
    expect(response.didYouMean).toBeUndefined();
  });
});

describe('search: scope, sorting and pages', () => {
  it('lists a category subtree, a brand and a collection', () => {
    expect(ids(ask({ categoryId: 'c2' })).sort()).toEqual(['4', '5']);
    expect(ids(ask({ brand: 'colorfino' })).sort()).toEqual(['3', '6', '7']);
    expect(ids(ask({ productIds: ['7', '1', 'missing'] })).sort()).toEqual(['1', '7']);
  });

  it.each([
    ['price-asc', ['6', '2', '1', '3', '4', '5', '7']],
    ['price-desc', ['5', '4', '3', '1', '2', '6', '7']],
    ['newest', ['5', '4', '1', '3', '6', '2', '7']],
    ['best-selling', ['4', '1', '3', '6', '2', '5', '7']],
    ['rating', ['4', '1', '2', '3', '6', '5', '7']],
  ] as const)('sorts by %s (products without a price last)', (sortBy, expected) => {
    expect(ids(ask({ sortBy }))).toEqual(expected);
  });

  it('pages results and clamps a page past the end', () => {
    expect(ids(ask({ sortBy: 'price-asc', pageSize: 3, page: 2 }))).toEqual(['3', '4', '5']);
    const last = ask({ sortBy: 'price-asc', pageSize: 3, page: 99 });
    expect(last.page).toBe(3);
    expect(ids(last)).toEqual(['7']);
  });
});

describe('search: facets', () => {
  const facet = (response: ReturnType<typeof ask>, name: string) =>
    response.facets.find((f) => f.name === name)?.values.map((v) => [v.value, v.count]);

  it('counts brands, colours, ratings, delivery and stores in the zone', () => {
    const response = ask({});
    expect(facet(response, 'brand')).toEqual([
      ['colorfino', 3],
      ['sipa', 2],
      ['trabex', 2],
    ]);
    expect(facet(response, 'color')).toEqual([
      ['blanco', 2],
      ['gris', 1],
    ]);
    expect(facet(response, 'rating')).toEqual([
      ['4', 2],
      ['3', 3],
      ['2', 3],
      ['1', 3],
    ]);
    expect(facet(response, 'delivery')).toEqual([
      ['HD', 5],
      ['CC', 3],
      ['BS', 3],
    ]);
    expect(facet(response, 'store')).toEqual([
      ['S1', 2],
      ['S2', 1],
    ]);
    expect(facet(response, 'category')).toEqual([
      ['c1', 5],
      ['c2', 2],
    ]);
    expect(facet(response, 'terminacion')).toEqual([
      ['mate', 4],
      ['brillante', 1],
    ]);
  });

  it('counts of every facet value equal the results after choosing it', () => {
    const base = { term: 'pintura' };
    const response = ask(base);
    for (const f of response.facets) {
      for (const value of f.values) {
        const chosen = ask({ ...base, facets: { [f.name]: [value.value] } });
        expect([f.name, value.value, chosen.total]).toEqual([f.name, value.value, value.count]);
      }
    }
  });

  it('combines values of one facet with OR and different facets with AND', () => {
    expect(ask({ facets: { brand: ['sipa', 'trabex'] } }).total).toBe(4);
    expect(ask({ facets: { brand: ['sipa', 'trabex'], color: ['gris'] } }).total).toBe(1);
  });

  it('keeps a chosen value listed with its count when other filters empty it', () => {
    const response = ask({ facets: { brand: ['trabex'], color: ['gris'] } });
    expect(response.total).toBe(0);
    expect(response.facets.find((f) => f.name === 'color')?.values).toContainEqual(
      expect.objectContaining({ value: 'gris', selected: true, count: 0 }),
    );
  });

  it('filters by price range, inclusive at both ends, and ignores unreadable ranges', () => {
    expect(ids(ask({ facets: { price: ['7990-15990'] }, sortBy: 'price-asc' }))).toEqual(['2', '1']);
    expect(ask({ facets: { price: ['abc'] } }).total).toBe(7);
    expect(ask({ facets: { unknown: ['x'] } }).total).toBe(7);
  });

  it('offers home delivery only where the zone has it', () => {
    const noHome = search(index, {
      facets: {},
      sortBy: 'relevance',
      page: 1,
      pageSize: 28,
      zone: { ...zone, homeDelivery: false },
    });
    expect(noHome.facets.find((f) => f.name === 'delivery')?.values.map((v) => v.value)).toEqual(['CC', 'BS']);
  });
});

describe('searchProducts', () => {
  it.each<[string, Partial<SearchRequest>]>([
    ['everything, best-selling', { sortBy: 'best-selling' }],
    ['a term', { term: 'pintura' }],
    ['a category, cheapest first', { categoryId: 'c1', sortBy: 'price-asc' }],
    ['chosen facets', { facets: { brand: ['colorfino'], delivery: ['CC'] } }],
    ['a collection, second page', { productIds: ['6', '4', '1', '2'], sortBy: 'newest', page: 2, pageSize: 3 }],
  ])('finds what the search finds, in its order, without counting facets: %s', (_, over) => {
    const request: SearchRequest = { facets: {}, sortBy: 'relevance', page: 1, pageSize: 28, zone, ...over };
    const { facets, ...found } = search(index, request);
    expect(facets.length).toBeGreaterThan(0);
    expect(searchProducts(index, request)).toEqual({ ...found, facets: [] });
  });
});

describe('typeahead', () => {
  it('completes the last word and suggests products, categories and brands', () => {
    const result = typeahead(index, 'pint', { zone, limit: 4 });
    expect(result.terms[0]).toBe('pintura');
    expect(result.products.map((p) => p.id)).toContain('1');
    expect(result.categories.map((c) => c.id)).toContain('c11');
    expect(typeahead(index, 'tra', { zone, limit: 4 }).brands.map((b) => b.slug)).toEqual(['trabex']);
  });

  it('keeps the words before the last one as a filter', () => {
    const result = typeahead(index, 'latex bla', { zone, limit: 4 });
    expect(result.products.map((p) => p.id).sort()).toEqual(['1', '3']);
    expect(result.terms).toContain('latex blanco');
  });

  it('answers nothing below two characters', () => {
    expect(typeahead(index, 'p', { zone, limit: 4 })).toEqual({ terms: [], categories: [], brands: [], products: [] });
  });
});
