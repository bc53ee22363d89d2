import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';
import {
  all,
  bodyTextOf,
  byRole,
  canonicalOf,
  type HtmlNode,
  h1Of,
  jsonLdOf,
  metaOf,
  nameOf,
  oneByRole,
  textOf,
  withAttribute,
} from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';

/**
 * Search, category, brand and collection pages as a shopper without JavaScript uses them (docs/search-and-listings.md):
 * facets and pages are links, the sort is a GET form. cl stands for the Spanish tenants, br for
 * the Portuguese ones.
 */
const sites = [
  {
    tenant: 'cl',
    term: 'pintura',
    category: { id: 'catg10000', slug: 'pinturas', name: 'Pinturas' },
    brand: { slug: 'pincelar', name: 'Pincelar' },
    collection: 'especial-pintura',
    words: {
      results: (term: string) => `Resultados para «${term}»`,
      count: /^(\d+) productos?$/,
      products: 'Productos',
      filters: 'Filtrar por',
      brandFacet: 'Marca',
      clearAll: 'Limpiar filtros',
      applied: 'Filtros aplicados',
      removeFilter: (filter: string) => `Quitar el filtro ${filter}`,
      sort: 'Ordenar por',
      cheapest: 'Menor precio',
      dearest: 'Mayor precio',
      apply: 'Aplicar',
      next: 'Página siguiente',
      pageOf: /^Página 2 de \d+$/,
      noResults: (term: string) => `No encontramos resultados para «${term}».`,
      tips: ['Usar términos más generales.', 'Revisar la ortografía.', 'Buscar con una o dos palabras.'],
      notFound: 'No encontramos esta página',
    },
    foreign: ['Limpar', 'Preço', 'produtos', 'Próxima página', 'estrelas', 'Filtrar por marca'],
  },
  {
    tenant: 'br',
    term: 'tinta',
    category: { id: 'catg10000', slug: 'tintas', name: 'Tintas' },
    brand: { slug: 'pincelar', name: 'Pincelar' },
    collection: 'especial-pintura',
    words: {
      results: (term: string) => `Resultados para "${term}"`,
      count: /^(\d+) produtos?$/,
      products: 'Produtos',
      filters: 'Filtrar por',
      brandFacet: 'Marca',
      clearAll: 'Limpar filtros',
      applied: 'Filtros aplicados',
      removeFilter: (filter: string) => `Remover o filtro ${filter}`,
      sort: 'Ordenar por',
      cheapest: 'Menor preço',
      dearest: 'Maior preço',
      apply: 'Aplicar',
      next: 'Próxima página',
      pageOf: /^Página 2 de \d+$/,
      noResults: (term: string) => `Não encontramos resultados para "${term}".`,
      tips: ['Usar termos mais gerais.', 'Verificar a ortografia.', 'Pesquisar com uma ou duas palavras.'],
      notFound: 'Não encontramos esta página',
    },
    foreign: ['Limpiar', 'Precio', 'productos', 'Página siguiente', 'estrellas', 'Despacho a domicilio'],
  },
] as const;

type Site = (typeof sites)[number];

function resultCount(page: HtmlPage, site: Site): number {
  const [count] = withAttribute(page.doc, 'data-testid', 'result-count');
  const text = count ? textOf(count) : '';
  expect(text, 'the result count').toMatch(site.words.count);
  return Number(site.words.count.exec(text)?.[1]);
}

/** The result cards: the articles of the products region (an ad is an aside, not a result). */
const productCards = (page: HtmlPage, site: Site) =>
  byRole(oneByRole(page.doc, 'region', site.words.products), 'article');

/** The current prices of the result cards, as numbers (thousand separators and decimals folded away). */
const currentPrices = (page: HtmlPage) =>
  withAttribute(page.doc, 'data-price', 'current').map((price) => Number(textOf(price).replace(/[^\d]/g, '')));

const facetLinks = (page: HtmlPage, site: Site, facet: string): HtmlNode[] =>
  byRole(oneByRole(oneByRole(page.doc, 'navigation', site.words.filters), 'region', facet), 'link');

function expectNoForeignWords(page: HtmlPage, site: Site) {
  const body = bodyTextOf(page);
  for (const word of site.foreign) expect(body, `"${word}" on a ${site.tenant} page`).not.toContain(word);
  expect(body, 'a message key instead of its text').not.toMatch(/\b(listing|search|content|errors)\.[a-z]+\.[a-zA-Z]+/);
}

async function redirectOf(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

describe.each(sites)('$tenant listing pages', (site) => {
  const { tenant, words } = site;
  const categoryPath = `/${tenant}/category/${site.category.id}/${site.category.slug}/`;

  it('search renders results, facets, a canonical link and an ItemList, in the tenant language', async () => {
    const page = await new NoJsBrowser().open(`/${tenant}/search?Ntt=${site.term}`);
    expect(page.status).toBe(200);
    expect(h1Of(page.doc)).toBe(words.results(site.term));
    expect(resultCount(page, site)).toBeGreaterThan(28);
    expect(productCards(page, site)).toHaveLength(28);
    expect(facetLinks(page, site, words.brandFacet).length, 'brand facet values').toBeGreaterThan(0);
    expect(canonicalOf(page)).toMatch(new RegExp(`/${tenant}/search/${site.term}/$`));
    const itemList = jsonLdOf(page).find((document) => document['@type'] === 'ItemList');
    expect(itemList?.itemListElement).toHaveLength(28);
    expectNoForeignWords(page, site);
  });

  it('the short SEO search route shows the same search', async () => {
    const page = await new NoJsBrowser().open(`/${tenant}/search/${site.term}/`);
    expect(page.status).toBe(200);
    expect(h1Of(page.doc)).toBe(words.results(site.term));
    expect(productCards(page, site).length).toBeGreaterThan(0);
  });

  it.each([
    ['a category', 0],
    ['a search', 1],
  ])('on %s, a brand facet link filters to its count of results, and "clear filters" lifts it', async (kind, nth) => {
    const visitor = new NoJsBrowser();
    const path = kind === 'a category' ? categoryPath : `/${tenant}/search?Ntt=${site.term}`;
    const listing = await visitor.open(path);
    if (kind === 'a category') expect(h1Of(listing.doc)).toBe(site.category.name);
    const value = facetLinks(listing, site, words.brandFacet)[nth];
    if (!value) throw new Error(`No brand facet value ${nth} on ${path}`);
    const count = Number(/\((\d+)\)$/.exec(textOf(value))?.[1]);
    expect(count).toBeGreaterThan(0);

    const filtered = await visitor.click(listing, value);
    expect(filtered.url).toMatch(/[?&]f\.brand=/);
    expect(resultCount(filtered, site)).toBe(count);
    expect(metaOf(filtered, 'robots')).toBe(kind === 'a category' ? 'noindex,follow' : 'noindex');
    if (kind === 'a category') expect(canonicalOf(filtered)).toMatch(new RegExp(`${categoryPath}$`));

    const cleared = await visitor.click(filtered, oneByRole(filtered.doc, 'link', words.clearAll));
    expect(cleared.url).not.toMatch(/f\.brand=/);
    if (kind === 'a category') expect(metaOf(cleared, 'robots'), 'the base listing is indexed').toBeUndefined();
  });

  it('applied filters show as chips above the products, each removing its own filter', async () => {
    const visitor = new NoJsBrowser();
    const listing = await visitor.open(categoryPath);
    const brand = facetLinks(listing, site, words.brandFacet)[0];
    if (!brand) throw new Error(`No brand facet value on ${categoryPath}`);
    const brandName = textOf(brand)
      .replace(/\s*\(\d+\)$/, '')
      .replace(/^\W+/, '');
    const byBrand = await visitor.click(listing, brand);
    // a value of another facet, chosen on top of the brand
    const other = byRole(oneByRole(byBrand.doc, 'navigation', words.filters), 'link').find(
      (link) => /[?&]f\.(?!brand=)[a-z]+=/.test(link.attrs.href ?? '') && link.attrs['aria-current'] === undefined,
    );
    if (!other) throw new Error('No value of another facet');
    const both = await visitor.click(byBrand, other);
    const chips = byRole(oneByRole(both.doc, 'navigation', words.applied), 'link');
    expect(chips.map(nameOf)).toHaveLength(3);
    const brandChip = chips.find((chip) => nameOf(chip) === words.removeFilter(`${words.brandFacet}: ${brandName}`));
    if (!brandChip) throw new Error(`No chip for ${brandName} among ${chips.map(nameOf).join(' | ')}`);
    const withoutBrand = await visitor.click(both, brandChip);
    expect(withoutBrand.url).not.toMatch(/f\.brand=/);
    expect(withoutBrand.url).toMatch(/[?&]f\.[a-z]+=/);
    expect(byRole(oneByRole(withoutBrand.doc, 'navigation', words.applied), 'link')).toHaveLength(1);
  });

  it('the sort form orders by price either way, and the next page keeps the order', async () => {
    const visitor = new NoJsBrowser();
    const listing = await visitor.open(categoryPath);
    const select = oneByRole(listing.doc, 'combobox', words.sort);
    const apply = oneByRole(listing.doc, 'button', words.apply);
    const sortValue = (label: string) => {
      const option = all(select, (element) => element.tag === 'option' && textOf(element) === label)[0];
      if (!option) throw new Error(`No sort option "${label}"`);
      return option.attrs.value ?? '';
    };

    const cheapest = await visitor.press(listing, apply, { sortBy: sortValue(words.cheapest) });
    expect(cheapest.url).toMatch(/sortBy=price-asc/);
    const first = currentPrices(cheapest);
    expect(first).toHaveLength(28);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(metaOf(cheapest, 'robots')).toBe('noindex,follow');

    const second = await visitor.click(cheapest, oneByRole(cheapest.doc, 'link', words.next));
    expect(second.url).toMatch(/currentpage=2/);
    expect(second.url).toMatch(/sortBy=price-asc/);
    expect(
      all(second.doc, (element) => words.pageOf.test(textOf(element))),
      'the page status',
    ).not.toHaveLength(0);
    expect(Math.min(...currentPrices(second))).toBeGreaterThanOrEqual(Math.max(...first));
    expect(metaOf(second, 'robots')).toBe('noindex,follow');

    const dearest = await visitor.press(listing, apply, { sortBy: sortValue(words.dearest) });
    expect(dearest.url).toMatch(/sortBy=price-desc/);
    const prices = currentPrices(dearest);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expectNoForeignWords(dearest, site);
  });

  it('the brand page lists its products, with its canonical link', async () => {
    const page = await new NoJsBrowser().open(`/${tenant}/brand/${site.brand.slug}/`);
    expect(page.status).toBe(200);
    expect(h1Of(page.doc)).toContain(site.brand.name);
    const [card] = productCards(page, site);
    expect(card && textOf(card)).toContain(site.brand.name);
    expect(canonicalOf(page)).toMatch(new RegExp(`/${tenant}/brand/${site.brand.slug}/$`));
    expectNoForeignWords(page, site);
  });

  it('the collection page lists its products', async () => {
    const page = await new NoJsBrowser().open(`/${tenant}/collection/${site.collection}/`);
    expect(page.status).toBe(200);
    expect(productCards(page, site).length).toBeGreaterThan(0);
    expectNoForeignWords(page, site);
  });

  it('a category URL with upper case or a wrong slug redirects: 302, or 301 with the brand facet', async () => {
    expect(await redirectOf(`/${tenant}/category/${site.category.id.toUpperCase()}/wrong-slug/`)).toEqual({
      status: 302,
      location: categoryPath,
    });
    expect(await redirectOf(`/${tenant}/category/${site.category.id}/`)).toEqual({
      status: 302,
      location: categoryPath,
    });
    expect(await redirectOf(`/${tenant}/category/${site.category.id}/x/?f.brand=${site.brand.slug}`)).toEqual({
      status: 301,
      location: `${categoryPath}?f.brand=${site.brand.slug}`,
    });
    expect(await redirectOf(`/${tenant}/brand/${site.brand.name.toUpperCase()}/`)).toEqual({
      status: 302,
      location: `/${tenant}/brand/${site.brand.slug}/`,
    });
  });

  it('an unknown category, brand or collection shows the error page with status 404', async () => {
    for (const path of ['category/catg99999/nada/', 'brand/no-such-brand/', 'collection/no-such-collection/']) {
      const page = await new NoJsBrowser().open(`/${tenant}/${path}`);
      expect(page.status, path).toBe(404);
      expect(h1Of(page.doc), path).toBe(words.notFound);
    }
  });

  it('a search with no results redirects to the no-results page with its tips', async () => {
    const term = 'zqxwvy';
    const page = await new NoJsBrowser().open(`/${tenant}/search?Ntt=${term}`);
    expect(page.redirects).toEqual([{ status: 302, location: `/no-search-result?Ntt=${term}&tenant=${tenant}` }]);
    expect(h1Of(page.doc)).toBe(words.noResults(term));
    const items = byRole(page.doc, 'listitem').map(textOf);
    for (const tip of words.tips) expect(items, tip).toContain(tip);
    expectNoForeignWords(page, site);
  });
});

it('a misspelt search shows the correction and a did-you-mean link', async () => {
  const visitor = new NoJsBrowser();
  const page = await visitor.open('/cl/search?Ntt=pintrua');
  expect(h1Of(page.doc)).toBe('Resultados para «pintura»');
  const corrected = await visitor.click(page, oneByRole(page.doc, 'link', '¿Quisiste decir «pintura»?'));
  expect(corrected.url).toMatch(/Ntt=pintura&DYM=true/);
  expect(byRole(oneByRole(corrected.doc, 'region', 'Productos'), 'article').length).toBeGreaterThan(0);
});
