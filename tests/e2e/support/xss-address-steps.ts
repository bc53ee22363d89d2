import { expect, type Page } from '@playwright/test';
import { addressZone, logInAsNew, postAddress, type SavedAddress, xssSample } from './xss-fixtures';

/** Steps of the XSS watch through addresses (xss-addresses.spec.ts) and postal codes (xss-postal-codes.spec.ts). */

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

/**
 * A new customer, logged in on `page` with a session cookie, whose address book holds the sample
 * of payloads, saved through the API (the form's own escaping is checked over HTTP).
 */
export async function sampleAddressBook(page: Page, baseURL: string): Promise<SavedAddress[]> {
  const zone = addressZone();
  await logInAsNew(page, baseURL);
  const addresses: SavedAddress[] = [];
  for (const payload of xssSample) {
    const saved = await postAddress(page, baseURL, addressOf(payload, zone.id));
    expect(saved.status, payload).toBe(201);
    addresses.push(saved.address as SavedAddress);
  }
  return addresses;
}

/** A cart of one unit of the SKU, for the checkout: added through the cart API as the island adds it. */
export async function cartWith(page: Page, baseURL: string, skuId: string) {
  const added = await page.request.post('/api/cl/cart/items', {
    data: { skuId, quantity: 1 },
    headers: { origin: baseURL },
  });
  expect(added.status()).toBe(200);
}

/** Sends the identify step's form as the browser would: a guest's email, or a customer's choice of buyer. */
export async function identifyAs(page: Page, baseURL: string, form: Record<string, string>) {
  const sent = await page.request.post('/cl/checkout/identify/?_action=checkout.identify', {
    form,
    headers: { origin: baseURL, referer: `${baseURL}/cl/checkout/identify/` },
    maxRedirects: 0,
  });
  expect(sent.headers().location).toBe('/cl/checkout/?done=1');
}

/**
 * Sends the delivery step's form as the browser would (an address chosen or a street typed),
 * and the payment when the checkout asks for it first: the review is next.
 */
export async function deliverTo(page: Page, baseURL: string, fields: Record<string, string>) {
  const post = (step: string, form: Record<string, string>) =>
    page.request.post(`/cl/checkout/${step}/?_action=checkout.${step}`, {
      form,
      headers: { origin: baseURL, referer: `${baseURL}/cl/checkout/${step}/` },
      maxRedirects: 0,
    });
  expect((await post('delivery', fields)).status()).toBe(303);
  expect((await post('payment', { paymentMethod: 'bankTransfer' })).status()).toBe(303);
}
