import { expect, test } from '@playwright/test';
import { type ApiProduct, apiProduct, sites, storeProduct, type TenantId } from './support/product-options-fixtures';

/**
 * The product page's fulfilment and shopper options (issue 5, spec §2 §4 §8): store pickup with
 * the store map, region or postal-code entry, the full-screen gallery, the WhatsApp link and the
 * store choice when adding to cart. Most tests run without JavaScript: all of it is plain HTML.
 */

for (const tenant of Object.keys(sites) as TenantId[]) {
  const site = sites[tenant];

  test.describe(`product options on ${tenant}`, () => {
    test('lists the stores that have the product, numbered as on the server-drawn map', async ({ page, request }) => {
      const { productId, stores } = storeProduct(tenant);
      const { url } = await apiProduct(request, tenant, productId);
      await page.goto(url);
      const map = page.getByRole('img', { name: site.stores });
      await expect(map).toBeVisible();
      const list = page.locator('[data-store-id]');
      const count = await list.count();
      expect(count).toBeGreaterThanOrEqual(stores.length);
      await expect(page.locator('[data-store-marker]')).toHaveCount(count);
      await expect(map).toHaveAccessibleName(new RegExp(` ${count} `));
      // a store the database stocks is listed with its name, today's hours and its units
      const first = list.filter({ has: page.getByRole('heading', { name: stores[0]?.name ?? '' }) });
      await expect(first.locator('[data-today]')).not.toBeEmpty();
      await expect(first.locator('[data-units]')).not.toHaveAttribute('data-units', '0');
      // no tile URL configured: no tiles for a later island
      await expect(page.locator('[data-store-map]')).not.toHaveAttribute('data-tile-url', /.*/);
    });

    test('offers the WhatsApp chat with the product named, sent in a new tab', async ({ page, request }) => {
      const product = await apiProduct(request, tenant, '100000');
      await page.goto(product.url);
      const chat = page.locator('[data-whatsapp]');
      await expect(chat.getByText(site.chat)).toBeVisible();
      const form = chat.locator('form');
      await expect(form).toHaveAttribute('target', '_blank');
      await expect(form).toHaveAttribute('rel', /noopener/);
      await expect(form).toHaveAttribute('action', `https://wa.me/${site.whatsapp}`);
      const text = await chat.locator('textarea[name="text"]').inputValue();
      expect(text).toContain(product.name);
      expect(text).toContain(product.url);
    });
  });

  test.describe(`without JavaScript on ${tenant}`, () => {
    test.use({ javaScriptEnabled: false });

    test('opens the gallery full screen, pages through it and closes it', async ({ page, request }) => {
      const { url } = await apiProduct(request, tenant, '100000');
      await page.goto(url);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('link', { name: site.open }).first().click();
      await expect(page).toHaveURL(/#gallery-view-1$/);
      const first = page.getByRole('dialog', { name: site.viewer });
      await expect(first).toHaveCount(1);
      await expect(first).toBeVisible();
      await first.getByRole('link', { name: site.next }).click();
      await expect(page).toHaveURL(/#gallery-view-2$/);
      await expect(page.locator('#gallery-view-2')).toBeVisible();
      await expect(page.locator('#gallery-view-1')).toBeHidden();
      // keyboard: the close link is a link like any other
      await page.locator('#gallery-view-2').getByRole('link', { name: site.close }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // the spin and the video open too
      for (const type of ['SPIN', 'VIDEO']) {
        const thumb = page.locator(`a[data-gallery-type="${type}"]`);
        if ((await thumb.count()) === 0) continue;
        await thumb.click();
        await expect(page.locator(`.gallery-view[data-gallery-type="${type}"]`)).toBeVisible();
      }
    });

    test('adds to the cart for pickup in a chosen store', async ({ page, request }) => {
      const { productId, stores } = storeProduct(tenant);
      const { url, name } = await apiProduct(request, tenant, productId);
      const store = stores[1] ?? stores[0];
      if (!store) throw new Error('no store');
      await page.goto(url);
      await page.getByRole('radio', { name: site.pickup }).check();
      await page.getByRole('combobox', { name: site.storeLabel }).selectOption(store.id);
      await page.getByRole('button', { name: site.addToCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/\\?done=1$`));
      const line = page.getByRole('listitem', { name });
      await expect(line.getByRole('combobox', { name: site.cartMethod })).toHaveValue('pickupInStore');
      await expect(line.getByRole('combobox', { name: site.cartStore })).toHaveValue(store.id);
    });
  });
}

test('a tenant without a WhatsApp number shows no chat link', async ({ page, request }) => {
  const response = await request.get('/api/uy/product?productId=100000');
  const { url } = (await response.json()).data as ApiProduct;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-whatsapp]')).toHaveCount(0);
  await expect(page.locator('form[action^="https://wa.me/"]')).toHaveCount(0);
});
