import { expect, test } from '@playwright/test';
import {
  type ChangingZone,
  codeWithColonies,
  coordinatesOf,
  markPage,
  pageWasReloaded,
  words,
  zonesThatChange,
} from './support/islands-location-fixtures';
import { dialogOf, expectZoneShown, notices, onProductPage, openFromHeader } from './support/islands-location-steps';
import { apiProduct, currentPrice, sites, storeProduct, unservedZip } from './support/product-options-fixtures';

/**
 * The location modal (issue 10, docs/zones-and-price-groups.md) where zones are found by postal code: br's CEP suggested
 * as it is typed and the browser's position, mx's code with its colonies or a state and
 * municipality; the page's price, delivery methods and header label follow the new zone. A
 * position where nobody delivers: islands-location.spec.ts (cl), the same island on every tenant.
 */

test.describe('the location modal, by postal code and position', () => {
  test('br: a CEP suggested as it is typed sets the zone; unknown and unserved codes say why', async ({
    page,
    request,
  }) => {
    const { url, zones } = await zonesThatChange(request, 'br', storeProduct('br'), 1, (zone) => zone.zipCode !== null);
    const [zone] = zones as [ChangingZone];
    const cep = zone.zipCode ?? '';
    await onProductPage(page, url, zone);
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/br/postcodes')) searches.push(sent.url());
    });
    const dialog = await openFromHeader(page, 'br', 'São Paulo - SP');
    const alert = dialog.getByRole('alert');
    const zip = dialog.getByRole('textbox', { name: 'CEP' });
    await expect(zip).toBeFocused();

    await zip.fill(sites.br.unknownZip);
    await dialog.getByRole('button', { name: words.br.save }).click();
    await expect(alert).toHaveText(sites.br.unknownZipMessage);

    await zip.fill(unservedZip('br'));
    await dialog.getByRole('button', { name: words.br.save }).click();
    await expect(alert).toHaveText(words.br.notServed);

    await zip.fill('');
    searches.length = 0;
    await zip.pressSequentially(cep.slice(0, 5), { delay: 30 });
    const hyphenated = `${cep.slice(0, 5)}-${cep.slice(5)}`;
    const suggestion = dialog.getByRole('button', { name: new RegExp(`^${hyphenated} · `) });
    await expect(suggestion).toBeVisible();
    await expect.poll(() => searches.at(-1) ?? '').toContain(`searchTerm=${cep.slice(0, 5)}`);
    // docs/zones-and-price-groups.md: one search 200 ms after the last key, not one per key (three keys made a term)
    expect(searches.length).toBeLessThanOrEqual(2);
    await suggestion.click();
    await expect(zip).toHaveValue(hyphenated);
    const bairro = dialog.getByRole('combobox', { name: words.br.colony });
    if (await bairro.isVisible()) await bairro.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: words.br.save }).click();
    await expectZoneShown(page, 'br', zone);
  });

  test('br: the browser’s position sets the nearest zone', async ({ page, context, request }) => {
    const { url, zones } = await zonesThatChange(request, 'br', storeProduct('br'), 1);
    const [zone] = zones as [ChangingZone];
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(coordinatesOf('br', zone.zoneId));
    await onProductPage(page, url, zone);
    const dialog = await openFromHeader(page, 'br', 'São Paulo - SP');
    await dialog.getByRole('button', { name: words.br.geolocation }).click();
    await expectZoneShown(page, 'br', zone);
  });

  test('mx: a postal code with several colonies asks for the colony; 54730 does not exist', async ({
    page,
    request,
  }) => {
    const code = codeWithColonies('mx', sites.mx.fallback.priceGroup);
    const { productId } = storeProduct('mx');
    const before = await apiProduct(request, 'mx', productId);
    const after = await apiProduct(request, 'mx', productId, code.zoneId);
    expect(after.price.current?.text).not.toBe(before.price.current?.text);
    await page.goto(before.url);
    await expect(currentPrice(page)).toContainText(before.price.current?.text ?? '');
    await markPage(page);
    const dialog = await openFromHeader(page, 'mx', 'Ciudad de México');
    const alert = dialog.getByRole('alert');
    const zip = dialog.getByRole('textbox', { name: 'Código postal' });

    await zip.fill(sites.mx.unknownZip);
    await dialog.getByRole('button', { name: words.mx.save }).click();
    await expect(alert).toHaveText(sites.mx.unknownZipMessage);

    await zip.fill(unservedZip('mx'));
    await dialog.getByRole('button', { name: words.mx.save }).click();
    await expect(alert).toHaveText(words.mx.notServed);

    await zip.fill(code.code);
    const colony = dialog.getByRole('combobox', { name: words.mx.colony });
    await expect(colony.getByRole('option')).toHaveText(['Elige tu colonia', ...code.colonies]);
    await dialog.getByRole('button', { name: words.mx.save }).click();
    await expect(alert).toHaveText('Elige tu colonia');
    await expect(colony).toBeFocused();
    await colony.selectOption(code.colonies[1] ?? '');
    await dialog.getByRole('button', { name: words.mx.save }).click();
    await expect(notices(page)).toContainText(words.mx.saved(code.label));
    expect(await pageWasReloaded(page)).toBe(true);
    await expect(page.locator('[data-region-label]')).toHaveText(code.label);
    await expect(currentPrice(page)).toContainText(after.price.current?.text ?? '');
  });

  test('mx: from the product page, a state and a municipality instead of a code', async ({ page, request }) => {
    const { url, zones } = await zonesThatChange(request, 'mx', storeProduct('mx'), 1);
    const [zone] = zones as [ChangingZone];
    await onProductPage(page, url, zone);
    await page.getByRole('button', { name: 'Cambiar ubicación' }).click();
    const dialog = dialogOf(page, 'mx');
    await dialog.getByRole('button', { name: 'No sé mi código postal' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Código postal' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Estado' }).selectOption(zone.regionId);
    await dialog.getByRole('combobox', { name: 'Municipio' }).selectOption(zone.zoneId);
    await dialog.getByRole('button', { name: words.mx.save }).click();
    await expectZoneShown(page, 'mx', zone);

    // docs/zones-and-price-groups.md: after a save the modal is back in zip-only mode
    await page.getByRole('button', { name: 'Cambiar ubicación' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Código postal' })).toBeVisible();
  });
});
