import { expect, test } from '@playwright/test';
import {
  apiProduct,
  currentPrice,
  sites,
  storeProduct,
  unservedZip,
  zoneWithOtherPrice,
} from './support/product-options-fixtures';

/**
 * Choosing the zone on the product page without JavaScript (issue 5, spec §2 §8): a region then a
 * city on cl, a postal code on br and mx, and the messages for unknown and unserved codes.
 */

test.describe('choosing the zone without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cl: a region, then a comuna, changes the zone label and the prices', async ({ page, request }) => {
    const { productId, skuId } = storeProduct('cl');
    const zone = await zoneWithOtherPrice(request, 'cl', productId, skuId);
    const { url } = await apiProduct(request, 'cl', productId);
    await page.goto(url);
    await expect(currentPrice(page)).toContainText(zone.before);
    await page.getByRole('combobox', { name: 'Región' }).selectOption(zone.regionId);
    await page.getByRole('button', { name: 'Ver opciones' }).click();
    await expect(page).toHaveURL(new RegExp(`locationRegion=${zone.regionId}#location$`));
    await page.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    await page.getByRole('button', { name: sites.cl.save }).click();
    await expect(page).toHaveURL(new RegExp(`${url}\\?locationSaved=1$`));
    await expect(page.getByRole('status').filter({ hasText: zone.label })).toHaveText(
      `Guardamos tu ubicación: ${zone.label}.`,
    );
    await expect(page.locator('[data-location-label]')).toHaveText(sites.cl.current(zone.label));
    await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
    await expect(currentPrice(page)).toContainText(zone.after);
  });

  for (const tenant of ['br', 'mx'] as const) {
    const site = sites[tenant];
    test(`${tenant}: a postal code changes the zone and the prices; bad codes say why`, async ({ page, request }) => {
      const { productId, skuId } = storeProduct(tenant);
      const zone = await zoneWithOtherPrice(request, tenant, productId, skuId);
      const { url } = await apiProduct(request, tenant, productId);
      await page.goto(url);
      await expect(currentPrice(page)).toContainText(zone.before);
      const zip = page.getByRole('textbox', { name: site.zipLabel });

      await zip.fill(site.unknownZip);
      await page.getByRole('button', { name: site.save }).click();
      await expect(page).toHaveURL(/locationError=validation\.zip\.notFound.*#location$/);
      await expect(page.getByRole('alert')).toHaveText(site.unknownZipMessage);

      await zip.fill(unservedZip(tenant));
      await page.getByRole('button', { name: site.save }).click();
      await expect(page.getByRole('alert')).toHaveText(site.notServed);
      await expect(currentPrice(page)).toContainText(zone.before);

      await zip.fill(zone.zipCode ?? '');
      await page.getByRole('button', { name: site.save }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?locationSaved=1$`));
      await expect(page.getByRole('status').filter({ hasText: zone.label })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('[data-location-label]')).toHaveText(site.current(zone.label));
      await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
      await expect(currentPrice(page)).toContainText(zone.after);
    });
  }
});
