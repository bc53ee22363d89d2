import { describe, expect, it } from 'vitest';
import { attribute, elements, roleTexts, textOf } from './html-text';
import { NoJsBrowser } from './no-js-browser';
import { rows } from './test-database';

/**
 * The compare page and the product page's compare control as a browser without JavaScript has
 * them (the page is the server's, from the URL alone): the differences marked, the links that
 * take a product out or put one in, and the errors (docs/accounts-and-lists.md) in each language. The page's headers and
 * its empty states: compare.test.ts; the islands that keep the list: tests/e2e/compare.spec.ts.
 */
const sites = [
  {
    tenant: 'cl',
    compare: 'Comparar',
    differs: 'Diferente',
    remove: 'Quitar',
    full: 'Puedes comparar hasta 4 productos. Quita uno para agregar otro.',
    failed: 'No pudimos agregar el producto al comparador. Inténtalo de nuevo.',
  },
  {
    tenant: 'br',
    compare: 'Comparar',
    differs: 'Diferente',
    remove: 'Remover',
    full: 'Você pode comparar até 4 produtos. Remova um para adicionar outro.',
    failed: 'Não foi possível adicionar o produto ao comparador. Tente novamente.',
  },
] as const;

interface Named {
  id: string;
  name: string;
}

/**
 * Two products of one category whose data sheets agree on one attribute and differ on another,
 * read from the rows so the expectations do not come from the code under test.
 */
async function comparablePair(tenant: string): Promise<{ products: [Named, Named]; same: string; different: string }> {
  const found = await rows<Named & { category: string; sheet: string }>(
    `SELECT id, name, category_id AS category, data_sheet AS sheet FROM products
      WHERE tenant = ? AND data_sheet != '[]' ORDER BY category_id, id LIMIT 400`,
    tenant,
  );
  const sheet = (row: { sheet: string }) =>
    new Map((JSON.parse(row.sheet) as { name: string; value: string }[]).map((a) => [a.name, a.value]));
  for (const [i, first] of found.entries()) {
    for (const second of found.slice(i + 1)) {
      if (second.category !== first.category) break;
      const [a, b] = [sheet(first), sheet(second)];
      const shared = [...a.keys()].filter((name) => b.has(name));
      const same = shared.find((name) => a.get(name) === b.get(name));
      const different = shared.find((name) => a.get(name)?.toLowerCase() !== b.get(name)?.toLowerCase());
      if (same && different) {
        return { products: [first, second].map(({ id, name }) => ({ id, name })) as [Named, Named], same, different };
      }
    }
  }
  throw new Error(`No comparable pair for ${tenant}`);
}

/** The table's row whose header starts with the attribute's name. */
const rowOf = (html: string, name: string) =>
  elements(html, /^<tr\b/).find((tr) => {
    const header = elements(tr, /^<th\b[^>]*scope="row"/)[0];
    return header !== undefined && textOf(header).startsWith(name);
  }) ?? '';
const columnHeaders = (html: string) => elements(html, /^<th\b[^>]*scope="col"/);
/** The link whose text, or else aria-label, is the name. */
const linkNamed = (html: string, name: string) =>
  elements(html, /^<a\b/).find((a) => (attribute(a, 'aria-label') ?? textOf(a)) === name);

describe.each(sites)('the compare page of $tenant without JavaScript', (site) => {
  const t = site.tenant;

  it('shows the products named in the URL side by side, differences marked, each with a way out', async () => {
    const { products, same, different } = await comparablePair(t);
    const browser = new NoJsBrowser();
    const page = await browser.get(`/${t}/compare/?ids=${products.map((p) => p.id).join(',')}`);
    expect(page.headers.get('cache-control')).toContain('private');
    expect(page.html, 'the page is the comparison: no compare bar on it').not.toMatch(/component-url="[^"]*CompareBar/);
    const headers = columnHeaders(page.html);
    for (const product of products) {
      expect(headers.some((th) => elements(th, /^<a\b/).some((a) => textOf(a) === product.name))).toBe(true);
    }
    expect(rowOf(page.html, same), 'a row of the attribute both share').not.toBe('');
    expect(rowOf(page.html, different), 'the row that differs is marked').toMatch(/^<tr\b[^>]*data-differs="true"/);
    expect(textOf(rowOf(page.html, different))).toContain(site.differs);
    expect(rowOf(page.html, same)).not.toMatch(/^<tr\b[^>]*data-differs/);
    expect(textOf(rowOf(page.html, same))).not.toContain(site.differs);
    expect(roleTexts(page.html, 'alert')).toEqual([]);

    const out = linkNamed(page.html, `${site.remove} ${products[0].name}`);
    expect(attribute(out ?? '', 'href')).toBe(`/${t}/compare/?ids=${products[1].id}`);
    expect(columnHeaders((await browser.get(attribute(out ?? '', 'href') ?? '')).html)).toHaveLength(2);
  });

  it('the product page’s compare control is a link to that product’s compare page', async () => {
    const { products } = await comparablePair(t);
    const browser = new NoJsBrowser();
    const product = await browser.open(`/${t}/product/${products[0].id}/`);
    const link = linkNamed(product.html, `${site.compare} ${products[0].name}`);
    expect(attribute(link ?? '', 'href')).toBe(`/${t}/compare/?ids=${products[0].id}`);
    const compared = await browser.get(attribute(link ?? '', 'href') ?? '');
    expect(columnHeaders(compared.html).map(textOf).join(' ')).toContain(products[0].name);
  });

  it('names the errors (docs/accounts-and-lists.md): a product that cannot be compared, and more than four', async () => {
    const { products } = await comparablePair(t);
    const browser = new NoJsBrowser();
    const unknown = await browser.get(`/${t}/compare/?ids=${products[0].id},no-such-product`);
    expect(roleTexts(unknown.html, 'alert')).toEqual([site.failed]);
    expect(columnHeaders(unknown.html)).toHaveLength(2);
    const tooMany = await browser.get(`/${t}/compare/?ids=${products[0].id},${products[1].id},a1,a2,a3`);
    expect(roleTexts(tooMany.html, 'alert')).toContain(site.full);
  });
});
