import { expect, type Page, test } from '@playwright/test';
import { otherZone, stockedSku } from './support/site-fixtures';

/**
 * The header with JavaScript: the page is the same for every shopper of a zone, and the header's
 * islands fill in this shopper's cart count and name from GET /api/{tenant}/shopper.
 */

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    fallbackZone: '13101',
    fallbackLabel: 'Santiago',
    signIn: 'Ingresar',
    name: 'Camila',
  },
  {
    tenant: 'br',
    priceGroup: '50',
    fallbackZone: '3550308',
    fallbackLabel: 'São Paulo - SP',
    signIn: 'Entrar',
    name: 'Ana',
  },
  {
    tenant: 'mx',
    priceGroup: '60',
    fallbackZone: '09015',
    fallbackLabel: 'Ciudad de México',
    signIn: 'Ingresar',
    name: 'Camila',
  },
] as const;

/** Adds through the no-JS form's action, with the page's cookies (page.request shares them). */
async function addToCart(page: Page, baseURL: string, tenant: string, quantity: number) {
  const sku = stockedSku(tenant, sites.find((site) => site.tenant === tenant)?.priceGroup ?? '');
  const added = await page.request.post(`/${tenant}/cart/?_action=cart.add`, {
    form: { skuId: sku.skuId, quantity: String(quantity) },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

for (const site of sites) {
  const t = site.tenant;

  test(`${t}: the header's count and name come from the islands, not from the page`, async ({ page, baseURL }) => {
    await addToCart(page, baseURL ?? '', t, 2);
    const login = await page.request.post(`/${t}/account/?_action=account.login`, {
      form: { kind: 'person', email: 'cliente@andamio.test', password: 'andamio123' },
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(login.headers().location).toMatch(/\?done=1$/);

    // the HTML a cache would keep names nobody: no count, the sign-in entry
    const html = await (await page.request.get(`/${t}/`)).text();
    expect(html).toMatch(/<span data-cart-count="true" class="[^"]*\binvisible\b[^"]*" aria-hidden="true">0<\/span>/);
    expect(html).not.toContain(site.name);

    await page.goto(`/${t}/`);
    const header = page.getByRole('banner');
    await expect(header.locator('[data-cart-count]')).toHaveText('2');
    await expect(header.locator('[data-account-entry]')).toHaveText(site.name);
  });

  test(`${t}: a guest sees the sign-in entry and no count before anything is in the cart`, async ({ page }) => {
    const shopper = page.waitForResponse((response) => response.url().endsWith(`/api/${t}/shopper`));
    await page.goto(`/${t}/`);
    expect((await shopper).status()).toBe(200);
    const header = page.getByRole('banner');
    await expect(header.locator('[data-cart-count]')).toHaveText('0');
    await expect(header.getByRole('link', { name: site.signIn, exact: true })).toBeVisible();
    await expect(header.locator('[data-region-label]')).toHaveText(site.fallbackLabel);
  });
}

test('cl: the header turns sticky past 30 px of scroll, and back', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 700 });
  await page.goto('/cl/search?Ntt=pintura');
  const header = page.locator('[data-site-header]');
  await expect(header).not.toHaveAttribute('data-sticky');
  // the island hydrates when the browser is idle: wait for it before scrolling
  await expect(page.locator('astro-island[component-url*="StickyHeader"]')).not.toHaveAttribute('ssr');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-sticky', '');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-sticky');
});

test('cl: without a zone the fallback label shows, and the label cookie is polled until it appears', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/cl/');
  const label = page.getByRole('banner').locator('[data-region-label]');
  await expect(label).toHaveText('Santiago');
  await expect(page.locator('astro-island[component-url*="RegionLabel"]')).not.toHaveAttribute('ssr');
  // A zone saved elsewhere (another tab, another island) leaves its label cookie: within the 2 s
  // polling interval the header follows, with no navigation.
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await context.addCookies([{ name: 'regionLabel', value: encodeURIComponent('Providencia'), url: baseURL ?? '' }]);
  await expect(label).toHaveText('Providencia', { timeout: 5000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('a zone chosen on cl never labels the br or mx header', async ({ page, baseURL }) => {
  const zone = otherZone('cl', '13101');
  const saved = await page.request.post('/api/cl/save-location-info', {
    data: { zoneId: zone.id },
    headers: { origin: baseURL ?? '' },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/cl/');
  await expect(page.getByRole('banner').locator('[data-region-label]')).toHaveText(zone.label);
  for (const other of sites.filter((site) => site.tenant !== 'cl')) {
    await page.goto(`/${other.tenant}/`);
    await expect(page.getByRole('banner').locator('[data-region-label]')).toHaveText(other.fallbackLabel);
    // and it stays so: the polled cookie is the tenant's own
    await page.waitForTimeout(2500);
    await expect(page.getByRole('banner').locator('[data-region-label]')).toHaveText(other.fallbackLabel);
  }
});

test('cl: an add in one tab shows in the header of the shop in another tab, without a reload', async ({ context }) => {
  const sku = stockedSku('cl', '10');
  const other = await context.newPage();
  await other.goto('/cl/');
  await expect(other.locator('[data-cart-count]')).toHaveText('0');
  await other.evaluate(() => Object.assign(window, { marker: 1 }));

  const page = await context.newPage();
  await page.goto(`/cl/product/${sku.productId}/x/${sku.skuId}/`);
  const add = page.getByRole('button', { name: 'Agregar al carro', exact: true });
  await add.hover(); // the add-to-cart island hydrates when the shopper reaches for it
  await expect(page.locator('astro-island[component-url*="/AddToCartForm."]')).not.toHaveAttribute('ssr');
  await add.click();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');

  await expect(other.locator('[data-cart-count]')).toHaveText('1');
  expect(await other.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
