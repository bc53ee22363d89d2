import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext } from '@playwright/test';
import { hashPassword } from '../../../src/server/accounts/password-hash';
import { logInWithCookie } from './session-cookie';

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
  await logInWithCookie(context, baseURL, tenant, customer.id);
}

/** The 72 hours are over: the quotation's expiry, and the frozen prices it left in carts, move into the past. */
export function expireQuotation(tenant: string, id: string): void {
  const past = new Date(Date.now() - 60_000).toISOString();
  withDatabase((db) => {
    db.prepare('UPDATE quotations SET expires_at = ? WHERE tenant = ? AND id = ?').run(past, tenant, id);
    db.prepare('UPDATE cart_lines SET frozen_until = ? WHERE tenant = ? AND quotation_id = ?').run(past, tenant, id);
  });
}

/** Puts SKUs in the customer's list of that name, as adds would have (a SKU the catalogue has since lost too). */
export function fillList(tenant: string, customer: Customer, listName: string, skuIds: string[]): void {
  withDatabase((db) => {
    const list = db
      .prepare('SELECT id FROM wish_lists WHERE tenant = ? AND user_id = ? AND name = ?')
      .get(tenant, customer.id, listName) as { id: string } | undefined;
    if (!list) throw new Error(`${customer.email} has no list ${listName}`);
    for (const skuId of skuIds) {
      db.prepare('INSERT INTO wish_list_items (tenant, wish_list_id, sku_id, added_at) VALUES (?, ?, ?, ?)').run(
        tenant,
        list.id,
        skuId,
        new Date().toISOString(),
      );
    }
  });
}

/** A product priced in the group, sent home, with no units left to send: the cart refuses it. */
export function soldOutProduct(tenant: string, priceGroup: string): { skuId: string; name: string } {
  return withDatabase((db) => {
    const found = db
      .prepare(
        `SELECT s.id AS skuId, p.name FROM skus s
           JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
           LEFT JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
          WHERE s.tenant = ? AND p.shipping_type = 'home' AND COALESCE(d.quantity, 0) = 0
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
          ORDER BY s.id LIMIT 1`,
      )
      .get(tenant, priceGroup) as { skuId: string; name: string } | undefined;
    if (!found) throw new Error(`No sold-out product on ${tenant}`);
    return found;
  });
}
