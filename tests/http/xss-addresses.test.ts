import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clDelivery } from '../support/checkout-people';
import { xssPayloads } from '../support/xss-payloads';
import { customerSession } from './cart-fixtures';
import { formOf, type PageForm } from './html-forms';
import { textsIn, withAttribute } from './html-tokens';
import { NoJsBrowser } from './no-js-browser';
import { stockedSku } from './purchase-fixtures';
import { expectNotRepeated, expectShownAsData } from './xss-check';

/**
 * What shoppers type comes back as text (docs/rendering-and-caching.md#what-shoppers-type): every payload of
 * tests/support/xss-payloads.ts typed as an address into the address book's form and as the
 * checkout's street comes back as data wherever the server shows it (the address book, its edit
 * form, the account page, the location page, the checkout's delivery step and review), and
 * nothing of it runs (xss-check.ts). What the server refuses is told with its message, which does
 * not repeat the payload. The browser watches a sample run nothing (tests/e2e/xss-addresses.spec.ts).
 */
const zone = { id: '01101', label: 'Iquique' };
const pad = (text: string, min: number, max: number) =>
  (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
/** An address made of a payload: the name cut to the 40 characters allowed, the street to 120. */
const addressOf = (payload: string) => ({ label: payload.slice(0, 40), street: pad(payload, 3, 120), zoneId: zone.id });
const book = '/cl/account/addresses/';
const crafted = (action: string): PageForm => ({
  action,
  method: 'post',
  fields: {},
  options: {},
  buttons: [],
  within: [],
});

interface Saved {
  id: string;
  label: string;
  street: string;
  zoneLabel: string;
}

async function customer(): Promise<NoJsBrowser> {
  const session = await customerSession('cl', { segment: null, proBuyer: false });
  return new NoJsBrowser({ cookies: { session } });
}

/** The customer's addresses, as GET /api/cl/addresses answers them (JSON: the island's source). */
async function addressesOf(browser: NoJsBrowser): Promise<Saved[]> {
  const listed = await browser.call<{ addresses: Saved[] }>('/api/cl/addresses');
  expect(listed.status).toBe(200);
  return listed.body.data?.addresses ?? [];
}

describe('addresses typed with the payloads', () => {
  // ten addresses to a customer (the limit); each batch is a customer or a guest of its own, side by side
  const batches = Array.from({ length: Math.ceil(xssPayloads.length / 10) }, (_, n) =>
    xssPayloads.slice(n * 10, n * 10 + 10),
  );

  it.concurrent.each(batches.map((batch, n) => [n + 1, batch] as const))(
    'batch %i: stay text in the address book, its edit form, the account page, the location page and the checkout',
    async (_, batch) => {
      const browser = await customer();
      const form = formOf((await browser.get(book)).html, 'addresses.create');
      for (const payload of batch) {
        const added = await browser.submitForm(book, form, addressOf(payload));
        expect(added.location, payload).toBe(`${book}?done=1`);
      }
      const saved = await addressesOf(browser);
      expect(saved.map(({ label, street }) => ({ label, street }))).toEqual(
        batch.map((payload) => ({ label: addressOf(payload).label.trim(), street: addressOf(payload).street.trim() })),
      );

      const listed = (await browser.get(book)).html;
      for (const address of saved) {
        expectShownAsData(listed, address.label, `address book: name ${address.label}`);
        expectShownAsData(listed, address.street, `address book: street ${address.street}`);
        const edit = await browser.get(`${book}?edit=${encodeURIComponent(address.id)}`);
        const fields = formOf(edit.html, 'addresses.update').fields;
        expect(fields, address.label).toMatchObject({ label: address.label, street: address.street });
        expect(textsIn(edit.html, withAttribute('id', 'address-form-heading')).join(''), address.label).toBe(
          `Editar la dirección ${address.label}`,
        );
        expectShownAsData(edit.html, address.street, `edit form of ${address.label}`);
      }

      const [preferred] = saved as [Saved];
      const account = (await browser.get('/cl/account/')).html;
      expectShownAsData(
        account,
        `Dirección predeterminada: ${preferred.label}, ${preferred.street}, ${preferred.zoneLabel}`,
        'account page',
      );
      const location = (await browser.get('/cl/location/')).html;
      for (const address of saved) {
        expectShownAsData(location, `${address.label}: ${address.street}, ${address.zoneLabel}`, 'location page');
      }

      // the checkout offers them, and the review shows the one chosen
      const sku = await stockedSku('cl', '10');
      expect((await browser.call('/api/cl/cart/items', { json: { skuId: sku.skuId, quantity: 1 } })).status).toBe(200);
      const identify = await browser.get('/cl/checkout/identify/');
      await browser.submitForm('/cl/checkout/identify/', formOf(identify.html, 'checkout.identify'), {});
      const delivery = await browser.get('/cl/checkout/delivery/');
      expect(delivery.status).toBe(200);
      for (const address of saved) {
        expectShownAsData(delivery.html, `${address.label}: ${address.street}, ${address.zoneLabel}`, 'delivery step');
        const review = await browser.follow(
          await browser.submitForm('/cl/checkout/delivery/', formOf(delivery.html, 'checkout.delivery'), {
            ...clDelivery,
            addressId: address.id,
          }),
        );
        // an address in another zone says so on the next step
        expect(review.url, address.label).toMatch(/^\/cl\/checkout\/(payment|review)\/(\?addressZone=1)?$/);
        if (review.url.includes('/payment/')) {
          await browser.submitForm(review.url, formOf(review.html, 'checkout.payment'), {
            paymentMethod: 'bankTransfer',
          });
        }
        expectShownAsData(
          (await browser.get('/cl/checkout/review/')).html,
          address.street,
          `review of ${address.label}`,
        );
      }
    },
  );

  it.concurrent.each(batches.map((batch, n) => [n + 1, batch] as const))(
    'batch %i: a street typed at checkout by a guest stays text in the delivery step’s field and in the review',
    async (n, batch) => {
      const browser = new NoJsBrowser();
      const sku = await stockedSku('cl', '10', n);
      expect((await browser.call('/api/cl/cart/items', { json: { skuId: sku.skuId, quantity: 1 } })).status).toBe(200);
      const identify = await browser.get('/cl/checkout/identify/');
      await browser.submitForm('/cl/checkout/identify/', formOf(identify.html, 'checkout.identify'), {
        email: `xss-calle-${randomUUID()}@andamio.test`,
      });
      for (const payload of batch) {
        const street = pad(payload, 2, 80);
        const reference = pad(payload, 1, 120);
        const delivery = await browser.get('/cl/checkout/delivery/');
        const sent = await browser.submitForm('/cl/checkout/delivery/', formOf(delivery.html, 'checkout.delivery'), {
          ...clDelivery,
          street,
          reference,
        });
        expect(sent.status, payload).toBe(303);
        const next = await browser.follow(sent);
        if (next.url.endsWith('/payment/')) {
          await browser.submitForm(next.url, formOf(next.html, 'checkout.payment'), { paymentMethod: 'bankTransfer' });
        }
        expectShownAsData((await browser.get('/cl/checkout/review/')).html, street.trim(), `review of ${payload}`);
        const again = (await browser.get('/cl/checkout/delivery/')).html;
        expect(formOf(again, 'checkout.delivery').fields.street, payload).toBe(street.trim());
        expect(formOf(again, 'checkout.delivery').fields.reference, payload).toBe(reference.trim());
        expectShownAsData(again, street.trim(), `delivery step of ${payload}`);
      }
    },
  );
});

describe('address fields the server refuses', () => {
  it('are told with their message, which does not repeat the payload', async () => {
    const browser = await customer();
    const message = 'El nombre de la dirección debe tener como máximo 40 caracteres.';
    await Promise.all(
      xssPayloads.map(async (payload) => {
        // not a zone of the tenant
        const noZone = await browser.call('/api/cl/addresses', {
          json: { label: 'Casa', street: 'Los Aromos 1234', zoneId: payload },
        });
        expect(noZone.status, payload).toBe(400);
        expect(
          noZone.body.errors?.map((error) => error.message),
          payload,
        ).toEqual(['Elige una zona de la lista.']);
        if (payload.trim().length <= 40) return;
        // a name longer than the 40 characters allowed, through the API and through the form as a crafted request sends it
        const tooLong = await browser.call('/api/cl/addresses', {
          json: { label: payload, street: 'Los Aromos 1234', zoneId: zone.id },
        });
        expect(tooLong.status, payload).toBe(400);
        expect(
          tooLong.body.errors?.map((error) => error.message),
          payload,
        ).toEqual([message]);
        const refused = await browser.submitForm(book, crafted('?_action=addresses.create'), {
          label: payload,
          street: 'Los Aromos 1234',
          zoneId: zone.id,
        });
        const told = await browser.follow(refused);
        expect(textsIn(told.html, withAttribute('role', 'alert')), payload).toEqual([message]);
        expectNotRepeated(told.html, payload.trim(), `address book after ${payload}`);
      }),
    );
    expect(await addressesOf(browser)).toEqual([]);
  });
});
