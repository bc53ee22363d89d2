import { expect, type Page } from '@playwright/test';
import { xssPayloads } from '../../support/xss-payloads';
import { servedZones } from './account-fixtures';
import { customerNamed, logInAs, postAddress, type SavedAddress } from './xss-fixtures';

/** Steps of the XSS tests through addresses (xss-addresses.spec.ts) and postal codes (xss-postal-codes.spec.ts). */

/** Text as the page shows it: runs of blanks are one space. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
export const pad = (text: string, min: number, max: number) =>
  (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
/** An address made of a payload: the name cut to the 40 characters allowed, the street to 120. */
export const addressOf = (payload: string, zoneId: string) => ({
  label: payload.slice(0, 40),
  street: pad(payload, 3, 120),
  zoneId,
});
export const option = (address: SavedAddress) => shown(`${address.label}: ${address.street}, ${address.zoneLabel}`);
export const sameOrigin = (page: Page) => new URL(page.url()).origin;

/** After the delivery step: the payment the first time (bank transfer), straight to the review once one is chosen. */
export async function toReview(page: Page) {
  await expect(page).toHaveURL(/\/cl\/checkout\/(payment|review)\/$/);
  if (new URL(page.url()).pathname.endsWith('/payment/')) {
    await page.getByRole('radio', { name: /^Transferencia bancaria/ }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/cl\/checkout\/review\/$/);
}

/**
 * Every payload saved as an address through the API, ten to a customer (the limit): calls `use`
 * once per customer, logged in on `page`, with their addresses as the API answered them.
 */
export async function withAddressBooks(
  page: Page,
  baseURL: string,
  use: (addresses: SavedAddress[], first: number) => Promise<void>,
) {
  const [zone] = servedZones('cl');
  if (!zone) throw new Error('a served zone in cl');
  const perCustomer = 10;
  for (let first = 0; first < xssPayloads.length; first += perCustomer) {
    await page.context().clearCookies();
    await logInAs(page, baseURL, customerNamed('Rosa'));
    const addresses: SavedAddress[] = [];
    for (const payload of xssPayloads.slice(first, first + perCustomer)) {
      const sent = addressOf(payload, zone.id);
      const saved = await postAddress(page, baseURL, sent);
      expect(saved.status, payload).toBe(201);
      expect(saved.address, payload).toMatchObject({ label: sent.label.trim(), street: sent.street.trim() });
      addresses.push(saved.address as SavedAddress);
    }
    await use(addresses, first);
  }
}

/** A cart of one unit of the SKU, for the checkout: added through the cart API as the island adds it. */
export async function cartWith(page: Page, skuId: string) {
  await page.goto('/cl/cart/');
  const added = await page.request.post('/api/cl/cart/items', {
    data: { skuId, quantity: 1 },
    headers: { origin: sameOrigin(page) },
  });
  expect(added.status()).toBe(200);
  await page.goto('/cl/checkout/');
}
