import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../support/xss-payloads';
import { baseUrl } from './client';
import type { PageForm } from './html-forms';
import { textsIn, withAttribute } from './html-tokens';
import { NoJsBrowser } from './no-js-browser';
import { activeMarkup, expectNotRepeated } from './xss-check';

/**
 * What shoppers type comes back as text (docs/rendering-and-caching.md#what-shoppers-type): every payload of
 * tests/support/xss-payloads.ts given as a postal code where zones are found by postal code (br,
 * mx: their own words and rules) is refused with its message, which does not repeat it; a code
 * named in the location page's address is never shown; and the location page's way back never
 * becomes a script URL. The browser watches a sample run nothing (tests/e2e/xss-postal-codes.spec.ts).
 */
const zipSites = [
  {
    tenant: 'br',
    invalid: 'O CEP só pode ter números e hífen.',
    generic: 'Algo deu errado. Tente novamente.',
  },
  {
    tenant: 'mx',
    invalid: 'El código postal solo puede tener números y guiones.',
    generic: 'Algo salió mal. Inténtalo de nuevo.',
  },
] as const;

const locationForm: PageForm = {
  action: '?_action=location.save',
  method: 'post',
  fields: {},
  options: {},
  buttons: [],
  within: [],
};

describe.each(zipSites)('$tenant: postal codes made of the payloads', (site) => {
  it('are refused by the location and postcode APIs with their message', async () => {
    await Promise.all(
      xssPayloads.map(async (payload) => {
        for (const path of [
          `/api/${site.tenant}/location?zipCode=${encodeURIComponent(payload)}`,
          `/api/${site.tenant}/postcodes?searchTerm=${encodeURIComponent(payload)}`,
        ]) {
          const answer = await fetch(`${baseUrl}${path}`);
          expect(answer.status, path).toBe(400);
          expect(answer.headers.get('content-type'), path).toContain('application/json');
          const { errors } = (await answer.json()) as { errors: { message: string }[] };
          expect(
            errors.map((error) => error.message),
            path,
          ).toEqual([site.invalid]);
        }
      }),
    );
  });

  it('put in the location page’s address as the code it did not find are never shown', async () => {
    // the no-JS form comes back with the code it did not find in the address: anyone can write that
    // address, so only a code of digits and a hyphen is given back (src/lib/flag-message-params.ts)
    await Promise.all(
      xssPayloads.map(async (payload) => {
        const flags = new URLSearchParams({
          locationError: 'validation.zip.notFound',
          'locationError.zipCode': payload,
        });
        const page = await new NoJsBrowser().get(`/${site.tenant}/location/?${flags}`);
        expect(page.status, payload).toBe(200);
        expect(textsIn(page.html, withAttribute('role', 'alert')), payload).toEqual([site.generic]);
        expectNotRepeated(page.html, payload, `location page message for ${payload}`);
      }),
    );
  });

  it('typed into the location page’s form are refused with the message, which does not repeat them', async () => {
    await Promise.all(
      xssPayloads.map(async (payload) => {
        const browser = new NoJsBrowser();
        // the field's length limit taken off, as a crafted request would
        const sent = await browser.submitForm(`/${site.tenant}/location/`, locationForm, {
          zipCode: payload.slice(0, 20),
        });
        expect(sent.status, payload).toBe(303);
        expect(sent.location, payload).not.toContain(encodeURIComponent(payload.slice(0, 20)));
        const told = await browser.follow(sent);
        expect(textsIn(told.html, withAttribute('role', 'alert')), payload).toEqual([site.invalid]);
        expectNotRepeated(told.html, payload.slice(0, 20).trim(), `location page after ${payload}`);
      }),
    );
  });
});

describe('the location page’s way back', () => {
  it('never becomes a script URL, whatever the address names as the page before', async () => {
    await Promise.all(
      xssPayloads.map(async (payload) => {
        const page = await new NoJsBrowser().get(`/cl/location/?back=${encodeURIComponent(payload)}`);
        expect(page.status, payload).toBe(200);
        expect(activeMarkup(page.html), payload).toEqual([]);
      }),
    );
  });
});
