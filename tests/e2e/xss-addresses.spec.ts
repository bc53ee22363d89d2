import { expect, test } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { servedZones } from './support/account-fixtures';
import { productsToBuy } from './support/checkout-fixtures';
import { addressOf, cartWith, option, pad, shown, toReview, withAddressBooks } from './support/xss-address-steps';
import { customerNamed, logInAs, postAddress, type SavedAddress, watchForScripts } from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (ARCHITECTURE "Rendering"): the payloads of
 * tests/support/xss-payloads.ts saved as addresses and typed as the checkout's street, then shown in Chromium with JavaScript on. No dialog opens
 * and no payload's global is set (xss-corpus.spec.ts proves the watch sees a script that runs).
 * What the server refuses (an address name too long, a zone that is not one) is told with its
 * message, which does not repeat the payload.
 */
test('addresses saved with the payloads stay text in the address book, its forms, the account page and the location chooser', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ran = watchForScripts(page);
  await withAddressBooks(page, baseURL as string, async (addresses) => {
    await page.goto('/cl/account/addresses/');
    const book = page.getByRole('list', { name: 'Mis direcciones' });
    for (const address of addresses) {
      await expect(book).toContainText(shown(address.label));
      await expect(book).toContainText(shown(address.street));
    }
    expect(await ran()).toEqual([]);

    // the edit form gives the name and street back in its fields' values and in its heading
    for (const address of addresses) {
      await page.goto(`/cl/account/addresses/?edit=${encodeURIComponent(address.id)}`);
      const form = page.locator('#address-form');
      await expect(form.locator('input[name="label"]')).toHaveValue(address.label);
      await expect(form.locator('input[name="street"]')).toHaveValue(address.street);
      await expect(form.getByRole('heading')).toHaveText(shown(`Editar la dirección ${address.label}`));
      expect(await ran(), address.label).toEqual([]);
    }

    const [preferred] = addresses as [SavedAddress];
    await page.goto('/cl/account/');
    await expect(page.getByRole('region', { name: 'Direcciones' })).toContainText(
      shown(`Dirección predeterminada: ${preferred.label}, ${preferred.street}, ${preferred.zoneLabel}`),
    );
    expect(await ran()).toEqual([]);

    // the location page without the modal, then the modal's saved-address way
    await page.goto('/cl/location/');
    for (const address of addresses) await expect(page.getByRole('main')).toContainText(option(address));
    await page.getByRole('button', { name: /^Despachar a / }).click();
    const dialog = page.getByRole('dialog', { name: 'Elige dónde recibir tus productos' });
    for (const address of addresses) await expect(dialog).toContainText(option(address));
    await page.waitForLoadState('networkidle');
    expect(await ran()).toEqual([]);
  });
});

test('saved addresses stay text at checkout, in the delivery step and, once chosen, in the review', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ran = watchForScripts(page);
  const { home } = productsToBuy('cl', '10', '13101', 3);
  await withAddressBooks(page, baseURL as string, async (addresses, first) => {
    await cartWith(page, home.skuId);
    await expect(page).toHaveURL(/\/cl\/checkout\/delivery\/$/);
    const main = page.getByRole('main');
    for (const address of addresses) await expect(main).toContainText(option(address));
    expect(await ran()).toEqual([]);

    for (const [index, address] of addresses.entries()) {
      if ((first + index) % 5 !== 0) continue;
      await page.goto('/cl/checkout/delivery/');
      await page.locator(`input[name="addressId"][value="${address.id}"]`).check();
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await toReview(page);
      await expect(main).toContainText(shown(address.street));
      expect(await ran(), address.label).toEqual([]);
    }
  });
});

test('address fields the server refuses are told with their message, and the payload never runs', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [zone] = servedZones('cl');
  if (!zone) throw new Error('a served zone in cl');
  await logInAs(page, baseURL as string, customerNamed('Rosa'));
  for (const payload of xssPayloads) {
    // not a zone of the tenant
    const noZone = await postAddress(page, baseURL as string, {
      label: 'Casa',
      street: 'Los Aromos 1234',
      zoneId: payload,
    });
    expect(noZone.status, payload).toBe(400);
    expect(noZone.messages, payload).toEqual(['Elige una zona de la lista.']);
    if (payload.trim().length <= 40) continue;
    // a name longer than the 40 characters allowed
    const tooLong = await postAddress(page, baseURL as string, {
      label: payload,
      street: 'Los Aromos 1234',
      zoneId: zone.id,
    });
    expect(tooLong.status, payload).toBe(400);
    expect(tooLong.messages, payload).toEqual(['El nombre de la dirección debe tener como máximo 40 caracteres.']);
  }

  // the same through the address book's form, its length limit taken off as a crafted request would
  const ran = watchForScripts(page);
  for (const payload of xssPayloads.filter((text) => text.trim().length > 40).slice(0, 4)) {
    await page.goto('/cl/account/addresses/');
    const label = page.getByLabel('Nombre de la dirección (por ejemplo Casa)');
    await label.evaluate((input) => input.removeAttribute('maxlength'));
    await label.fill(payload);
    await page.getByLabel('Calle y número').fill('Los Aromos 1234');
    await page.getByLabel('Zona de entrega').selectOption(zone.id);
    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    await expect(page.getByRole('alert')).toHaveText('El nombre de la dirección debe tener como máximo 40 caracteres.');
    expect(await ran(), payload).toEqual([]);
  }
  await expect(page.getByText('Aún no tienes direcciones guardadas.')).toBeVisible();
});

test('addresses typed into the address book form and the checkout street stay text', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const [zone] = servedZones('cl');
  if (!zone) throw new Error('a served zone in cl');
  const ran = watchForScripts(page);
  await logInAs(page, baseURL as string, customerNamed('Rosa'));
  const typed = xssPayloads.filter((_, index) => index % 6 === 0);
  for (const payload of typed) {
    const address = addressOf(payload, zone.id);
    await page.goto('/cl/account/addresses/');
    await page.getByLabel('Nombre de la dirección (por ejemplo Casa)').fill(address.label);
    await page.getByLabel('Calle y número').fill(address.street);
    await page.getByLabel('Zona de entrega').selectOption(zone.id);
    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    await expect(page.getByRole('status')).toHaveText('Tus direcciones se actualizaron.');
    const book = page.getByRole('list', { name: 'Mis direcciones' });
    await expect(book).toContainText(shown(address.label));
    await expect(book).toContainText(shown(address.street));
    expect(await ran(), payload).toEqual([]);
  }

  // a street typed at checkout by a guest: kept in the delivery step's field and shown in the review
  await page.context().clearCookies();
  const { home } = productsToBuy('cl', '10', '13101', 4);
  await cartWith(page, home.skuId);
  const guest = page.getByRole('region', { name: 'Continuar como invitado' });
  await guest.getByLabel('Correo electrónico', { exact: true }).fill(`xss-calle-${Date.now()}@andamio.test`);
  await guest.getByRole('button', { name: 'Continuar como invitado' }).click();
  await expect(page).toHaveURL(/\/cl\/checkout\/delivery\/$/);
  for (const payload of xssPayloads.filter((_, index) => index % 5 === 0)) {
    const street = pad(payload, 3, 120);
    await page.goto('/cl/checkout/delivery/');
    await page.getByLabel('Calle, número y depto.', { exact: true }).fill(street);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await toReview(page);
    await expect(page.getByRole('main')).toContainText(shown(street));
    await page.goto('/cl/checkout/delivery/');
    await expect(page.getByLabel('Calle, número y depto.', { exact: true })).toHaveValue(street.trim());
    expect(await ran(), payload).toEqual([]);
  }
});
