import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { contrastFailures } from './support/contrast';

/**
 * Marketing landing pages (src/content/landings) where only a browser tells: the scripts they
 * load, the countdown's island ticking, contrast, and the cards' add-to-cart island. Their blocks,
 * ItemList, links, hidden pages and the no-JS card form are server HTML:
 * tests/http/landing-pages.test.ts and tests/http/landings.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    path: '/cl/landing/cyber-day/ofertas-cyber-day/',
    words: { countdown: 'El Cyber Day termina en', grid: 'Destacados del Cyber Day', cardAdd: /^Agregar .+ al carro$/ },
  },
  {
    tenant: 'br',
    path: '/br/landing/black-friday/ofertas-black-friday/',
    words: {
      countdown: 'A Black Friday termina em',
      grid: 'Destaques da Black Friday',
      cardAdd: /^Adicionar .+ ao carrinho$/,
    },
  },
] as const;

type Site = (typeof sites)[number];

const grid = (page: Page, site: Site) => page.getByRole('region', { name: site.words.grid });
const cartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');

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

for (const site of sites) {
  test.describe(`${site.tenant} landing page`, () => {
    test('loads at most 90 KB of JavaScript before any interaction, its countdown ticks, and it meets AA contrast', async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(site.path);
      const countdown = page.getByRole('region', { name: site.words.countdown });
      await expect(countdown.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
      await expect(page.locator('astro-island[component-url*="ClickTracker"]:not([ssr])')).toHaveCount(1);

      await test.step('at most 90 KB of JavaScript, its ticking countdown included', async () => {
        const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
        expect(total, [...scripts].map(([path, bytes]) => `${path} ${bytes}`).join('\n')).toBeLessThanOrEqual(
          90 * 1024,
        );
        // the cards' islands (add to cart, compare, add to a list) come only when the shopper reaches for one
        expect([...scripts.keys()].some((path) => path.includes('/CardActions.'))).toBe(false);
      });

      await test.step('the countdown ticks once its island runs', async () => {
        const seconds = page.locator('[data-countdown="seconds"]');
        const before = (await seconds.textContent()) ?? '';
        // the island redraws it every second: the next draw is the signal
        await expect(seconds).not.toHaveText(before);
      });

      await test.step('on a 320 px phone the countdown fits: no box wider than its column, none past the edge', async () => {
        const wide = page.viewportSize();
        await page.setViewportSize({ width: 320, height: 640 });
        const boxes = await countdown.locator('li, ol').evaluateAll((elements) =>
          elements.map((element) => ({
            overflows: element.scrollWidth > element.clientWidth,
            right: element.getBoundingClientRect().right,
          })),
        );
        expect(boxes.filter((box) => box.overflows)).toEqual([]);
        expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(320);
        if (wide) await page.setViewportSize(wide);
      });

      await test.step('AA contrast, the editor’s hero colours included', async () => {
        expect(await contrastFailures(page)).toEqual([]);
      });
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
  });
}
