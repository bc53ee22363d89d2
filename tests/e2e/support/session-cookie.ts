import { createHash, randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext } from '@playwright/test';
import { shopperCookies } from '../../../src/lib/cookies';

/**
 * Logs a browser in without the login form: a session row and its cookie, as the form would
 * leave them (src/server/accounts: the cookie carries a token, the row its SHA-256). Only the
 * tests of the login forms themselves go through the forms.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

export async function logInWithCookie(
  context: BrowserContext,
  baseURL: string,
  tenant: string,
  userId: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    db.prepare(
      'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    ).run(
      tenant,
      createHash('sha256').update(token).digest('hex'),
      userId,
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    );
  } finally {
    db.close();
  }
  await context.addCookies([
    { name: shopperCookies(tenant).session, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The id of the tenant's customer with this email (the seeded demo customers, or one a test made). */
export function userIdOf(tenant: string, email: string): string {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const found = db.prepare('SELECT id FROM users WHERE tenant = ? AND email = ?').get(tenant, email) as
      | { id: string }
      | undefined;
    if (!found) throw new Error(`No customer ${email} on ${tenant} in ${databasePath}`);
    return found.id;
  } finally {
    db.close();
  }
}
