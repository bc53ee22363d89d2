import { createHash, randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext } from '@playwright/test';
import { hashPassword } from '../../../src/server/accounts/password-hash';

/**
 * Customers of their own for the wish list and quotation browser tests (the e2e database outlives
 * a run, so each test makes its own and finds only its own lists), and the one thing a browser
 * cannot do: let 72 hours pass, by writing a quotation's expiry in the past.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';
export const listsPassword = 'listas-de-prueba';

function withDatabase<T>(use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export interface Customer {
  id: string;
  email: string;
}

/** A new customer who can log in with `listsPassword`, with the wish lists named (oldest first). */
export async function newCustomer(tenant: string, lists: string[] = []): Promise<Customer> {
  const id = `lists-${randomBytes(6).toString('hex')}`;
  const email = `${id}@andamio.test`;
  const hash = await hashPassword(listsPassword);
  const now = Date.now();
  withDatabase((db) => {
    db.prepare(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES (?, ?, ?, ?, 'person', NULL, 'Lista', 'Prueba', NULL, NULL, 0, ?)`,
    ).run(tenant, id, email, hash, new Date(now).toISOString());
    lists.forEach((name, index) => {
      db.prepare('INSERT INTO wish_lists (tenant, id, user_id, name, created_at) VALUES (?, ?, ?, ?, ?)').run(
        tenant,
        randomBytes(16).toString('base64url'),
        id,
        name,
        new Date(now + index).toISOString(),
      );
    });
  });
  return { id, email };
}

/** Logs the browser in as the customer: a session row and its cookie, as the login form would leave them. */
export async function logIn(context: BrowserContext, baseURL: string, tenant: string, customer: Customer) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  withDatabase((db) => {
    db.prepare(
      'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    ).run(
      tenant,
      createHash('sha256').update(token).digest('hex'),
      customer.id,
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    );
  });
  await context.addCookies([{ name: 'session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** The 72 hours are over: the quotation's expiry, and the frozen prices it left in carts, move into the past. */
export function expireQuotation(tenant: string, id: string): void {
  const past = new Date(Date.now() - 60_000).toISOString();
  withDatabase((db) => {
    db.prepare('UPDATE quotations SET expires_at = ? WHERE tenant = ? AND id = ?').run(past, tenant, id);
    db.prepare('UPDATE cart_lines SET frozen_until = ? WHERE tenant = ? AND quotation_id = ?').run(past, tenant, id);
  });
}
