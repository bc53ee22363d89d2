import { describe, expect, it } from 'vitest';
import { categoryUrl, homeUrl, productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { api, baseUrl } from './client';
import { shownProductOf } from './product-json-ld';
import { row, rows } from './test-database';

/**
 * hreflang (docs/seo-and-urls.md SEO): pages of an item that several country sites have list its page on
 * each of them, with x-default; the sister brands (homy, obra) list none and are listed by none.
 */
const countries = ['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy'] as const;
const locale: Record<(typeof countries)[number], string> = {
  cl: 'es-CL',
  pe: 'es-PE',
  co: 'es-CO',
  ar: 'es-AR',
  br: 'pt-BR',
  mx: 'es-MX',
  uy: 'es-UY',
};

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The page's alternates, in document order, and its canonical link. */
function links(html: string) {
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, hreflang, href]) => ({ hreflang, href }),
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { alternates, canonical };
}

const absolute = (tenant: TenantId, path: string) => new URL(path, getTenant(tenant).seoDomain).href;
const productPath = (tenant: TenantId, row: { id: string; name: string }, skuId?: string) =>
  productUrl(getTenant(tenant), { productId: row.id, name: row.name, skuId });

/** An article sold by cl, br, a third country site and homy, with its row on each site. */
async function sharedArticle() {
  const [article] = await rows<{ gtin: string }>(
    `SELECT gtin FROM products WHERE tenant IN ('cl', 'br', 'mx', 'homy') GROUP BY gtin
     HAVING count(DISTINCT tenant) = 4 ORDER BY gtin LIMIT 1`,
  );
  if (!article) throw new Error('No article sold in cl, br, mx and homy in the test database');
  const sites = await rows<{ tenant: TenantId; id: string; name: string }>(
    'SELECT tenant, id, name FROM products WHERE gtin = ? ORDER BY tenant',
    article.gtin,
  );
  const on = (tenant: TenantId) => {
    const site = sites.find((candidate) => candidate.tenant === tenant);
    if (!site) throw new Error(`${article.gtin} is not sold in ${tenant}`);
    return site;
  };
  return { gtin: article.gtin, sites, on };
}
const article = await sharedArticle();

describe('product pages', () => {
  const expected = countries
    .filter((tenant) => article.sites.some((site) => site.tenant === tenant))
    .map((tenant) => ({ hreflang: locale[tenant], href: absolute(tenant, productPath(tenant, article.on(tenant))) }));

  it('list the page of every country site that sells the product, itself included, and x-default', async () => {
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const cl = links(await page(productPath('cl', article.on('cl'))));
    expect(cl.alternates).toEqual([...expected, { hreflang: 'x-default', href: expected[0]?.href }]);
    expect(cl.alternates).toContainEqual({ hreflang: 'es-CL', href: cl.canonical });
    // the Brazilian page names the same set, its own Portuguese URL among them
    const br = links(await page(productPath('br', article.on('br'))));
    expect(br.alternates).toEqual(cl.alternates);
    expect(br.alternates).toContainEqual({ hreflang: 'pt-BR', href: br.canonical });
    expect(br.canonical).toBe(absolute('br', productPath('br', article.on('br'))));
  });

  it('never name the sister brand, whose own page lists no alternates', async () => {
    const cl = await page(productPath('cl', article.on('cl')));
    expect(cl).not.toContain(new URL(getTenant('homy').seoDomain).host);
    const homy = await page(productPath('homy', article.on('homy')));
    expect(links(homy).alternates).toEqual([]);
    expect(links(homy).canonical).toBe(absolute('homy', productPath('homy', article.on('homy'))));
  });

  it('have none for a product that one country site alone sells', async () => {
    const [local] = await rows<{ id: string; name: string }>(
      `SELECT id, name FROM products p WHERE tenant = 'pe' AND NOT EXISTS
       (SELECT 1 FROM products o WHERE o.gtin = p.gtin AND o.tenant IN ('cl', 'co', 'ar', 'br', 'mx', 'uy'))
       ORDER BY id LIMIT 1`,
    );
    if (!local) throw new Error('No product of Peru alone');
    expect(links(await page(productPath('pe', local))).alternates).toEqual([]);
  });

  it('on a variant URL, point at the same variant (the SKU of the same EAN) on each site', async () => {
    const [variant] = await rows<{ gtin: string; ean: string; clProduct: string; clSku: string; brSku: string }>(
      `SELECT p.gtin, s.ean, p.id AS "clProduct", s.id AS "clSku", bs.id AS "brSku" FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id AND s.position = 2
       JOIN products b ON b.tenant = 'br' AND b.gtin = p.gtin
       JOIN skus bs ON bs.tenant = b.tenant AND bs.product_id = b.id AND bs.ean = s.ean
       WHERE p.tenant = 'cl' ORDER BY p.id LIMIT 1`,
    );
    if (!variant) throw new Error('No variant sold in cl and br');
    const name = async (tenant: TenantId) =>
      (await row<{ id: string; name: string }>(
        'SELECT id, name FROM products WHERE tenant = ? AND gtin = ?',
        tenant,
        variant.gtin,
      )) ?? { id: '', name: '' };
    const [cl, br] = [await name('cl'), await name('br')];
    const { alternates, canonical } = links(await page(productPath('cl', cl, variant.clSku)));
    expect(canonical).toBe(absolute('cl', productPath('cl', cl, variant.clSku)));
    expect(alternates).toContainEqual({ hreflang: 'es-CL', href: canonical });
    expect(alternates).toContainEqual({
      hreflang: 'pt-BR',
      href: absolute('br', productPath('br', br, variant.brSku)),
    });
  });
});

describe('the same GTIN across tenants', () => {
  interface Description {
    id: string;
    name: string;
    brand: { name: string };
    categories: { id: string }[];
    variants: { id: string }[];
    attributes: { key: string; value: string }[];
    price: { status: string; current: { text: string } };
  }

  it('is the same article: brand, categories, measures and EANs, named and priced locally', async () => {
    const description = async (tenant: TenantId) => {
      const { status, body } = await api<Description>(`/api/${tenant}/product?productId=${article.on(tenant).id}`);
      expect(status).toBe(200);
      return body.data as Description;
    };
    const [cl, br, homy] = await Promise.all([description('cl'), description('br'), description('homy')]);
    for (const other of [br, homy]) {
      expect(other.brand.name).toBe(cl.brand.name);
      expect(other.categories.map((category) => category.id)).toEqual(cl.categories.map((category) => category.id));
      expect(other.variants).toHaveLength(cl.variants.length);
      const measures = (data: Description) =>
        data.attributes.filter((attribute) => ['depth', 'height', 'width', 'weight'].includes(attribute.key));
      expect(measures(other).map((attribute) => attribute.value.replace(',', '.'))).toEqual(
        measures(cl).map((attribute) => attribute.value.replace(',', '.')),
      );
    }
    expect(cl.price.current.text).toMatch(/^\$ /);
    expect(br.price.current.text).toMatch(/^R\$/);
    const eans = async (tenant: TenantId) =>
      (
        await rows<{ ean: string }>(
          'SELECT ean FROM skus WHERE tenant = ? AND product_id = ? ORDER BY position',
          tenant,
          article.on(tenant).id,
        )
      ).map((sku) => sku.ean);
    const clEans = await eans('cl');
    expect(await eans('br')).toEqual(clEans);
    expect(await eans('homy')).toEqual(clEans);
    expect(clEans[0]).toBe(article.gtin);
  });

  it('carries its GTIN in the product JSON-LD of every site that sells it', async () => {
    const gtinOf = async (tenant: TenantId) => {
      const html = await page(productPath(tenant, article.on(tenant)));
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
        JSON.parse(match[1] ?? '{}'),
      );
      return shownProductOf(blocks)?.gtin13;
    };
    for (const tenant of ['cl', 'br', 'homy'] as const) expect(await gtinOf(tenant), tenant).toBe(article.gtin);
  });
});

describe('home and category pages', () => {
  it('list the home of every country site; the sister brands list none', async () => {
    const expected = countries.map((tenant) => ({
      hreflang: locale[tenant],
      href: absolute(tenant, homeUrl(getTenant(tenant))),
    }));
    const all = [...expected, { hreflang: 'x-default', href: absolute('cl', '/cl/') }];
    expect(links(await page('/cl/')).alternates).toEqual(all);
    expect(links(await page('/uy/')).alternates).toEqual(all);
    expect(links(await page('/homy/')).alternates).toEqual([]);
    expect(links(await page('/obra/')).alternates).toEqual([]);
  });

  it('list a category on every country site, by its local name; not on its variants nor on a sister brand', async () => {
    const categories = await rows<{ tenant: TenantId; id: string; name: string }>(
      `SELECT tenant, id, name FROM categories WHERE level = 1 AND position = 0 ORDER BY tenant`,
    );
    const path = (tenant: TenantId) => {
      const row = categories.find((category) => category.tenant === tenant);
      if (!row) throw new Error(`No first department in ${tenant}`);
      return categoryUrl(getTenant(tenant), { categoryId: row.id, name: row.name });
    };
    const { alternates, canonical } = links(await page(path('br')));
    expect(alternates).toEqual([
      ...countries.map((tenant) => ({ hreflang: locale[tenant], href: absolute(tenant, path(tenant)) })),
      { hreflang: 'x-default', href: absolute('cl', path('cl')) },
    ]);
    expect(alternates).toContainEqual({ hreflang: 'pt-BR', href: canonical });
    expect(path('br')).not.toBe(path('cl').replace('/cl/', '/br/'));
    expect(links(await page(`${path('cl')}?sortBy=price-asc`)).alternates).toEqual([]);
    expect(links(await page(path('homy'))).alternates).toEqual([]);
  });
});
