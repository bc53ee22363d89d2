import { describe, expect, it } from 'vitest';
import { api, baseUrl } from './client';

/**
 * What shoppers type beyond product names, on the real catalogue: a colour or a size after the
 * product, the code printed on a product page, regional words, and typos whose only "fix"
 * would change the meaning.
 */

interface Listing {
  total: number;
  didYouMean?: string;
  products: { id: string; name: string; url: string }[];
  facets: { name: string; values: { value: string; count: number }[] }[];
}
interface Description {
  id: string;
  variants: { id: string }[];
  selectedVariant: { id: string; ean: string };
}
interface NoResults {
  tips: string[];
  didYouMean: { term: string } | null;
}

const search = (tenant: string, query: string) => api<Listing>(`/api/${tenant}/search?${query}`);
const ntt = (term: string) => `Ntt=${encodeURIComponent(term)}`;

/** Every product of a search, page by page. */
async function allIds(tenant: string, query: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; page <= 20; page++) {
    const { body } = await search(tenant, `${query}&currentpage=${page}`);
    for (const product of body.data?.products ?? []) ids.add(product.id);
    if ((body.data?.products.length ?? 0) < 28) break;
  }
  return ids;
}

describe.each([
  { tenant: 'cl', noun: 'pintura', adjective: 'blanca', colour: 'blanco' },
  { tenant: 'br', noun: 'tinta', adjective: 'branca', colour: 'branco' },
])('$tenant: "$noun $adjective" (a colour the name does not carry)', ({ tenant, noun, adjective, colour }) => {
  it('finds the paints sold in that colour, white ones first', async () => {
    const { status, body } = await search(tenant, ntt(`${noun} ${adjective}`));
    expect(status).toBe(200);
    const whites = await allIds(tenant, `${ntt(noun)}&f.color=${colour}`);
    expect(whites.size).toBeGreaterThan(0);
    expect(body.data?.total).toBeGreaterThanOrEqual(whites.size);
    const first = body.data?.products.slice(0, 10) ?? [];
    expect(first).toHaveLength(10);
    for (const product of first) expect(whites.has(product.id) || /bran[cq]/i.test(product.name)).toBe(true);
  });
});

describe.each(['cl', 'br'])('%s: a size after the product', (tenant) => {
  it('"guantes/luvas xl" finds gloves that come in XL', async () => {
    const term = tenant === 'cl' ? 'guantes xl' : 'luvas xl';
    const { body } = await search(tenant, ntt(term));
    const gloves = await search(tenant, ntt(term.split(' ')[0] as string));
    expect(body.data?.total).toBeGreaterThan(0);
    expect(body.data?.total).toBeLessThanOrEqual(gloves.body.data?.total ?? 0);
  });
});

describe.each(['cl', 'br'])('%s: codes find their product first', (tenant) => {
  // The product page prints the chosen variant's id as "Código: <id>" (productPage.sku).
  it('the "Código" of every variant and the EAN of 10 products, each at rank 1', async () => {
    const { body } = await search(tenant, ntt(tenant === 'cl' ? 'pintura' : 'tinta'));
    const tools = await search(tenant, ntt(tenant === 'cl' ? 'taladro' : 'furadeira'));
    const cards = [...(body.data?.products ?? []).slice(0, 5), ...(tools.body.data?.products ?? []).slice(0, 5)];
    expect(cards).toHaveLength(10);
    for (const card of cards) {
      const product = (await api<Description>(`/api/${tenant}/product?productId=${card.id}`)).body.data;
      const codes = [...(product?.variants ?? []).map((variant) => variant.id), product?.selectedVariant.ean];
      expect(codes.length).toBeGreaterThan(1);
      for (const code of codes) {
        const found = await search(tenant, ntt(code as string));
        expect([code, found.body.data?.products[0]?.id]).toEqual([code, card.id]);
      }
    }
  });

  it('the code as the product page prints it', async () => {
    const { body } = await search(tenant, ntt(tenant === 'cl' ? 'taladro' : 'furadeira'));
    const card = body.data?.products[0];
    const product = (await api<Description>(`/api/${tenant}/product?productId=${card?.id}`)).body.data;
    const found = await search(tenant, ntt(`Código: ${product?.selectedVariant.id}`));
    expect(found.body.data?.products[0]?.id).toBe(card?.id);
    const typing = await api<{ products: { url: string }[] }>(
      `/api/${tenant}/s/typeahead/v1?${ntt(product?.selectedVariant.id as string)}`,
    );
    expect(typing.body.data?.products[0]?.url).toContain(`/product/${card?.id}/`);
  });
});

describe.each([
  { tenant: 'cl', regional: 'ampolleta', catalogue: 'bombilla', department: 'CATG10087' },
  { tenant: 'cl', regional: 'calefont', catalogue: 'calentador', department: 'CATG10146' },
  { tenant: 'br', regional: 'privada', catalogue: 'sanitário', department: 'CATG10058' },
  { tenant: 'br', regional: 'pia', catalogue: 'cuba', department: 'CATG10073' },
])('$tenant: the regional word "$regional"', ({ tenant, regional, catalogue, department }) => {
  it('finds what the catalogue names "$catalogue", in its department', async () => {
    const { body } = await search(tenant, ntt(regional));
    const named = await search(tenant, ntt(catalogue));
    expect(body.data?.total).toBeGreaterThan(0);
    expect(body.data?.total).toBeGreaterThanOrEqual(named.body.data?.total ?? Number.POSITIVE_INFINITY);
    const inDepartment = body.data?.facets
      .find((facet) => facet.name === 'category')
      ?.values.find((value) => value.value === department)?.count;
    expect(inDepartment).toBeGreaterThan(0);
    expect(body.data?.didYouMean).toBeUndefined();
  });
});

// A common search the catalogue sells nothing for (fans): no near word may stand in for it.
describe.each([
  { tenant: 'cl', term: 'ventilador', not: 'cojines' },
  { tenant: 'br', term: 'ventilador', not: 'fertilizante' },
])('$tenant: "$term" is not "corrected" into another product', ({ tenant, term, not }) => {
  it('offers no correction and finds nothing', async () => {
    const { body } = await search(tenant, ntt(term));
    expect(body.data?.didYouMean).toBeUndefined();
    expect(body.data?.total).toBe(0);
    expect(JSON.stringify(body.data?.products)).not.toMatch(new RegExp(not, 'i'));
  });

  it('the search page sends the shopper to the no-results page with its tips (docs/search-and-listings.md)', async () => {
    const page = await fetch(`${baseUrl}/${tenant}/search?${ntt(term)}`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toContain('no-search-result');
    const { body } = await api<NoResults>(`/api/${tenant}/no-search-result?${ntt(term)}`);
    expect(body.data?.didYouMean).toBeNull();
    expect(body.data?.tips).toHaveLength(3);
  });
});

describe.each([
  { tenant: 'cl', typo: 'martiyo', corrected: 'martillo' },
  { tenant: 'br', typo: 'parafuzo', corrected: 'parafuso' },
])('$tenant: a typo that sounds like the word', ({ tenant, typo, corrected }) => {
  it(`"$typo" is corrected to the product it sounds like`, async () => {
    const { body } = await search(tenant, ntt(typo));
    expect(body.data?.didYouMean).toBe(corrected);
    expect(body.data?.total).toBeGreaterThan(0);
  });
});
