import { expect, type Page, test } from '@playwright/test';
import {
  type ChangingZone,
  deliveryCodes,
  markPage,
  pageWasReloaded,
  words,
  zonesThatChange,
} from './support/islands-location-fixtures';
import { currentPrice, storeProduct } from './support/product-options-fixtures';

/**
 * The location modal's saved-address way (spec §4 "Location is set by geolocation, saved address
 * or manual zone choice"): a logged-in customer picks one of their addresses and its zone is
 * saved; a visitor who is not logged in is not offered the way.
 */

const titles = { way: 'Mis direcciones' };

function dialogOf(page: Page) {
  return page.getByRole('dialog', { name: words.cl.title });
}

async function openFromHeader(page: Page, label: string) {
  await page.getByRole('button', { name: words.cl.opener(label) }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs the demo customer in on cl with the account page's form (the browser context keeps the cookie). */
async function logIn(page: Page, origin: string) {
  const response = await page.request.post('/cl/account/?_action=account.login', {
    form: { kind: 'person', email: 'cliente@andamio.test', password: 'andamio123' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(400);
}

/** The customer's address in the zone, saved once: the test database outlives a run, and 10 is the limit. */
async function addressIn(page: Page, origin: string, zone: ChangingZone) {
  const address = { label: 'Obra', street: 'Av. Grecia 900', zoneId: zone.zoneId };
  const listed = await page.request.get('/api/cl/addresses');
  expect(listed.status()).toBe(200);
  const { addresses } = (await listed.json()).data as { addresses: (typeof address)[] };
  const known = addresses.some((saved) => saved.label === address.label && saved.zoneId === zone.zoneId);
  if (!known) {
    const created = await page.request.post('/api/cl/addresses', { data: address, headers: { origin } });
    expect(created.status()).toBe(201);
  }
  return `${address.label}: ${address.street}, ${zone.label}`;
}

test.describe('the location modal: a saved address', () => {
  test('cl: a logged-in customer chooses a saved address; price, delivery and header follow', async ({
    page,
    request,
  }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 1);
    const [zone] = zones as [ChangingZone];
    await page.goto(url);
    const origin = new URL(page.url()).origin;
    await logIn(page, origin);
    const choice = await addressIn(page, origin, zone);

    await page.reload();
    await expect(currentPrice(page)).toContainText(zone.before.price);
    await markPage(page);
    const dialog = await openFromHeader(page, 'Santiago');
    const way = dialog.getByRole('group', { name: titles.way });
    await way.getByRole('radio', { name: choice }).check();
    await way.getByRole('button', { name: words.cl.save }).click();

    await expect(page.getByRole('region', { name: 'Avisos' })).toContainText(words.cl.saved(zone.label));
    expect(await pageWasReloaded(page)).toBe(true);
    await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
    await expect(currentPrice(page)).toContainText(zone.after.price);
    expect(await deliveryCodes(page)).toEqual(zone.after.codes);
  });

  test('cl: a visitor who is not logged in is not offered saved addresses', async ({ page }) => {
    await page.goto('/cl/');
    const dialog = await openFromHeader(page, 'Santiago');
    await expect(dialog.getByRole('combobox', { name: 'Región' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: titles.way })).toHaveCount(0);
  });
});
