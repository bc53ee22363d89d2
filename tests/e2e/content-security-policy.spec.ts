import { expect, type Locator, type Page, test } from '@playwright/test';
import { plainProduct } from './support/add-to-cart-fixtures';
import { watchViolations } from './support/csp-violations';

// The Content-Security-Policy as Chromium enforces it (src/lib/content-security-policy.ts): a
// product page and a listing run every script they carry and their islands hydrate and work, with
// no violation reported; a script or an event attribute put into the page afterwards is refused.

/** An island hydrates when Astro drops its `ssr` attribute; add-to-cart ones wait for the pointer. */
async function hydrated(scope: Page | Locator, component: string) {
  const island = scope.locator(`astro-island[component-url*="/${component}."]`).first();
  await island.scrollIntoViewIfNeeded();
  const button = island.locator('button').first();
  if (await button.count()) await button.hover();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

const cartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');

test('a product page runs its scripts under the policy and its add-to-cart island works', async ({ page }) => {
  const violations = await watchViolations(page);
  const product = plainProduct('cl', '10');
  const answer = await page.goto(`/cl/product/${product.productId}/x/`);
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await hydrated(page, 'AddToCartForm');
  await hydrated(page, 'CartCountLink');

  await page.getByRole('button', { name: 'Agregar al carro', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Agregaste al carro' })).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  // the inline script that keeps the previous URL ran
  expect(await page.evaluate(() => sessionStorage.getItem('currentUrl'))).toBe(page.url());
  expect(await violations()).toEqual([]);
});

test('a listing runs its scripts under the policy and a card adds to the cart', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/cl/category/catg10000/pinturas/');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Agregar .+ al carro$/ }) })
    .first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await hydrated(card, 'CardActions');
  await hydrated(page, 'CartCountLink');

  await card.getByRole('button', { name: `Agregar ${name} al carro` }).click();
  await expect(page.locator('[data-toasts]').getByText(`Agregaste ${name} al carro.`)).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  expect(await violations()).toEqual([]);
});

test('a script or an event attribute put into the page does not run, and is reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/cl/category/catg10000/pinturas/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-such-image.png" onerror="window.__injected = \'onerror\'">',
    );
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
});
