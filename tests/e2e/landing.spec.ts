import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { contrastFailures } from './support/contrast';

/**
 * Marketing landing pages (src/content/landings) in the browser: the example pages of cl and br
 * are the fixtures. Each runs until the end of 2027; cl "cyber-junio-2026" ended in June 2026 and
 * br "natal" is a draft.
 */
const sites = [
  {
    tenant: 'cl',
    path: '/cl/landing/cyber-day/ofertas-cyber-day/',
    hidden: '/cl/landing/cyber-junio-2026/cyber-day-junio/',
    words: {
      hero: 'Cyber Day: hasta 40 % menos',
      heroLink: 'Ver todas las ofertas',
      countdown: 'El Cyber Day termina en',
      endsAt: /^Termina el /,
      grid: 'Destacados del Cyber Day',
      zone: /^Precios y stock para .+/,
      categories: 'Compra por categoría',
      tile: 'Todo para el baño',
      brands: 'Marcas en Cyber',
      body: 'Cómo aprovechar el Cyber Day',
      faq: '¿Los precios Cyber valen también en tienda?',
      seconds: 'segundos',
      cardAdd: /^Agregar .+ al carro$/,
      notFound: 'No encontramos esta página',
      money: /^\$ \d{1,3}(\.\d{3})*$/,
    },
    foreign: /Adicionar|carrinho|Perguntas|segundos restantes/,
  },
  {
    tenant: 'br',
    path: '/br/landing/black-friday/ofertas-black-friday/',
    hidden: '/br/landing/natal/ofertas-de-natal/',
    words: {
      hero: 'Black Friday: até 40 % de desconto',
      heroLink: 'Ver todas as ofertas',
      countdown: 'A Black Friday termina em',
      endsAt: /^Termina em /,
      grid: 'Destaques da Black Friday',
      zone: /^Preços e estoque para .+/,
      categories: 'Compre por categoria',
      tile: 'Tintas',
      brands: 'Marcas na Black Friday',
      body: 'Como aproveitar a Black Friday',
      faq: 'Os preços da Black Friday valem na loja?',
      seconds: 'segundos',
      cardAdd: /^Adicionar .+ ao carrinho$/,
      notFound: 'Não encontramos esta página',
      money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
    },
    foreign: /Agregar|carro de compras|Preguntas|Despacho/,
  },
] as const;

type Site = (typeof sites)[number];

const grid = (page: Page, site: Site) => page.getByRole('region', { name: site.words.grid });
const cartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');

/** The blocks every landing page shows, whether JavaScript runs or not. */
async function expectBlocks(page: Page, site: Site) {
  const { words } = site;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero);
  await expect(page.getByRole('link', { name: words.heroLink })).toBeVisible();
  const countdown = page.getByRole('region', { name: words.countdown });
  await expect(countdown.locator('time')).toHaveText(words.endsAt);
  await expect(countdown.getByText(words.seconds)).toBeVisible();
  await expect(grid(page, site).getByText(words.zone)).toBeVisible();
  const prices = grid(page, site).locator('[data-price="current"]');
  await expect(prices).toHaveCount(8);
  for (const price of await prices.allTextContents()) expect(price.trim()).toMatch(words.money);
  await expect(page.getByRole('region', { name: words.categories }).getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('region', { name: words.brands }).getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: words.body })).toBeVisible();
  await expect(page.getByText(words.faq)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(site.foreign);
}

/** The gzipped size of every script the page loads, by path (as js-budget.spec.ts weighs them). */
function scriptsOf(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    } catch {
      // a body already gone (navigation) weighs nothing here
    }
  });
  return scripts;
}

async function seconds(page: Page): Promise<string> {
  return (await page.locator('[data-countdown="seconds"]').textContent()) ?? '';
}

for (const site of sites) {
  test.describe(`${site.tenant} landing page`, () => {
    test('shows its blocks, with the grid priced for the zone and ItemList JSON-LD', async ({ page }) => {
      const response = await page.goto(site.path);
      expect(response?.status()).toBe(200);
      await expectBlocks(page, site);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const list = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'ItemList');
      expect(list.numberOfItems).toBeGreaterThanOrEqual(8);
      // the grid's first card is the list's first item: the SKU order the editor wrote
      const firstCard = grid(page, site).getByRole('article').first();
      const firstName = await firstCard.getByRole('heading').textContent();
      expect(list.itemListElement[0].name).toBe(firstName?.trim());
    });

    test('its countdown ticks once the island runs', async ({ page }) => {
      await page.goto(site.path);
      const countdown = page.getByRole('region', { name: site.words.countdown });
      await countdown.scrollIntoViewIfNeeded();
      await expect(countdown.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
      const before = await seconds(page);
      await expect.poll(() => seconds(page), { timeout: 5000 }).not.toBe(before);
    });

    test('its tiles, brand strip and hero link lead to pages that answer', async ({ page }) => {
      await page.goto(site.path);
      await page
        .getByRole('region', { name: site.words.categories })
        .getByRole('link', { name: site.words.tile })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/category/catg\\d+/`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(site.words.notFound);
      await page.goBack();
      await page.getByRole('region', { name: site.words.brands }).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/brand/`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(site.words.notFound);
      await page.goBack();
      const hero = await page.request.get(
        (await page.getByRole('link', { name: site.words.heroLink }).getAttribute('href')) ?? '',
      );
      expect(hero.status()).toBe(200);
    });

    test('a product of the grid goes into the cart from its card', async ({ page }) => {
      await page.goto(site.path);
      const before = Number(await cartCount(page).textContent());
      const add = grid(page, site).getByRole('button', { name: site.words.cardAdd }).first();
      await add.scrollIntoViewIfNeeded();
      await add.hover();
      await expect(
        grid(page, site).locator('astro-island[component-url*="/CardActions."]').first(),
      ).not.toHaveAttribute('ssr', /.*/);
      await add.click();
      await expect(cartCount(page)).toHaveText(String(before + 1));
      await expect(page).toHaveURL(new RegExp(`${site.path}$`));
    });

    test('loads at most 90 KB of JavaScript, its ticking countdown included, before any interaction', async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(site.path);
      const countdown = page.getByRole('region', { name: site.words.countdown });
      await expect(countdown.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
      await expect(page.locator('astro-island[component-url*="ClickTracker"]:not([ssr])')).toHaveCount(1);
      const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
      expect(total, [...scripts].map(([path, bytes]) => `${path} ${bytes}`).join('\n')).toBeLessThanOrEqual(90 * 1024);
      // the cards' islands (add to cart, compare, add to a list) come only when the shopper reaches for one
      expect([...scripts.keys()].some((path) => path.includes('/CardActions.'))).toBe(false);
    });

    test('meets AA contrast, the editor’s hero colours included', async ({ page }) => {
      await page.goto(site.path);
      expect(await contrastFailures(page)).toEqual([]);
    });

    test('a page outside its window or a draft answers 404 with the error page', async ({ page }) => {
      const response = await page.goto(site.hidden);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.words.notFound);
    });
  });

  test.describe(`${site.tenant} landing page without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('shows every block and a countdown drawn by the server', async ({ page }) => {
      await page.goto(site.path);
      await expectBlocks(page, site);
      await expect(page.locator('[data-countdown="days"]')).toHaveText(/^\d{2,}$/);
    });

    test('a product of the grid goes into the cart through its card’s form', async ({ page }) => {
      await page.goto(site.path);
      await grid(page, site).getByRole('button', { name: site.words.cardAdd }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/`));
      await expect(cartCount(page)).toHaveText('1');
    });
  });
}
