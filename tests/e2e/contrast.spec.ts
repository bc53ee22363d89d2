import { expect, test } from '@playwright/test';
import { contrastFailures } from './support/contrast';
import { stockedSku } from './support/site-fixtures';

// WCAG 2.x AA for every text a shopper reads on a product page laid out for a phone (the
// out-of-stock message failed it, Lighthouse accessibility 97). At a desktop's width, axe's
// color-contrast rule checks every page type in the page sweep (page-sweep.spec.ts): products in
// stock, out of stock and with critical stock, listings, the cart with a line.
for (const [tenant, priceGroup] of [
  ['cl', '10'],
  ['br', '50'],
] as const) {
  test(`${tenant}: a product in stock meets AA contrast at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const sku = stockedSku(tenant, priceGroup);
    await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
    await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0, {
      timeout: 20_000,
    });
    expect(await contrastFailures(page)).toEqual([]);
  });
}
