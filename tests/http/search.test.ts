import { describe, expect, it } from 'vitest';
import { api } from './client';

interface Card {
  id: string;
  name: string;
  url: string;
  price: { current: number; currentText: string } | null;
  delivery: string[];
}
interface Listing {
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  didYouMean?: string;
  zone: { id: string; priceGroup: string; isFallback: boolean };
  products: Card[];
  facets: { name: string; kind: string; label: string; values: { value: string; label: string; count: number }[] }[];
}

const search = (query: string, init?: RequestInit) => api<Listing>(`/api/cl/search?${query}`, init);

describe('GET /api/{tenant}/search', () => {
  it('finds products with prices, facets and 28 per page', async () => {
    const { status, body } = await search('Ntt=pintura');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data?.total).toBeGreaterThan(28);
    expect(body.data?.products).toHaveLength(28);
    expect(body.data?.products[0]?.url).toMatch(/^\/cl\/product\/\d+\/[a-z0-9-]+\/$/);
    expect(body.data?.products[0]?.price?.currentText).toMatch(/^\$ [\d.]+$/);
    expect(body.data?.facets.map((facet) => facet.name)).toEqual(
      expect.arrayContaining(['brand', 'price', 'category']),
    );
    expect(body.data?.zone).toMatchObject({ id: '13101', isFallback: true });
  });

  it('ignores accents and plurals, and accepts sTerm', async () => {
    const totals = await Promise.all(
      ['Ntt=latex', 'Ntt=L%C3%A1tex', 'sTerm=latex', 'Ntt=pinturas'].map((q) => search(q)),
    );
    const [plain, accented, sTerm] = totals.map((r) => r.body.data?.total);
    expect(plain).toBeGreaterThan(0);
    expect(accented).toBe(plain);
    expect(sTerm).toBe(plain);
    expect(totals[3]?.body.data?.total).toBe((await search('Ntt=pintura')).body.data?.total);
  });

  it('answers a misspelling with its correction as DYM', async () => {
    const { body } = await search('Ntt=pintrua');
    expect(body.data?.didYouMean).toBe('pintura');
    expect(body.data?.total).toBeGreaterThan(0);
  });

  it('facet counts equal the number of results after applying that facet', async () => {
    const { body } = await search('Ntt=pintura');
    const checks = (body.data?.facets ?? []).flatMap((facet) =>
      facet.values.slice(0, 3).map((value) => ({ facet, value })),
    );
    expect(checks.length).toBeGreaterThan(8);
    for (const { facet, value } of checks) {
      const applied = await search(`Ntt=pintura&f.${facet.name}=${encodeURIComponent(value.value)}`);
      expect({ facet: facet.name, value: value.value, total: applied.body.data?.total }).toEqual({
        facet: facet.name,
        value: value.value,
        total: value.count,
      });
    }
  });

  it('sorts by price and pages through the results', async () => {
    const { body } = await search('Ntt=pintura&sortBy=price-asc');
    const prices = (body.data?.products ?? []).map((card) => card.price?.current ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await search('Ntt=pintura&sortBy=price-asc&currentpage=2');
    expect(second.body.data?.page).toBe(2);
    expect(second.body.data?.products[0]?.id).not.toBe(body.data?.products[0]?.id);
  });

  it('prices products for the price group of the shopper zone', async () => {
    const santiago = await search('Ntt=pintura&sortBy=best-selling', { headers: { cookie: 'zone=101310125' } });
    const puntaArenas = await search('Ntt=pintura&sortBy=best-selling&zone=12101');
    expect(santiago.body.data?.zone).toMatchObject({ id: '13101', priceGroup: '10', isFallback: false });
    expect(puntaArenas.body.data?.zone.priceGroup).not.toBe('10');
    const price = (listing: typeof santiago, id: string) =>
      listing.body.data?.products.find((p) => p.id === id)?.price?.current;
    const id = santiago.body.data?.products[0]?.id ?? '';
    expect(price(puntaArenas, id)).toBeGreaterThan(price(santiago, id) ?? 0);
  });

  it('falls back to the default zone for a malformed zone cookie', async () => {
    const { status, body } = await search('Ntt=taladro', { headers: { cookie: 'zone=%%%garbage' } });
    expect(status).toBe(200);
    expect(body.data?.zone.isFallback).toBe(true);
  });

  it.each([
    ['currentpage=-1&Ntt=pintura', 'currentpage'],
    ['currentpage=abc&Ntt=pintura', 'currentpage'],
    ['currentpage=99999999&Ntt=pintura', 'currentpage'],
    ['sortBy=cheapest&Ntt=pintura', 'sortBy'],
    [`Ntt=${'a'.repeat(101)}`, 'Ntt'],
    ['Ntt=', 'Ntt'],
    ['', 'Ntt'],
    ['Ntt=pintura&zone=NOPE', 'zone'],
    ['Ntt=pintura&priceGroup=999', 'priceGroup'],
    ['Ntt=pintura&channel=FAX', 'channel'],
  ])('refuses %s naming the field %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field });
    expect(body.errors?.[0]?.message).toMatch(/\S/);
  });

  it('answers in Portuguese on Brazilian tenants', async () => {
    const { body } = await api<Listing>('/api/br/search?Ntt=');
    expect(body.errors?.[0]?.message).toBe('Digite o que você procura.');
    const found = await api<Listing>('/api/br/search?Ntt=tinta');
    expect(found.body.data?.products[0]?.price?.currentText).toMatch(/^R\$ [\d.]+,\d{2}$/);
    expect(found.body.data?.facets.find((facet) => facet.name === 'price')?.label).toBe('Preço');
  });
});

describe('listings, facets and typeahead', () => {
  it('lists a category, 404s an unknown one', async () => {
    const { body } = await search('Ntt=pintura');
    const category = body.data?.facets.find((facet) => facet.name === 'category')?.values[0];
    const listing = await api<Listing>(`/api/cl/category/products?categoryId=${category?.value}`);
    expect(listing.status).toBe(200);
    expect(listing.body.data?.total).toBeGreaterThanOrEqual(category?.count ?? 1);
    const unknown = await api(`/api/cl/category/products?categoryId=CATG0`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]).toMatchObject({ code: 'NOT_FOUND', field: 'categoryId' });
  });

  it('serves the facets of a search alone', async () => {
    const { status, body } = await api<{ total: number; facets: unknown[] }>('/api/cl/facets?Ntt=taladro');
    expect(status).toBe(200);
    expect(body.data?.total).toBeGreaterThan(0);
    expect(body.data?.facets.length).toBeGreaterThan(0);
  });

  it('suggests terms, categories and products while typing', async () => {
    const { status, body } = await api<{ terms: { term: string }[]; products: { url: string; priceText: string }[] }>(
      '/api/cl/s/typeahead/v1?Ntt=pint',
    );
    expect(status).toBe(200);
    expect(body.data?.terms[0]?.term).toMatch(/^pint/);
    expect(body.data?.products.length).toBeGreaterThan(0);
    expect(body.data?.products[0]?.priceText).toMatch(/^\$ /);
  });

  it('answers unknown tenants and paths under /api with the JSON envelope', async () => {
    for (const path of ['/api/xx/search?Ntt=a', '/api/cl/nothing-here']) {
      const { status, body } = await api(path);
      expect(status).toBe(404);
      expect(body.success).toBe(false);
    }
  });
});
