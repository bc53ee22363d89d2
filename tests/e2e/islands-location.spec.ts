import { expect, test } from '@playwright/test';
import {
  type ChangingZone,
  coordinatesOf,
  pageWasReloaded,
  unservedZone,
  words,
  zonesThatChange,
} from './support/islands-location-fixtures';
import {
  dialogOf,
  expectZoneShown,
  locationSaveAction,
  notices,
  onProductPage,
  openFromHeader,
} from './support/islands-location-steps';
import { currentPrice, storeProduct } from './support/product-options-fixtures';

/**
 * The location modal (issue 10, spec §4) on cl: opened from the header's place and from the product
 * page, a zone set by region and comuna and by geolocation; the no-delivery, refused-position and
 * API-error outcomes; a zone of one tenant never labels another's header; and the no-JS page.
 * Postal codes (br, mx) are in islands-location-codes.spec.ts.
 */

test.describe('the location modal', () => {
  test('cl: a dialog that Escape and the close button shut, giving the focus back to the header', async ({ page }) => {
    await page.goto('/cl/');
    const opener = page.getByRole('button', { name: words.cl.opener('Santiago') });
    await opener.click();
    const dialog = dialogOf(page, 'cl');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: words.cl.geolocation })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('cl: a region then a comuna sets the zone; price, delivery and header follow', async ({ page, request }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 1);
    const [zone] = zones as [ChangingZone];
    await onProductPage(page, url, zone);
    const dialog = await openFromHeader(page, 'cl', 'Santiago');
    await dialog.getByRole('combobox', { name: 'Región' }).selectOption(zone.regionId);
    await dialog.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    await dialog.getByRole('button', { name: words.cl.save }).click();
    await expectZoneShown(page, 'cl', zone);
  });

  test('cl: a region picked without a comuna is offered again, after a reload too, until a zone is saved', async ({
    page,
    request,
  }) => {
    const { zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 1);
    const [zone] = zones as [ChangingZone];
    await page.goto('/cl/');
    let dialog = await openFromHeader(page, 'cl', 'Santiago');
    await dialog.getByRole('combobox', { name: 'Región' }).selectOption(zone.regionId);
    await page.keyboard.press('Escape');
    await page.reload();
    dialog = await openFromHeader(page, 'cl', 'Santiago');
    // spec §3 temporary locations: the region waits in local storage
    await expect(dialog.getByRole('combobox', { name: 'Región' })).toHaveValue(zone.regionId);
    await dialog.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    // a save fetches the page again for the new zone's prices: read it once that is done
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: words.cl.save }).click();
    await reloaded;
    await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
    expect(await page.evaluate(() => localStorage.getItem('temporaryLocations'))).toBeNull();
  });

  test('cl: the browser’s position in a city sets that city’s zone', async ({ page, context, request }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 2);
    const zone = zones[1] as ChangingZone;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(coordinatesOf('cl', zone.zoneId));
    await onProductPage(page, url, zone);
    const dialog = await openFromHeader(page, 'cl', 'Santiago');
    await dialog.getByRole('button', { name: words.cl.geolocation }).click();
    await expectZoneShown(page, 'cl', zone);
  });

  test('cl: no delivery, a refused position and a failed call are said in the dialog; trying again saves', async ({
    page,
    request,
  }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 1);
    const [zone] = zones as [ChangingZone];
    const unserved = unservedZone('cl');
    await onProductPage(page, url, zone);
    const dialog = await openFromHeader(page, 'cl', 'Santiago');
    const alert = dialog.getByRole('alert');

    // no permission was granted: the browser refuses the position
    await dialog.getByRole('button', { name: words.cl.geolocation }).click();
    await expect(alert).toHaveText(
      'No tenemos permiso para ver tu ubicación. Actívalo en tu navegador o elige tu zona de otra forma.',
    );

    await dialog.getByRole('combobox', { name: 'Región' }).selectOption(unserved.regionId);
    await dialog.getByRole('combobox', { name: 'Comuna' }).selectOption(unserved.zoneId);
    await expect(dialog.getByRole('combobox', { name: 'Comuna' })).toContainText(`${unserved.label} (sin despacho)`);
    await dialog.getByRole('button', { name: words.cl.save }).click();
    await expect(alert).toHaveText(words.cl.notServed);

    await dialog.getByRole('combobox', { name: 'Región' }).selectOption(zone.regionId);
    await dialog.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    // injected fault: the network drops the first save, as a failing API would
    await page.route(locationSaveAction, (route) => route.abort('failed'), { times: 1 });
    await dialog.getByRole('button', { name: words.cl.save }).click();
    await expect(alert).toHaveText(words.cl.apiError);
    expect(await pageWasReloaded(page)).toBe(false);
    await expect(currentPrice(page)).toContainText(zone.before.price);

    await dialog.getByRole('button', { name: words.cl.save }).click();
    await expectZoneShown(page, 'cl', zone);
  });

  test('cl: a zone chosen on cl never labels the br header', async ({ page }) => {
    const dialogPage = await page.goto('/cl/');
    expect(dialogPage?.status()).toBe(200);
    const dialog = await openFromHeader(page, 'cl', 'Santiago');
    await dialog.getByRole('combobox', { name: 'Región' }).selectOption('05');
    await dialog.getByRole('combobox', { name: 'Comuna' }).selectOption('05109');
    await dialog.getByRole('button', { name: words.cl.save }).click();
    await expect(notices(page)).toContainText(words.cl.saved('Viña del Mar'));
    await expect(page.locator('[data-region-label]')).toHaveText('Viña del Mar');

    await page.goto('/br/');
    const brLabel = page.getByRole('button', { name: words.br.opener('São Paulo - SP') });
    await expect(brLabel).toBeVisible();
    // past one polling interval of the region-label cookie (spec §4: 2,000 ms)
    await page.waitForTimeout(2500);
    await expect(page.locator('[data-region-label]')).toHaveText('São Paulo - SP');
    await page.goto('/cl/');
    await expect(page.getByRole('button', { name: words.cl.opener('Viña del Mar') })).toBeVisible();
  });
});

test.describe('choosing the zone from the header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cl: the header links to a page that sets the zone and leads back', async ({ page, request }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 1);
    const [zone] = zones as [ChangingZone];
    await page.goto(url);
    await page.getByRole('link', { name: words.cl.opener('Santiago') }).click();
    await expect(page).toHaveURL(/\/cl\/location\/\?back=/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige tu ubicación');
    await page.getByRole('combobox', { name: 'Región' }).selectOption(zone.regionId);
    await page.getByRole('button', { name: 'Ver opciones' }).click();
    await page.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    await page.getByRole('button', { name: words.cl.save }).click();
    await expect(page.getByRole('status')).toHaveText(words.cl.saved(zone.label));
    await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
    await page.getByRole('link', { name: 'Volver a la página anterior' }).click();
    await expect(page).toHaveURL(url);
    await expect(currentPrice(page)).toContainText(zone.after.price);
  });
});
