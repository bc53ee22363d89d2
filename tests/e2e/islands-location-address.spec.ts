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
import { logInWithCookie, userIdOf } from './support/session-cookie';

/**
 * The location modal's saved-address way (docs/zones-and-price-groups.md "Location is set by geolocation, saved address
 * or manual zone choice"): a logged-in customer picks one of their addresses and its zone is
 * saved; a visitor who is not logged in is not offered the way. The customer logs in with a
 * session cookie (the login form's own tests are elsewhere).
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
  test('cl: only a logged-in customer is offered saved addresses; choosing one, price, delivery and header follow', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { url, zones } = await zonesThatChange(request, 'cl', storeProduct('cl'), 1);
    const [zone] = zones as [ChangingZone];
    await page.goto(url);

    await test.step('a visitor who is not logged in is not offered the way', async () => {
      const dialog = await openFromHeader(page, 'Santiago');
      await expect(dialog.getByRole('combobox', { name: 'Región' })).toBeVisible();
      await expect(dialog.getByRole('group', { name: titles.way })).toHaveCount(0);
    });

    const origin = new URL(page.url()).origin;
    await logInWithCookie(context, baseURL ?? origin, 'cl', userIdOf('cl', 'cliente@andamio.test'));
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
});
