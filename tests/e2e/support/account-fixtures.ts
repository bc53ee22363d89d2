import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext } from '@playwright/test';
import { logInWithCookie, userIdOf } from './session-cookie';

/**
 * Customers of the e2e database made for one test, so address books start empty however often
 * the specs run. Each gets the demo customers' password hash (password andamio123); the specs log
 * them in with a session cookie.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';
export const customerPassword = 'andamio123';

export function newCustomer(
  tenant: string,
  member: { loyaltyTier?: 'Fan' | 'Premium' | 'Elite'; segment?: 'Gold' | 'Black' } = {},
): string {
  const email = `e2e-${randomUUID().slice(0, 12)}@andamio.test`;
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    const demo = db
      .prepare("SELECT password_hash FROM users WHERE tenant = ? AND email = 'cliente@andamio.test'")
      .get(tenant) as { password_hash: string } | undefined;
    if (!demo) throw new Error(`No demo customer in ${databasePath} for ${tenant}`);
    db.prepare(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES (?, ?, ?, ?, 'person', NULL, 'Rosa', 'Prueba', ?, ?, 0, ?)`,
    ).run(
      tenant,
      randomUUID(),
      email,
      demo.password_hash,
      member.loyaltyTier ?? null,
      member.segment ?? null,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return email;
}

/** Two served zones of the tenant, by id, with the label the address book shows. */
export function servedZones(tenant: string): { id: string; label: string }[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db
      .prepare('SELECT id, label FROM zones WHERE tenant = ? AND served = 1 ORDER BY id LIMIT 2')
      .all(tenant) as { id: string; label: string }[];
  } finally {
    db.close();
  }
}

/**
 * Logs the browser in as the customer with this email: a session row and its cookie, as the login
 * form would leave them (the login form's own tests: tests/http/account-forms.test.ts).
 */
export async function logIn(context: BrowserContext, baseURL: string, tenant: string, email: string): Promise<void> {
  await logInWithCookie(context, baseURL, tenant, userIdOf(tenant, email));
}
