import { expect, type Page, test } from '@playwright/test';
import {
  type ChangingZone,
  codeWithColonies,
  coordinatesOf,
  deliveryCodes,
  markPage,
  pageWasReloaded,
  unservedZone,
  words,
  zonesThatChange,
} from './support/islands-location-fixtures';
import {
  apiProduct,
  currentPrice,
  sites,
  storeProduct,
  type TenantId,
  unservedZip,
} from './support/product-options-fixtures';

/**
 * The location modal (issue 10, spec §4) with JavaScript: opened from the header's place and from
 * the product page, a zone set by geolocation, by region and city, and by postal code (br, mx,
 * with the colony in mx); the saved, no-delivery, API-error and unknown-code outcomes; and the
 * page's price, delivery methods and header label following the new zone.
 */

const action = '**/_actions/location.save/';

/** The page's toasts and transient message (the Toasts island), where a save's message shows after the reload. */
const notices = (page: Page) => page.getByRole('region', { name: 'Avisos' });

function dialogOf(page: Page, tenant: TenantId) {
  return page.getByRole('dialog', { name: words[tenant].title });
}

async function openFromHeader(page: Page, tenant: TenantId, label: string) {
  await page.getByRole('button', { name: words[tenant].opener(label) }).click();
  const dialog = dialogOf(page, tenant);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** After a save the page is fetched again: the message, the header, the price and the delivery methods are the zone's. */
async function expectZoneShown(page: Page, tenant: TenantId, zone: ChangingZone) {
  await expect(notices(page)).toContainText(words[tenant].saved(zone.label));
  expect(await pageWasReloaded(page)).toBe(true);
  await expect(dialogOf(page, tenant)).toHaveCount(0);
  await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
  await expect(currentPrice(page)).toContainText(zone.after.price);
  expect(await deliveryCodes(page)).toEqual(zone.after.codes);
}

async function onProductPage(page: Page, url: string, zone: ChangingZone) {
  await page.goto(url);
  await expect(currentPrice(page)).toContainText(zone.before.price);
  expect(await deliveryCodes(page)).toEqual(zone.before.codes);
  await markPage(page);
}

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
    await page.route(action, (route) => route.abort('failed'), { times: 1 });
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
    // spec §9: one search 200 ms after the last key, not one per key (three keys made a term)
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

    // spec §4: after a save the modal is back in zip-only mode
    await page.getByRole('button', { name: 'Cambiar ubicación' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Código postal' })).toBeVisible();
  });

  test('mx: a position where we do not deliver says so; one in a served city sets it', async ({
    page,
    context,
    request,
  }) => {
    const { url, zones } = await zonesThatChange(request, 'mx', storeProduct('mx'), 1);
    const [zone] = zones as [ChangingZone];
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(coordinatesOf('mx', unservedZone('mx').zoneId));
    await onProductPage(page, url, zone);
    const dialog = await openFromHeader(page, 'mx', 'Ciudad de México');
    await dialog.getByRole('button', { name: words.mx.geolocation }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Aún no tenemos servicio de entrega en tu ubicación.');
    await context.setGeolocation(coordinatesOf('mx', zone.zoneId));
    await dialog.getByRole('button', { name: words.mx.geolocation }).click();
    await expectZoneShown(page, 'mx', zone);
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
