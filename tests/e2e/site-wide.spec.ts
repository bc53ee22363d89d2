import { expect, test } from '@playwright/test';
import { listingIds, notifyMeRow, outOfStockSku, sizedSku, skuWithWarranty } from './support/site-wide-fixtures';

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    add: 'Agregar',
    remove: 'Quitar',
    chosen: 'Agregado',
    notifyEmail: 'Correo electrónico',
    notifySubmit: 'Avisarme',
    notified: 'Te avisaremos por correo cuando este producto vuelva a estar disponible.',
  },
  {
    tenant: 'br',
    priceGroup: '50',
    add: 'Adicionar',
    remove: 'Remover',
    chosen: 'Adicionado',
    notifyEmail: 'E-mail',
    notifySubmit: 'Avise-me',
    notified: 'Avisaremos por e-mail quando este produto estiver disponível novamente.',
  },
  {
    tenant: 'mx',
    priceGroup: '60',
    add: 'Agregar',
    remove: 'Quitar',
    chosen: 'Agregado',
    notifyEmail: 'Correo electrónico',
    notifySubmit: 'Avisarme',
    notified: 'Te avisaremos por correo cuando este producto vuelva a estar disponible.',
  },
] as const;

for (const site of sites) {
  const t = site.tenant;

  test.describe(`${t}: upper-case URLs (spec §2)`, () => {
    test('redirect once to the canonical lower-case URL, keeping the query', async ({ request }) => {
      const stocked = skuWithWarranty(t, site.priceGroup);
      const product = await request.get(`/${t}/PRODUCT/${stocked.productId}/Any-Slug/`, { maxRedirects: 0 });
      expect(product.status()).toBe(302);
      const location = product.headers().location ?? '';
      expect(location).toMatch(new RegExp(`/${t}/product/${stocked.productId}/[a-z0-9-]+/$`));
      // one hop: the location is the canonical page itself
      expect((await request.get(location, { maxRedirects: 0 })).status()).toBe(200);

      const home = await request.get(`/${t.toUpperCase()}/?cid=x`, { maxRedirects: 0 });
      expect(home.status()).toBe(302);
      expect(home.headers().location).toMatch(new RegExp(`/${t}/\\?cid=x$`));

      const cart = await request.get(`/${t}/CART/`, { maxRedirects: 0 });
      expect(cart.status()).toBe(302);
      expect(cart.headers().location).toMatch(new RegExp(`/${t}/cart/$`));
    });

    test('answer 301 when the query has the brand facet (spec §4)', async ({ request }) => {
      const { categoryId } = listingIds(t);
      const response = await request.get(`/${t}/Category/${categoryId.toUpperCase()}/x/?f.brand=Marca`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toMatch(
        new RegExp(`/${t}/category/${categoryId.toLowerCase()}/[a-z0-9-]+/\\?f\\.brand=Marca$`),
      );
    });

    test('leave the API, media and unknown pages alone', async ({ request }) => {
      expect((await request.get(`/${t}/NO-SUCH-PAGE/`, { maxRedirects: 0 })).status()).toBe(404);
      expect((await request.get(`/${t}/PRODUCT/999999999/x/`, { maxRedirects: 0 })).status()).toBe(404);
      const api = await request.get(`/API/${t}/session`, { maxRedirects: 0 });
      expect(api.status()).toBe(404);
    });
  });

  test.describe(`${t}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('an upper-case product URL lands on the product page', async ({ page }) => {
      const stocked = skuWithWarranty(t, site.priceGroup);
      await page.goto(`/${t}/Product/${stocked.productId}/`);
      await expect(page).toHaveURL(new RegExp(`/${t}/product/${stocked.productId}/[a-z0-9-]+/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stocked.name);
    });

    test('an extended warranty added on the cart page changes the total, and another replaces it', async ({
      page,
      baseURL,
    }) => {
      const stocked = skuWithWarranty(t, site.priceGroup);
      const [first, second] = stocked.warranties;
      expect(second).toBeDefined();
      const added = await page.request.post(`/${t}/cart/?_action=cart.add`, {
        form: { skuId: stocked.skuId, quantity: '1' },
        headers: { origin: baseURL ?? '' },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      await page.goto(`/${t}/cart/`);
      const line = page.getByRole('listitem', { name: stocked.name });
      const total = page.locator('[data-cart-total]');
      const before = await total.textContent();

      await line.getByRole('button', { name: `${site.add} ${first?.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/cart/\\?done=1$`));
      await expect(total).not.toHaveText(before ?? '');
      const withFirst = await total.textContent();
      await expect(line.getByRole('button', { name: `${site.remove} ${first?.name}` })).toBeVisible();

      await line.getByRole('button', { name: `${site.add} ${second?.name}` }).click();
      await expect(line.getByRole('button', { name: `${site.remove} ${second?.name}` })).toBeVisible();
      await expect(line.getByRole('button', { name: `${site.add} ${first?.name}` })).toBeVisible();
      await expect(total).not.toHaveText(withFirst ?? '');

      await line.getByRole('button', { name: `${site.remove} ${second?.name}` }).click();
      await expect(total).toHaveText(before ?? '');
      await expect(line.getByText(site.chosen, { exact: true })).toHaveCount(0);
    });

    test('the notify-me form of an out-of-stock product confirms and subscribes', async ({ page }) => {
      const missing = outOfStockSku(t);
      const email = `espera-${t}-${Date.now()}@example.com`;
      await page.goto(`/${t}/product/${missing.productId}/`);
      await page.getByLabel(site.notifyEmail, { exact: true }).fill(email);
      await page.getByRole('button', { name: site.notifySubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: site.notified })).toBeVisible();
      expect(notifyMeRow(t, missing.skuId, email)).toBeDefined();
    });
  });

  test(`${t}: the header turns sticky past scroll position 30 (spec §4)`, async ({ page }) => {
    const { categoryId } = listingIds(t);
    await page.goto(`/${t}/category/${categoryId}/`);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-sticky');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', '');
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute('data-sticky');
  });
}

test.describe("the size label of a cart line is the tenant's word", () => {
  test.use({ javaScriptEnabled: false });

  for (const [tenant, priceGroup, label] of [
    ['uy', '70', 'Talle'],
    ['cl', '10', 'Talla'],
    ['br', '50', 'Tamanho'],
  ] as const) {
    test(`${tenant}: ${label}`, async ({ page, baseURL }) => {
      const sku = sizedSku(tenant, priceGroup);
      const added = await page.request.post(`/${tenant}/cart/?_action=cart.add`, {
        form: { skuId: sku.skuId, quantity: '1' },
        headers: { origin: baseURL ?? '' },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      await page.goto(`/${tenant}/cart/`);
      const line = page.getByRole('listitem', { name: sku.name });
      await expect(line.getByText(`${label}: ${sku.size}`, { exact: true })).toBeVisible();
    });
  }
});
