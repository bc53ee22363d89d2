import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { searchQueryLimits } from '../../src/lib/search-query';
import { xssPayloads } from '../support/xss-payloads';
import { baseUrl } from './client';
import { rawCall } from './raw-call';
import { rows, run } from './test-database';
import { expectNotRepeated, expectShownAsData } from './xss-check';

/**
 * What shoppers type comes back as text (docs/rendering-and-caching.md#what-shoppers-type): every payload of
 * tests/support/xss-payloads.ts sent as a search term, written in a review and given as a
 * customer's name comes back in the server's HTML as data, and nothing of it runs (xss-check.ts).
 * The browser watches a sample of them run nothing (tests/e2e/xss-corpus.spec.ts).
 */

/** Runs the check of every payload, side by side (each failure names its payload). */
const eachPayload = (check: (payload: string) => Promise<void>) => Promise.all(xssPayloads.map(check));

async function html(path: string, cookie?: string, status = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, cookie ? { headers: { cookie } } : {});
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type'), path).toContain('text/html');
  return response.text();
}

describe('search terms', () => {
  it('come back as text on the results page, wherever the search leads', async () => {
    await eachPayload(async (payload) => {
      const path = `/cl/search?Ntt=${encodeURIComponent(payload)}`;
      if (Array.from(payload).length > searchQueryLimits.termMaxLength) {
        // longer than the search field takes: not a search, and the page that says so does not repeat it
        expectNotRepeated(await html(path, undefined, 404), payload, `search for ${payload}`);
      } else {
        expectShownAsData(await html(path), payload.trim(), `search for ${payload}`);
      }
    });
  });

  it('come back from the typeahead as JSON, never as a page', async () => {
    await eachPayload(async (payload) => {
      const response = await fetch(`${baseUrl}/api/cl/s/typeahead/v1?Ntt=${encodeURIComponent(payload.slice(0, 100))}`);
      expect(response.headers.get('content-type'), payload).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options'), payload).toBe('nosniff');
      await response.body?.cancel();
    });
  });
});

describe('reviews', () => {
  it('written with the payloads show them as text on the product page', async () => {
    // nine reviews a product: a product page shows its ten newest
    const perProduct = 9;
    const products = (
      await rows<{ id: string }>(
        "SELECT id FROM products WHERE tenant = 'cl' ORDER BY id DESC LIMIT ? OFFSET 300",
        Math.ceil(xssPayloads.length / perProduct),
      )
    ).map((product) => product.id);
    const pad = (text: string, min: number, max: number) =>
      (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
    const batch = randomUUID().slice(0, 8);
    const titles = xssPayloads.map((payload) => pad(payload, 3, 80));
    const answers = await Promise.all(
      xssPayloads.map((payload, index) =>
        // reviews are limited per address: each comes from one of its own (rawCall's default)
        rawCall('/api/cl/reviews', {
          json: {
            productId: products[Math.floor(index / perProduct)],
            rating: 3,
            recommend: true,
            title: titles[index],
            comment: pad(payload, 30, 3000),
            alias: `xss ${index} ${batch}`,
            email: `xss.${index}.${batch}@correo.cl`,
            terms: true,
            attributes: { quality: 3, value: 3, ease: 3 },
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(xssPayloads.map(() => 201));
    for (const [group, product] of products.entries()) {
      const page = await html(`/cl/product/${product}/x/`);
      for (const title of titles.slice(group * perProduct, (group + 1) * perProduct)) {
        expectShownAsData(page, title.trim(), `review titled ${title} on product ${product}`);
      }
    }
  });
});

/** A customer of cl whose first name is `name`, with a live session; answers the cookie. */
async function customerNamed(name: string): Promise<string> {
  const id = `xss-${randomBytes(6).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await run(
    `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
     VALUES ('cl', ?, ?, 'not-a-hash', 'person', NULL, ?, 'Prueba', NULL, NULL, 0, ?)`,
    id,
    `${id}@andamio.test`,
    name,
    now.toISOString(),
  );
  await run(
    'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    'cl',
    createHash('sha256').update(token).digest('hex'),
    id,
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  return `session=${token}`;
}

describe('a customer’s name', () => {
  it('shows as text on the account page, and reaches the header’s island as JSON', async () => {
    await eachPayload(async (payload) => {
      const cookie = await customerNamed(payload);
      expectShownAsData(await html('/cl/account/', cookie), payload.trim(), `account page of ${payload}`);
      const shopper = await fetch(`${baseUrl}/api/cl/shopper`, { headers: { cookie } });
      expect(shopper.headers.get('content-type'), payload).toMatch(/^application\/json/);
      const { data } = (await shopper.json()) as { data: { session: { firstName: string } } };
      // the header shows at most 40 characters of it
      expect(data.session.firstName, payload).toBe(payload.trim().slice(0, 40));
    });
  });
});
