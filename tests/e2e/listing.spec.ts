import { expect, type Page, test } from '@playwright/test';

/** Per tenant: a term with results, a category and a brand and collection of the seeded catalogue, and its words. */
const sites = [
  {
    tenant: 'cl',
    term: 'pintura',
    category: { id: 'catg10000', slug: 'pinturas', name: 'Pinturas' },
    brand: { slug: 'pincelar', name: 'Pincelar' },
    collection: { id: 'especial-pintura', title: 'Especial pintura' },
    words: {
      results: (term: string) => `Resultados para «${term}»`,
      count: /^(\d+) productos?$/,
      filters: 'Filtrar por',
      brandFacet: 'Marca',
      clearAll: 'Limpiar filtros',
      sort: 'Ordenar por',
      cheapest: 'Menor precio',
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
    collection: { id: 'especial-pintura', title: 'Especial pintura' },
    words: {
      results: (term: string) => `Resultados para "${term}"`,
      count: /^(\d+) produtos?$/,
      filters: 'Filtrar por',
      brandFacet: 'Marca',
      clearAll: 'Limpar filtros',
      sort: 'Ordenar por',
      cheapest: 'Menor preço',
      apply: 'Aplicar',
      next: 'Próxima página',
      pageOf: /^Página 2 de \d+$/,
      noResults: (term: string) => `Não encontramos resultados para "${term}".`,
      tips: ['Usar termos mais gerais.', 'Verificar a ortografia.', 'Pesquisar com uma ou duas palavras.'],
      notFound: 'Não encontramos esta página',
    },
    foreign: ['Limpiar', 'Precio', 'productos', 'Página siguiente', 'estrellas', 'Despacho a domicilio'],
  },
  {
    tenant: 'mx',
    term: 'pintura',
    category: { id: 'catg10000', slug: 'pinturas', name: 'Pinturas' },
    brand: { slug: 'pincelar', name: 'Pincelar' },
    collection: { id: 'especial-pintura', title: 'Especial pintura' },
    words: {
      results: (term: string) => `Resultados para «${term}»`,
      count: /^(\d+) productos?$/,
      filters: 'Filtrar por',
      brandFacet: 'Marca',
      clearAll: 'Limpiar filtros',
      sort: 'Ordenar por',
      cheapest: 'Menor precio',
      apply: 'Aplicar',
      next: 'Página siguiente',
      pageOf: /^Página 2 de \d+$/,
      noResults: (term: string) => `No encontramos resultados para «${term}».`,
      tips: ['Usar términos más generales.', 'Revisar la ortografía.', 'Buscar con una o dos palabras.'],
      notFound: 'No encontramos esta página',
    },
    foreign: ['Limpar', 'Preço', 'produtos', 'Próxima página', 'estrelas'],
  },
] as const;

type Site = (typeof sites)[number];

async function resultCount(page: Page, site: Site): Promise<number> {
  const text = await page.getByText(site.words.count).first().textContent();
  return Number(site.words.count.exec(text?.trim() ?? '')?.[1]);
}

const productCards = (page: Page) => page.getByRole('region', { name: /^(Productos|Produtos)$/ }).getByRole('article');

/** The current prices of the cards, as numbers (thousand separators and decimals folded away). */
async function currentPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-price="current"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

async function expectNoForeignWords(page: Page, site: Site) {
  const body = (await page.locator('body').textContent()) ?? '';
  for (const word of site.foreign) expect(body, `"${word}" on a ${site.tenant} page`).not.toContain(word);
  expect(body).not.toMatch(/\b(listing|search|content|errors)\.[a-z]+\.[a-zA-Z]+/);
}

for (const site of sites) {
  const { tenant, words } = site;

  test.describe(`${tenant} listing pages`, () => {
    test('search renders results, facets, a canonical link and an ItemList', async ({ page }) => {
      const response = await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results(site.term));
      expect(await resultCount(page, site)).toBeGreaterThan(28);
      await expect(productCards(page)).toHaveCount(28);
      const facets = page.getByRole('navigation', { name: words.filters });
      await expect(facets.getByRole('region', { name: words.brandFacet })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${tenant}/search/${site.term}/$`),
      );
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('ItemList');
      expect(jsonLd.itemListElement).toHaveLength(28);
      await expectNoForeignWords(page, site);
    });

    test('the short SEO search route shows the same search', async ({ page }) => {
      const response = await page.goto(`/${tenant}/search/${site.term}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results(site.term));
      await expect(productCards(page).first()).toBeVisible();
    });

    test('a brand facet link filters, and its count is the number of results', async ({ page }) => {
      await page.goto(`/${tenant}/category/${site.category.id}/${site.category.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.category.name);
      const value = page
        .getByRole('navigation', { name: words.filters })
        .getByRole('region', { name: words.brandFacet })
        .getByRole('link')
        .first();
      const name = (await value.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
      const count = Number(/\((\d+)\)$/.exec(name)?.[1]);
      expect(count).toBeGreaterThan(0);
      await value.click();
      await expect(page).toHaveURL(/[?&]f\.brand=/);
      expect(await resultCount(page, site)).toBe(count);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${tenant}/category/${site.category.id}/${site.category.slug}/$`),
      );
      await page.getByRole('link', { name: words.clearAll }).click();
      await expect(page).not.toHaveURL(/f\.brand=/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });

    test('sorting by price and going to page 2', async ({ page }) => {
      await page.goto(`/${tenant}/category/${site.category.id}/${site.category.slug}/`);
      await page.getByLabel(words.sort).selectOption({ label: words.cheapest });
      await page.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(/sortBy=price-asc/);
      const first = await currentPrices(page);
      expect(first.length).toBe(28);
      expect(first).toEqual([...first].sort((a, b) => a - b));
      await page.getByRole('link', { name: words.next }).click();
      await expect(page).toHaveURL(/currentpage=2/);
      await expect(page).toHaveURL(/sortBy=price-asc/);
      await expect(page.getByText(words.pageOf)).toBeVisible();
      const second = await currentPrices(page);
      expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    });

    test('a category URL with upper case or a wrong slug redirects: 302, or 301 with the brand facet', async ({
      request,
    }) => {
      const canonical = `/${tenant}/category/${site.category.id}/${site.category.slug}/`;
      const wrong = await request.get(`/${tenant}/category/${site.category.id.toUpperCase()}/wrong-slug/`, {
        maxRedirects: 0,
      });
      expect(wrong.status()).toBe(302);
      expect(wrong.headers().location).toBe(canonical);
      const missing = await request.get(`/${tenant}/category/${site.category.id}/`, { maxRedirects: 0 });
      expect(missing.status()).toBe(302);
      expect(missing.headers().location).toBe(canonical);
      const withBrand = await request.get(`/${tenant}/category/${site.category.id}/x/?f.brand=${site.brand.slug}`, {
        maxRedirects: 0,
      });
      expect(withBrand.status()).toBe(301);
      expect(withBrand.headers().location).toBe(`${canonical}?f.brand=${site.brand.slug}`);
      const brand = await request.get(`/${tenant}/brand/${site.brand.name.toUpperCase()}/`, { maxRedirects: 0 });
      expect(brand.status()).toBe(302);
      expect(brand.headers().location).toBe(`/${tenant}/brand/${site.brand.slug}/`);
    });

    test('an unknown category, brand or collection shows the error page with status 404', async ({ page }) => {
      for (const path of ['category/catg99999/nada/', 'brand/no-such-brand/', 'collection/no-such-collection/']) {
        const response = await page.goto(`/${tenant}/${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound);
      }
    });

    test('a search with no results redirects to the no-results page with its tips', async ({ page, request }) => {
      const term = 'zqxwvy';
      const redirect = await request.get(`/${tenant}/search?Ntt=${term}`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(302);
      expect(redirect.headers().location).toBe(`/no-search-result?Ntt=${term}&tenant=${tenant}`);
      await page.goto(`/${tenant}/search?Ntt=${term}`);
      await expect(page).toHaveURL(new RegExp(`/no-search-result\\?Ntt=${term}&tenant=${tenant}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.noResults(term));
      for (const tip of words.tips) await expect(page.getByRole('listitem').filter({ hasText: tip })).toBeVisible();
      await expectNoForeignWords(page, site);
    });
  });

  test.describe(`${tenant} listing pages without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('search: filter by a facet link, then clear it', async ({ page }) => {
      await page.goto(`/${tenant}/search?Ntt=${site.term}`);
      const value = page
        .getByRole('navigation', { name: words.filters })
        .getByRole('region', { name: words.brandFacet })
        .getByRole('link')
        .nth(1);
      const count = Number(/\((\d+)\)\s*$/.exec((await value.textContent()) ?? '')?.[1]);
      await value.click();
      expect(await resultCount(page, site)).toBe(count);
      await page.getByRole('link', { name: words.clearAll }).click();
      await expect(page).not.toHaveURL(/f\.brand/);
    });

    test('category: sort with the form button', async ({ page }) => {
      await page.goto(`/${tenant}/category/${site.category.id}/${site.category.slug}/`);
      await page.getByLabel(words.sort).selectOption('price-desc');
      await page.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(/sortBy=price-desc/);
      const prices = await currentPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      await expectNoForeignWords(page, site);
    });

    test('brand: the brand page lists its products and pages on', async ({ page }) => {
      const response = await page.goto(`/${tenant}/brand/${site.brand.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(site.brand.name);
      await expect(productCards(page).first()).toContainText(site.brand.name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${tenant}/brand/${site.brand.slug}/$`),
      );
      await expectNoForeignWords(page, site);
    });

    test('collection: the collection page lists its products', async ({ page }) => {
      const response = await page.goto(`/${tenant}/collection/${site.collection.id}/`);
      expect(response?.status()).toBe(200);
      await expect(productCards(page).first()).toBeVisible();
      await expectNoForeignWords(page, site);
    });

    test('no results: the redirect lands on the tips page', async ({ page }) => {
      await page.goto(`/${tenant}/search?Ntt=qqzzxxww`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.noResults('qqzzxxww'));
      await expect(page.getByRole('listitem').filter({ hasText: words.tips[0] })).toBeVisible();
    });
  });
}

test('a misspelt search shows the correction and a did-you-mean link', async ({ page }) => {
  await page.goto('/cl/search?Ntt=pintrua');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «pintura»');
  await page.getByRole('link', { name: '¿Quisiste decir «pintura»?' }).click();
  await expect(page).toHaveURL(/Ntt=pintura&DYM=true/);
  await expect(productCards(page).first()).toBeVisible();
});
