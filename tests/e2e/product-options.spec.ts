import { expect, test } from '@playwright/test';
import { apiProduct, sites } from './support/product-options-fixtures';

/**
 * The product page's full-screen gallery without JavaScript (issue 5, spec §2): links to
 * `:target`ed views that only CSS shows and hides, so only a browser can tell. The stores and their
 * map, the WhatsApp chat and the store choice when adding to cart are server HTML and forms:
 * tests/http/product-options-pages.test.ts.
 */
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
}
