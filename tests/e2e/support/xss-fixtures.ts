import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';

/** Setup for tests/e2e/xss-corpus.spec.ts: products to review, reviews posted, customers with a name. */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

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

/** A customer of cl whose first name is `name`, with the demo customers' password; answers the email. */
export function customerNamed(name: string): string {
  const email = `xss-${randomUUID().slice(0, 12)}@andamio.test`;
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    const demo = db
      .prepare("SELECT password_hash FROM users WHERE tenant = 'cl' AND email = 'cliente@andamio.test'")
      .get() as { password_hash: string };
    db.prepare(
      `INSERT INTO users (tenant, id, email, password_hash, kind, first_name, last_name, pro_buyer, created_at)
       VALUES ('cl', ?, ?, ?, 'person', ?, 'Prueba', 0, ?)`,
    ).run(randomUUID(), email, demo.password_hash, name, new Date().toISOString());
  } finally {
    db.close();
  }
  return email;
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

/** A saved address as GET and POST /api/{tenant}/addresses answer it. */
export interface SavedAddress {
  id: string;
  label: string;
  street: string;
  zoneLabel: string;
}

/** Logs `email` in on cl with the account page's form, as the browser posts it; the page's context keeps the cookie. */
export async function logInAs(page: Page, baseURL: string, email: string): Promise<void> {
  const response = await page.request.post('/cl/account/?_action=account.login', {
    form: { kind: 'person', email, password: 'andamio123' },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() >= 400) throw new Error(`login of ${email}: ${response.status()}`);
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
