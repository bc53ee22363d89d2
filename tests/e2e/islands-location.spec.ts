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
  onProductPage,
  openFromHeader,
} from './support/islands-location-steps';
import { currentPrice, storeProduct } from './support/product-options-fixtures';

/**
 * The location modal (issue 10, docs/zones-and-price-groups.md) on cl: opened from the header's place, a zone set by
 * region and comuna and by geolocation; the no-delivery, refused-position and API-error outcomes.
 * Postal codes (br, mx) are in islands-location-codes.spec.ts; a zone of one tenant never labels
 * another's header in islands-header.spec.ts; the location page without JavaScript in
 * tests/http/location-page.test.ts.
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
    // docs/zones-and-price-groups.md temporary locations: the region waits in local storage
    await expect(dialog.getByRole('combobox', { name: 'Región' })).toHaveValue(zone.regionId);
    await dialog.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    // a save fetches the page again for the new zone's prices: read it once that is done
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: words.cl.save }).click();
    await reloaded;
    await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
    expect(await page.evaluate(() => localStorage.getItem('temporaryLocations'))).toBeNull();
  });

  test('cl: a position where we do not deliver says so; the browser’s position in a city sets that city’s zone', async ({
    page,
    context,
    request,
  }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 2);
    const zone = zones[1] as ChangingZone;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(coordinatesOf('cl', unservedZone('cl').zoneId));
    await onProductPage(page, url, zone);
    const dialog = await openFromHeader(page, 'cl', 'Santiago');
    await dialog.getByRole('button', { name: words.cl.geolocation }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Aún no tenemos servicio de entrega en tu ubicación.');
    await context.setGeolocation(coordinatesOf('cl', zone.zoneId));
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
});
