import { expect, test } from '@playwright/test';
import { apiProduct, sites, storeProduct } from './support/product-options-fixtures';

/**
 * The product page's full-screen gallery without JavaScript (issue 5, docs/product-page.md): links to
 * `:target`ed views that only CSS shows and hides, so only a browser can tell. The stores and their
 * map, the WhatsApp chat and the store choice when adding to cart are server HTML and forms:
 * tests/http/product-options-pages.test.ts. With JavaScript: the store choice shows only for
 * pickup (CSS), and the location forms for shoppers without it give way to the location modal.
 */
const home = { cl: 'Despacho a domicilio', br: 'Receba em casa' } as const;

for (const tenant of ['cl', 'br'] as const) {
  const site = sites[tenant];

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
  });

  test(`with JavaScript on ${tenant}: the store choice shows only for pickup, and no form for shoppers without JavaScript`, async ({
    page,
  }) => {
    const product = storeProduct(tenant);
    await page.goto(`/${tenant}/product/${product.productId}/x/${product.skuId}/`);
    const add = page.locator('form').filter({ has: page.locator('input[name="deliveryMethod"]') });
    const store = add.getByRole('combobox', { name: site.storeLabel });
    await expect(add.getByRole('radio', { name: home[tenant] })).toBeChecked();
    await expect(store).toBeHidden();
    await add.getByRole('radio', { name: site.pickup }).check();
    await expect(store).toBeVisible();
    await add.getByRole('radio', { name: home[tenant] }).check();
    await expect(store).toBeHidden();
    // the location modal's opener takes the place of the region form and its "Ver opciones" button
    await expect(page.locator('#location [data-location-modal-opener]')).toBeVisible();
    await expect(page.locator('#location form[method="get"]')).toHaveCount(tenant === 'cl' ? 1 : 0);
    await expect(page.locator('#location form[method="get"]')).toBeHidden();
  });
}
