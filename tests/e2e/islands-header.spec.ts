import { expect, type Page, test } from '@playwright/test';
import { logInWithCookie, userIdOf } from './support/session-cookie';
import { otherZone, stockedSku } from './support/site-fixtures';

/**
 * The header with JavaScript: the page is the same for every shopper of a zone (its HTML names
 * nobody: tests/http/shopper-independent.test.ts), and the header's islands fill in this
 * shopper's cart count and name from GET /api/{tenant}/shopper. cl and br: what every Spanish or
 * Portuguese site shows.
 */

const sites = [
  { tenant: 'cl', priceGroup: '10', fallbackLabel: 'Santiago', signIn: 'Ingresar', name: 'Camila' },
  { tenant: 'br', priceGroup: '50', fallbackLabel: 'São Paulo - SP', signIn: 'Entrar', name: 'Ana' },
] as const;

/** Adds through the no-JS form's action, with the page's cookies (page.request shares them). */
async function addToCart(page: Page, baseURL: string, tenant: string, priceGroup: string, quantity: number) {
  const sku = stockedSku(tenant, priceGroup);
  const added = await page.request.post(`/${tenant}/cart/?_action=cart.add`, {
    form: { skuId: sku.skuId, quantity: String(quantity) },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

for (const site of sites) {
  const t = site.tenant;

  test(`${t}: a guest sees the sign-in entry and no count; the islands then fill in the count and the name`, async ({
    page,
    context,
    baseURL,
  }) => {
    const header = page.getByRole('banner');
    await test.step('a guest with nothing in the cart', async () => {
      const shopper = page.waitForResponse((response) => response.url().endsWith(`/api/${t}/shopper`));
      await page.goto(`/${t}/`);
      expect((await shopper).status()).toBe(200);
      await expect(header.locator('[data-cart-count]')).toHaveText('0');
      await expect(header.getByRole('link', { name: site.signIn, exact: true })).toBeVisible();
      await expect(header.locator('[data-region-label]')).toHaveText(site.fallbackLabel);
    });

    await test.step('a customer with two units in the cart', async () => {
      await addToCart(page, baseURL ?? '', t, site.priceGroup, 2);
      await logInWithCookie(context, baseURL ?? '', t, userIdOf(t, 'cliente@andamio.test'));
      await page.goto(`/${t}/`);
      await expect(header.locator('[data-cart-count]')).toHaveText('2');
      await expect(header.locator('[data-account-entry]')).toHaveText(site.name);
    });
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

test('the header’s place follows its own site’s label cookie, polled without a reload, never another site’s', async ({
  page,
  context,
  baseURL,
}) => {
  const label = page.getByRole('banner').locator('[data-region-label]');
  const sameDocument = async () => {
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    return async () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
  };

  await test.step('cl without a zone: the fallback label, then the label cookie once it appears', async () => {
    await page.goto('/cl/');
    await expect(label).toHaveText('Santiago');
    await expect(page.locator('astro-island[component-url*="RegionLabel"]')).not.toHaveAttribute('ssr');
    const marker = await sameDocument();
    // a zone saved elsewhere (another tab, another island) leaves its label cookie: the header
    // follows within the 2 s polling interval (docs/browser-state.md), with no navigation
    await context.addCookies([{ name: 'regionLabel', value: encodeURIComponent('Providencia'), url: baseURL ?? '' }]);
    await expect(label).toHaveText('Providencia');
    expect(await marker()).toBe(1);
  });

  await test.step('a zone chosen on cl labels cl’s header only; br’s follows br’s own cookie', async () => {
    const zone = otherZone('cl', '13101');
    const saved = await page.request.post('/api/cl/save-location-info', {
      data: { zoneId: zone.id },
      headers: { origin: baseURL ?? '' },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/cl/');
    await expect(label).toHaveText(zone.label);

    await page.goto('/br/');
    // the island reads the label cookie as it starts: cl's, there all along, must not be read
    await expect(page.locator('astro-island[component-url*="RegionLabel"]')).not.toHaveAttribute('ssr');
    await expect(label).toHaveText('São Paulo - SP');
    const marker = await sameDocument();
    // had it read cl's cookie, it would show cl's zone and have stopped polling
    await context.addCookies([
      { name: 'regionLabel_br', value: encodeURIComponent('Campinas - SP'), url: baseURL ?? '' },
    ]);
    await expect(label).toHaveText('Campinas - SP');
    expect(await marker()).toBe(1);
  });
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
