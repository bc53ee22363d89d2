import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normaliseTerm,
  queryString,
  readSearchQuery,
  type SearchQuery,
  type SearchQueryInput,
  type SortKey,
  searchQuery,
  searchQueryParams,
  searchQuerySchema,
  sortKeys,
} from './search-query';

const read = (query: string) => readSearchQuery(new URLSearchParams(query));
const defaults: SearchQuery = {
  term: '',
  page: 1,
  sortBy: 'relevance',
  facets: {},
  didYouMean: false,
  trending: false,
  landing: true,
};

describe('readSearchQuery', () => {
  it('reads an empty query string as the defaults', () => {
    expect(read('')).toEqual(defaults);
  });

  it.each([
    ['Ntt=taladro', 'taladro'],
    ['sTerm=taladro', 'taladro'],
    ['Ntt=taladro&sTerm=martillo', 'taladro'],
    ['sTerm=martillo&Ntt=taladro', 'taladro'],
    ['Ntt=%20%20&sTerm=martillo', 'martillo'],
    ['ntt=taladro', 'taladro'],
    ['Ntt=++Taladro+++Percutor%09Bosch++', 'Taladro Percutor Bosch'],
    ['Ntt=pintura%00l%C3%A1tex', 'pintura látex'],
    ['Ntt=Cer%C3%A1mica+%22M%C3%A1rmol%22+45x45', 'Cerámica "Mármol" 45x45'],
    [`Ntt=${'a'.repeat(99)}+b`, `${'a'.repeat(99)}`],
    [`Ntt=${'🔥'.repeat(150)}`, '🔥'.repeat(100)],
    ['Ntt=&sTerm=', ''],
  ])('%s has the term %j', (query, term) => {
    expect(read(query).term).toBe(term);
  });

  it.each([
    ['currentpage=3', 3],
    ['currentPage=3', 3],
    ['currentpage=500', 500],
    ['currentpage=501', 1],
    ['currentpage=0', 1],
    ['currentpage=-2', 1],
    ['currentpage=2.5', 1],
    ['currentpage=2abc', 1],
    ['currentpage=', 1],
    ['currentpage=99999999999', 1],
  ])('%s is page %i', (query, page) => {
    expect(read(query).page).toBe(page);
  });

  it.each<[string, SortKey]>([
    ...sortKeys.map((key): [string, SortKey] => [`sortBy=${key}`, key]),
    ['sortBy=PRICE-ASC', 'price-asc'],
    ['sortby=newest', 'newest'],
    ['sortBy=_score,desc', 'relevance'],
    ['sortBy=', 'relevance'],
  ])('%s sorts by %s', (query, sortBy) => {
    expect(read(query).sortBy).toBe(sortBy);
  });

  it.each([
    ['categoryLevel=2', { categoryLevel: 2 }],
    ['categoryLevel=0', { categoryLevel: undefined }],
    ['categoryLevel=11', { categoryLevel: undefined }],
    ['categoryLevel=dos', { categoryLevel: undefined }],
    ['channel=mobile', { channel: 'MOBILE' }],
    ['channel=TABLET', { channel: 'TABLET' }],
    ['channel=APP', { channel: undefined }],
    ['DYM=true', { didYouMean: true }],
    ['dym=1', { didYouMean: true }],
    ['DYM=quizas', { didYouMean: false }],
    ['trending=true', { trending: true }],
    ['landing=false', { landing: false }],
    ['landing=0', { landing: false }],
    ['landing=maybe', { landing: true }],
    ['lang=pt', { lang: 'pt' }],
    ['lang=es_CL', { lang: 'es' }],
    ['lang=pt-BR', { lang: 'pt' }],
    ['lang=en', { lang: undefined }],
    ['address=Av.+Providencia++1234', { address: 'Av. Providencia 1234' }],
    ['address=+', { address: undefined }],
    [`address=${'a'.repeat(121)}`, { address: undefined }],
    ['f.brand=Bosch', { facets: { brand: ['Bosch'] } }],
  ])('%s reads %o', (query, fields) => {
    expect(read(query)).toMatchObject(fields);
  });
});

describe('searchQuery', () => {
  it('fills in defaults and replaces invalid values', () => {
    expect(searchQuery()).toEqual(defaults);
    expect(
      searchQuery({ term: '  taladro  ', page: 0, categoryLevel: 99, facets: { Brand: ['Bosch', 'Bosch'] } }),
    ).toEqual({ ...defaults, term: 'taladro', categoryLevel: undefined, facets: { brand: ['Bosch'] } });
  });

  it.each<[string, SearchQueryInput]>([
    ['nothing', {}],
    ['only missing fields', { term: undefined, page: undefined }],
    ['a term and a facet', { term: 'taladro', facets: { brand: ['Bosch'] } }],
  ])('answers for %s what the schema answers', (_, input) => {
    expect(searchQuery(input)).toEqual(searchQuerySchema.parse(input));
  });

  it('takes a query it made as it is, frozen so that nothing can make it invalid', () => {
    const made = searchQuery({ term: 'taladro', facets: { brand: ['Bosch'] } });
    expect(searchQuery(made)).toBe(made);
    expect(Object.isFrozen(made) && Object.isFrozen(made.facets) && Object.isFrozen(made.facets.brand)).toBe(true);
    expect(() => {
      (made as { page: number }).page = 0;
    }).toThrow(TypeError);
    expect(readSearchQuery(new URLSearchParams())).toBe(searchQuery());
  });

  it('reads the same query string once: a request reads its address in several places', () => {
    const first = read('Ntt=taladro&sortBy=price-asc');
    expect(read('Ntt=taladro&sortBy=price-asc')).toBe(first);
    expect(read('Ntt=taladro&sortBy=price-desc')).not.toBe(first);
  });

  it('reads a copy of a query it made (a changed field) afresh', () => {
    const made = searchQuery({ term: 'taladro' });
    expect(searchQuery({ ...made, page: 0 })).toEqual({ ...made, page: 1 });
  });
});

describe('searchQueryParams', () => {
  it.each<[SearchQueryInput, string]>([
    [{}, ''],
    [{ term: 'taladro percutor' }, '?Ntt=taladro+percutor'],
    [
      { term: 'pintura & barniz', page: 2, sortBy: 'price-asc' },
      '?Ntt=pintura+%26+barniz&currentpage=2&sortBy=price-asc',
    ],
    [
      { facets: { brand: ['Bosch'] }, categoryLevel: 2, channel: 'MOBILE', didYouMean: true, trending: true },
      '?f.brand=Bosch&categoryLevel=2&channel=MOBILE&DYM=true&trending=true',
    ],
    [{ landing: false, lang: 'pt', address: 'Rua Augusta 100' }, '?landing=false&lang=pt&address=Rua+Augusta+100'],
    [{ page: 1, sortBy: 'relevance', landing: true }, ''],
  ])('%o writes %s', (query, written) => {
    expect(queryString(searchQueryParams(query))).toBe(written);
  });

  it('leaves the term out for the SEO search route', () => {
    expect(searchQueryParams({ term: 'taladro', page: 2 }, { withoutTerm: true }).toString()).toBe('currentpage=2');
  });

  const queries = fc.record(
    {
      term: fc.string({ unit: 'grapheme', maxLength: 120 }),
      page: fc.integer({ min: -5, max: 600 }),
      sortBy: fc.constantFrom(...sortKeys),
      facets: fc.dictionary(fc.stringMatching(/^[A-Za-z][a-z0-9_-]{0,9}$/), fc.array(fc.string(), { maxLength: 3 })),
      categoryLevel: fc.integer({ min: 0, max: 12 }),
      channel: fc.constantFrom('WEB', 'MOBILE', 'TABLET'),
      didYouMean: fc.boolean(),
      trending: fc.boolean(),
      landing: fc.boolean(),
      lang: fc.constantFrom('es', 'pt'),
      address: fc.string({ maxLength: 130 }),
    } as const,
    { requiredKeys: [] },
  );

  it('reads back what it writes, for any query', () => {
    fc.assert(
      fc.property(queries, (input) => {
        expect(readSearchQuery(searchQueryParams(input))).toEqual(searchQuery(input));
      }),
    );
  });
});

describe('normaliseTerm', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        expect(normaliseTerm(normaliseTerm(raw))).toBe(normaliseTerm(raw));
      }),
    );
    // random strings: room for a shared, busy machine (this is no timing test)
  }, 20_000);
});
