import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/solid-png';

/**
 * Listing extras (issue 5): guided search banner, sponsored products, search by image, the
 * page-view beacon, and canonical links on the error and no-results pages, on cl, br and mx.
 */
const sites = [
  {
    tenant: 'cl',
    seoDomain: 'https://www.andamio.cl',
    category: '/cl/category/catg10000/pinturas/',
    guided: { question: '¿Qué color buscas?', choice: 'Gris', facet: 'f.color=gris' },
    search: { path: '/cl/search/pintura/', question: '¿Qué vas a pintar?' },
    words: {
      sponsored: 'Patrocinado',
      count: /^(\d+) productos?$/,
      imageTitle: 'Buscar por imagen',
      imageField: /^Imagen \(PNG o JPG/,
      imageSubmit: 'Buscar productos',
      imageResults: 'Productos parecidos a tu imagen',
      notImage: 'El archivo no es una imagen. Sube una foto PNG o JPG.',
      noMatch: 'No encontramos productos parecidos a tu foto.',
      again: 'Buscar con otra imagen',
      empty: 'Elige una imagen para buscar.',
    },
  },
  {
    tenant: 'br',
    seoDomain: 'https://www.andamio.com.br',
    category: '/br/category/catg10000/tintas/',
    guided: { question: 'Qual cor você procura?', choice: 'Cinza', facet: 'f.color=cinza' },
    search: { path: '/br/search/tinta/', question: 'O que você vai pintar?' },
    words: {
      sponsored: 'Patrocinado',
      count: /^(\d+) produtos?$/,
      imageTitle: 'Pesquisar por imagem',
      imageField: /^Imagem \(PNG ou JPG/,
      imageSubmit: 'Buscar produtos',
      imageResults: 'Produtos parecidos com a sua imagem',
      notImage: 'O arquivo não é uma imagem. Envie uma foto PNG ou JPG.',
      noMatch: 'Não encontramos produtos parecidos com a sua foto.',
      again: 'Pesquisar com outra imagem',
      empty: 'Escolha uma imagem para pesquisar.',
    },
  },
  {
    tenant: 'mx',
    seoDomain: 'https://www.andamio.com.mx',
    category: '/mx/category/catg10000/pinturas/',
    guided: { question: '¿Qué color buscas?', choice: 'Nogal', facet: 'f.color=nogal' },
    search: { path: '/mx/search/pintura/', question: '¿Qué vas a pintar?' },
    words: {
      sponsored: 'Patrocinado',
      count: /^(\d+) productos?$/,
      imageTitle: 'Buscar por imagen',
      imageField: /^Imagen \(PNG o JPG/,
      imageSubmit: 'Buscar productos',
      imageResults: 'Productos parecidos a tu imagen',
      notImage: 'El archivo no es una imagen. Sube una foto PNG o JPG.',
      noMatch: 'No encontramos productos parecidos a tu foto.',
      again: 'Buscar con otra imagen',
      empty: 'Elige una imagen para buscar.',
    },
  },
] as const;

type Site = (typeof sites)[number];

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

async function resultCount(page: Page, site: Site): Promise<number> {
  const text = await page.getByText(site.words.count).first().textContent();
  return Number(site.words.count.exec(text?.trim() ?? '')?.[1]);
}

/** Click-stream rows the collector stored for one visitor. */
function clickEvents(visitorId: string): { action: string; page_url: string; query_id: string | null }[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare('SELECT action, page_url, query_id FROM click_events WHERE visitor_id = ?').all(visitorId) as {
      action: string;
      page_url: string;
      query_id: string | null;
    }[];
  } finally {
    db.close();
  }
}

async function crawlerPage(browser: Browser, baseURL: string | undefined, visitorId?: string) {
  const context = await browser.newContext({ userAgent: googlebot, ...(baseURL ? { baseURL } : {}) });
  if (visitorId) await context.addInitScript((id) => localStorage.setItem('visitorId', id), visitorId);
  return { context, page: await context.newPage() };
}

for (const site of sites) {
  const { tenant, words } = site;

  test.describe(`${tenant} listing extras`, () => {
    test('sponsored cards appear for a shopper and not for Googlebot', async ({ page, browser, baseURL }) => {
      await page.goto(site.category);
      const ads = page.getByRole('complementary').filter({ hasText: words.sponsored });
      await expect(ads.first()).toBeVisible();
      expect(await ads.count()).toBeGreaterThan(0);
      const crawler = await crawlerPage(browser, baseURL);
      await crawler.page.goto(site.category);
      await expect(crawler.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(crawler.page.getByText(words.sponsored)).toHaveCount(0);
      await crawler.context.close();
    });

    test('a search page view reaches the click-stream collector, a crawl does not', async ({
      page,
      browser,
      baseURL,
    }) => {
      const shopper = randomUUID();
      await page.addInitScript((id) => localStorage.setItem('visitorId', id), shopper);
      await page.goto(site.search.path);
      await expect.poll(() => clickEvents(shopper).length).toBe(1);
      const [event] = clickEvents(shopper);
      expect(event?.action).toBe('search');
      expect(event?.page_url).toBe(site.search.path);
      expect(event?.query_id).toMatch(/^[0-9a-f]{32}$/);
      await page.goto(site.category);
      await expect.poll(() => clickEvents(shopper).map((row) => row.action)).toEqual(['search', 'category']);

      const robot = randomUUID();
      const crawler = await crawlerPage(browser, baseURL, robot);
      await crawler.page.goto(site.search.path);
      await expect(crawler.page.locator('#page-view')).toHaveCount(0);
      await crawler.page.waitForTimeout(500);
      expect(clickEvents(robot)).toHaveLength(0);
      await crawler.context.close();
    });

    test('the guided banner shows on its search', async ({ page }) => {
      await page.goto(site.search.path);
      const banner = page.getByRole('region', { name: site.search.question });
      await expect(banner).toBeVisible();
      expect(await banner.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    });

    test('error and no-results pages carry a canonical link and noindex', async ({ page }) => {
      const missing = await page.goto(`/${tenant}/category/nope123/x/`);
      expect(missing?.status()).toBe(404);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.seoDomain}/${tenant}/category/nope123/x/`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const error = await page.goto(`/_error?statusCode=500&tenant=${tenant}`);
      expect(error?.status()).toBe(500);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^${site.seoDomain}/_error`),
      );
      await page.goto(`/no-search-result?Ntt=xyzzyq&tenant=${tenant}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/no-search-result\?Ntt=xyzzyq/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });

  test.describe(`${tenant} listing extras without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the guided banner's choice narrows the listing", async ({ page }) => {
      await page.goto(site.category);
      const before = await resultCount(page, site);
      const banner = page.getByRole('region', { name: site.guided.question });
      await banner.getByRole('link', { name: site.guided.choice }).click();
      await expect(page).toHaveURL(new RegExp(site.guided.facet.replace('.', '\\.')));
      const after = await resultCount(page, site);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThan(before);
      await expect(
        page.getByRole('region', { name: site.guided.question }).getByRole('link', { name: site.guided.choice }),
      ).toHaveAttribute('aria-current', 'true');
    });

    test('search by image: a PNG upload shows matching products', async ({ page }) => {
      await page.goto(`/${tenant}/search-by-image`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.imageTitle);
      await page
        .getByLabel(words.imageField)
        .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: solidPng([0xff, 0xff, 0xff]) });
      await page.getByRole('button', { name: words.imageSubmit }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/search-by-image/[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.imageResults);
      expect(await resultCount(page, site)).toBeGreaterThan(0);
      await expect(page.getByRole('article').first()).toBeVisible();
    });

    test('search by image: a picture of no catalogue colour lands on the no-results page', async ({ page }) => {
      await page.goto(`/${tenant}/search-by-image`);
      await page
        .getByLabel(words.imageField)
        .setInputFiles({ name: 'magenta.png', mimeType: 'image/png', buffer: solidPng([0xff, 0x00, 0xff]) });
      await page.getByRole('button', { name: words.imageSubmit }).click();
      await expect(page).toHaveURL(/\/no-search-result\?.*isSearchByImage=true/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.noMatch);
      await page.getByRole('link', { name: words.again }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.imageTitle);
    });

    test('search by image: a file that is not an image shows the error', async ({ page }) => {
      await page.goto(`/${tenant}/search-by-image`);
      await page
        .getByLabel(words.imageField)
        .setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
      await page.getByRole('button', { name: words.imageSubmit }).click();
      await expect(page.getByRole('alert')).toHaveText(words.notImage);
      await expect(page.getByLabel(words.imageField)).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
