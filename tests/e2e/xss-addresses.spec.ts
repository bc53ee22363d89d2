import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { clDelivery } from '../support/checkout-people';
import { productsToBuy } from './support/checkout-fixtures';
import { cartWith, deliverTo, identifyAs, option, pad, sampleAddressBook, shown } from './support/xss-address-steps';
import { settled, watchForScripts, xssSample } from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (docs/rendering-and-caching.md#what-shoppers-type). Every payload of
 * tests/support/xss-payloads.ts saved as an address or typed as the checkout's street is checked
 * escaped in the server's HTML over HTTP, with the refusals' messages
 * (tests/http/xss-addresses.test.ts); here Chromium, with JavaScript on, watches a sample of each
 * kind (xssSample) where addresses show, the location modal's island among them: no dialog opens
 * and no payload's global is set (xss-corpus.spec.ts proves the watch sees a script that runs).
 */

test('saved addresses run nothing in the address book, its edit forms, the account page and the location page and modal', async ({
  page,
  baseURL,
}) => {
  const ran = watchForScripts(page);
  const addresses = await sampleAddressBook(page, baseURL as string);

  await page.goto('/cl/account/addresses/');
  const book = page.getByRole('list', { name: 'Mis direcciones' });
  for (const address of addresses) await expect(book).toContainText(shown(address.street));
  await settled(page);
  expect(await ran()).toEqual([]);

  for (const address of addresses) {
    await page.goto(`/cl/account/addresses/?edit=${encodeURIComponent(address.id)}`);
    await expect(page.locator('#address-form input[name="label"]')).toHaveValue(address.label);
    await settled(page);
    expect(await ran(), address.label).toEqual([]);
  }

  const [preferred] = addresses;
  await page.goto('/cl/account/');
  await expect(page.getByRole('region', { name: 'Direcciones' })).toContainText(shown(preferred?.street ?? ''));
  await settled(page);
  expect(await ran()).toEqual([]);

  // the location page without the modal, then the modal's saved-address way (its island lists them from the API)
  await page.goto('/cl/location/');
  for (const address of addresses) await expect(page.getByRole('main')).toContainText(option(address));
  await settled(page);
  await page.getByRole('button', { name: /^Despachar a / }).click();
  const dialog = page.getByRole('dialog', { name: 'Elige dónde recibir tus productos' });
  for (const address of addresses) await expect(dialog).toContainText(option(address));
  expect(await ran()).toEqual([]);
});

test('saved addresses run nothing at checkout, in the delivery step and, once chosen, in the review', async ({
  page,
  baseURL,
}) => {
  const ran = watchForScripts(page);
  const addresses = await sampleAddressBook(page, baseURL as string);
  const { home } = productsToBuy('cl', '10', '13101', 3);
  await cartWith(page, baseURL as string, home.skuId);
  await identifyAs(page, baseURL as string, { buyerKind: 'person' });
  await page.goto('/cl/checkout/');
  await expect(page).toHaveURL(/\/cl\/checkout\/delivery\/$/);
  for (const address of addresses) await expect(page.getByRole('main')).toContainText(option(address));
  await settled(page);
  expect(await ran()).toEqual([]);

  for (const address of addresses) {
    await deliverTo(page, baseURL as string, { ...clDelivery, addressId: address.id });
    await page.goto('/cl/checkout/review/');
    await expect(page.getByRole('main')).toContainText(shown(address.street));
    await settled(page);
    expect(await ran(), address.label).toEqual([]);
  }
});

/** A guest's cart at the delivery step: one product, the guest's email given through the identify step's form. */
async function guestAtDelivery(page: Page, baseURL: string, skip: number) {
  const { home } = productsToBuy('cl', '10', '13101', skip);
  await cartWith(page, baseURL, home.skuId);
  await identifyAs(page, baseURL, { email: `xss-calle-${randomUUID()}@andamio.test`, buyerKind: 'person' });
}

test('a street typed at checkout by a guest runs nothing in the review', async ({ page, baseURL }) => {
  const ran = watchForScripts(page);
  await guestAtDelivery(page, baseURL as string, 4);
  for (const payload of xssSample) {
    const street = pad(payload, 2, 80);
    await deliverTo(page, baseURL as string, { ...clDelivery, street });
    await page.goto('/cl/checkout/review/');
    await expect(page.getByRole('main')).toContainText(shown(street));
    await settled(page);
    expect(await ran(), payload).toEqual([]);
  }
});

test('a street typed at checkout by a guest runs nothing in the delivery step’s field', async ({ page, baseURL }) => {
  const ran = watchForScripts(page);
  await guestAtDelivery(page, baseURL as string, 5);
  for (const payload of xssSample) {
    const street = pad(payload, 2, 80);
    await deliverTo(page, baseURL as string, { ...clDelivery, street });
    await page.goto('/cl/checkout/delivery/');
    await expect(page.getByLabel('Calle', { exact: true })).toHaveValue(street.trim());
    await settled(page);
    expect(await ran(), payload).toEqual([]);
  }
});
