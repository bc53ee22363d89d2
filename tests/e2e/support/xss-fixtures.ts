import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { xssPayloads } from '../../support/xss-payloads';
import { logInWithCookie } from './session-cookie';

/**
 * Setup of the browser's XSS watch (tests/e2e/xss-*.spec.ts): the sample of payloads it watches,
 * products to review, customers with a name, addresses, and the watch itself. Escaping of every
 * payload in every place is checked over HTTP (tests/http/xss-*.test.ts).
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

/**
 * The payloads the browser watches in each place, one of each kind: a script tag, an event
 * attribute, a quoted attribute broken out of, a javascript: URL, a script (or JSON) closed
 * early, entity- and percent-encoded markup.
 */
const sampled = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(4)>',
  '" autofocus onfocus="alert(26)',
  '<a href="javascript:alert(11)">x</a>',
  '"}]</script><script>alert(51)</script>',
  '&lt;script&gt;alert(37)&lt;/script&gt;',
  '%3Cscript%3Ealert(39)%3C/script%3E',
];
export const xssSample: readonly string[] = sampled.map((payload) => {
  if (!xssPayloads.includes(payload)) throw new Error(`${payload} is not one of tests/support/xss-payloads.ts`);
  return payload;
});

/** `count` products of cl, away from the ones other specs pick first. */
export function productsToReview(count: number): string[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db
      .prepare("SELECT id FROM products WHERE tenant = 'cl' ORDER BY id DESC LIMIT ? OFFSET 200")
      .all(count)
      .map((row) => (row as { id: string }).id);
  } finally {
    db.close();
  }
}

/**
 * Posts a review to the API as a shopper's browser would, from a loopback address of its own:
 * reviews are limited per address and the test database outlives a run. Answers the status.
 */
export function postReview(baseURL: string, review: Record<string, unknown>): Promise<number> {
  const body = JSON.stringify(review);
  const from = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL('/api/cl/reviews', baseURL),
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A customer of cl whose first name is `name`; answers their email and id. */
export function customerNamed(name: string): { email: string; userId: string } {
  const email = `xss-${randomUUID().slice(0, 12)}@andamio.test`;
  const userId = randomUUID();
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    db.prepare(
      `INSERT INTO users (tenant, id, email, password_hash, kind, first_name, last_name, pro_buyer, created_at)
       VALUES ('cl', ?, ?, 'not-a-hash', 'person', ?, 'Prueba', 0, ?)`,
    ).run(userId, email, name, new Date().toISOString());
  } finally {
    db.close();
  }
  return { email, userId };
}

/** A new customer of cl named `name`, logged in on `page` with a session cookie (not through the login form). */
export async function logInAsNew(page: Page, baseURL: string, name = 'Rosa'): Promise<{ email: string }> {
  const customer = customerNamed(name);
  await logInWithCookie(page.context(), baseURL, 'cl', customer.userId);
  return customer;
}

/** The first zone of cl that is served: where the addresses of the tests are. */
export function addressZone(): { id: string; label: string } {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare("SELECT id, label FROM zones WHERE tenant = 'cl' AND served = 1 ORDER BY id LIMIT 1").get() as {
      id: string;
      label: string;
    };
  } finally {
    db.close();
  }
}

/**
 * Starts watching a page for a payload that ran: a dialog it opened (dismissed at once) or the
 * global some payloads set. Answers what ran so far.
 */
export function watchForScripts(page: Page): () => Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return async () => {
    const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    return flag === undefined ? [...ran] : [...ran, `window.__xss = ${String(flag)}`];
  };
}

/**
 * The page has settled: its idle-time islands have hydrated (Astro drops `ssr` then), so the page
 * loaded, its images failed or loaded, and an autofocused field has had its focus.
 */
export async function settled(page: Page): Promise<void> {
  // every page's layout has the Toasts island, hydrated when the browser is idle
  await expect(page.locator('astro-island[component-url*="/Toasts."]:not([ssr])')).toHaveCount(1);
}

/** A saved address as GET and POST /api/{tenant}/addresses answer it. */
export interface SavedAddress {
  id: string;
  label: string;
  street: string;
  zoneLabel: string;
}

/** Posts an address to the API for the logged-in customer of `page`; answers the status and the body. */
export async function postAddress(
  page: Page,
  baseURL: string,
  address: { label: string; street: string; zoneId: string },
): Promise<{ status: number; address?: SavedAddress; messages: string[] }> {
  const response = await page.request.post('/api/cl/addresses', { data: address, headers: { origin: baseURL } });
  const body = (await response.json()) as {
    data?: { address: SavedAddress };
    errors?: { message: string }[];
  };
  return {
    status: response.status(),
    ...(body.data ? { address: body.data.address } : {}),
    messages: (body.errors ?? []).map((error) => error.message),
  };
}
