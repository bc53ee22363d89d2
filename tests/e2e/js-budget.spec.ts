import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { stockedSku } from './support/site-fixtures';

/**
 * The islands issue's budget, in bytes (not time): a product page loads at most 90 KB of gzipped
 * JavaScript, React included, before the shopper does anything, and nothing blocks rendering.
 * Islands the shopper has not reached for (add to cart, typeahead) cost nothing until then.
 */
const budgetBytes = 90 * 1024;

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

// cl alone: every tenant's pages load the same islands from the same build (br's product page and
// listing hydrate the same components), so the bytes do not differ by tenant.
const tenant = 'cl';

test('a product page loads at most 90 KB of JavaScript before any interaction', async ({ page }) => {
  const sku = stockedSku(tenant, '10');
  const scripts = scriptsOf(page);
  const shopper = page.waitForResponse((response) => response.url().endsWith(`/api/${tenant}/shopper`));
  await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
  await shopper;
  // every idle-time island has run: the header's count shows what the shopper call answered
  await expect(page.locator('[data-cart-count]')).toHaveText('0');
  await expect(page.locator('astro-island[component-url*="ClickTracker"]:not([ssr])')).toHaveCount(1);

  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  expect(total, [...scripts].map(([path, bytes]) => `${path} ${bytes}`).join('\n')).toBeLessThanOrEqual(budgetBytes);
  expect([...scripts.keys()].some((path) => /\/(AddToCartForm|SearchTypeahead)\./.test(path))).toBe(false);
  const blocking = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].filter(
        (script) => script.type !== 'module' && !script.async && !script.defer,
      ).length,
  );
  expect(blocking).toBe(0);

  // reaching for the form brings its island, and only then
  await page.getByRole('button', { name: 'Agregar al carro', exact: true }).hover();
  await expect.poll(() => [...scripts.keys()].some((path) => path.includes('/AddToCartForm.'))).toBe(true);
});

test('a listing on a phone loads at most 90 KB of JavaScript, its filter dialog included', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = scriptsOf(page);
  await page.goto(`/${tenant}/category/catg10000/pinturas/`);
  // the filters' island runs when the browser is idle, turning "Filtrar" into a dialog button
  await expect(page.locator('astro-island[component-url*="FilterDialog"]:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Filtrar', exact: true })).toBeVisible();
  await expect(page.locator('astro-island[component-url*="ClickTracker"]:not([ssr])')).toHaveCount(1);

  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  expect(total, [...scripts].map(([script, bytes]) => `${script} ${bytes}`).join('\n')).toBeLessThanOrEqual(
    budgetBytes,
  );
});
