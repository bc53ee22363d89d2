import { expect, test } from '@playwright/test';
import { markPage, pageWasReloaded } from './support/islands-location-fixtures';
import { rows } from './support/product-options-fixtures';

/**
 * Choosing a variant with JavaScript (issue 27): the pictures, price, stock, delivery and buy box
 * of the chosen SKU take the place of the shown one's, without a page load, and the address
 * becomes the variant's. The server renders that address the same way (without JavaScript the
 * links load it): tests/http/product-images.test.ts.
 */
function colourVariants(tenant: string) {
  const skus = rows<{ productId: string; id: string; color: string }>(
    `SELECT s.product_id AS productId, s.id, s.color FROM skus s
      WHERE s.tenant = ? AND s.product_id = (
        SELECT product_id FROM skus WHERE tenant = ? AND color_hex IS NOT NULL
        GROUP BY product_id HAVING count(DISTINCT color_hex) >= 2 AND count(DISTINCT color) = count(*) AND count(size) = 0
        ORDER BY product_id LIMIT 1)
      ORDER BY s.position`,
    tenant,
    tenant,
  );
  const [first, second] = skus;
  if (!first || !second) throw new Error(`No product of ${tenant} in two colours`);
  return { first, second };
}

for (const tenant of ['cl', 'br'] as const) {
  test(`${tenant}: choosing a colour changes the pictures in place and the address to the variant's`, async ({
    page,
  }) => {
    const { first, second } = colourVariants(tenant);
    await page.goto(`/${tenant}/product/${first.productId}/x/${first.id}/`);
    const mainPicture = page.locator('[data-gallery-open] img').first();
    await expect(mainPicture).toHaveAttribute('src', `/media/${tenant}/products/${first.productId}/1.svg`);
    await markPage(page);

    // the switch loads as the shopper reaches for the variants
    const choice = page.getByRole('link', { name: second.color, exact: true });
    await choice.hover();
    await expect(page.locator('astro-island[component-url*="VariantSwitch"]:not([ssr])')).toHaveCount(1);
    await choice.click();

    await expect(page).toHaveURL(new RegExp(`/${tenant}/product/${first.productId}/[^/]+/${second.id}/$`));
    await expect(mainPicture).toHaveAttribute('src', `/media/${tenant}/products/${first.productId}/${second.id}/1.svg`);
    await expect(page.getByRole('link', { name: second.color, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-variant-part="offer"]')).toHaveAttribute('data-sku', second.id);
    await expect(page.locator('form input[name="skuId"]').first()).toHaveValue(second.id);
    // the chosen link keeps the focus, now the current variant's, and the new links are ready for the next choice
    await expect(page.getByRole('link', { name: second.color, exact: true })).toBeFocused();
    await expect(page.locator('astro-island[component-url*="VariantSwitch"]:not([ssr])')).toHaveCount(1);
    expect(await pageWasReloaded(page)).toBe(false);

    // the address is the variant's own page: loaded again, it shows the same SKU
    await page.reload();
    await expect(mainPicture).toHaveAttribute('src', `/media/${tenant}/products/${first.productId}/${second.id}/1.svg`);
  });
}
