import { createHash, randomBytes } from 'node:crypto';
import { shopperCookies } from '../../src/lib/cookies';
import { hashPassword } from '../../src/server/accounts/password-hash';
import { NoJsBrowser } from './no-js-browser';
import { run } from './test-database';

/**
 * Customers of the test's own for the no-JS form journeys (the database outlives a run, so each
 * test makes its own), and a browser already logged in as one.
 */
export interface Customer {
  id: string;
  email: string;
  password: string;
}

/**
 * A customer of the test's own (the database outlives a run), who can log in with the password,
 * with the loyalty tier and specialists-circle segment given.
 */
export async function newCustomer(
  tenant: string,
  member: { firstName?: string; loyaltyTier?: string; segment?: string } = {},
): Promise<Customer> {
  const id = `forms-${randomBytes(6).toString('hex')}`;
  const customer = { id, email: `${id}@andamio.test`, password: 'clave-de-prueba' };
  await run(
    `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
     VALUES (?, ?, ?, ?, 'person', NULL, ?, 'Prueba', ?, ?, 0, ?)`,
    tenant,
    id,
    customer.email,
    await hashPassword(customer.password),
    member.firstName ?? 'Rosa',
    member.loyaltyTier ?? null,
    member.segment ?? null,
    new Date().toISOString(),
  );
  return customer;
}

/** A browser already logged in as a new customer, as the login form would leave it (no form: only the login tests use it). */
export async function loggedIn(tenant: string, member: Parameters<typeof newCustomer>[1] = {}) {
  const customer = await newCustomer(tenant, member);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await run(
    'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    tenant,
    createHash('sha256').update(token).digest('hex'),
    customer.id,
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  return { browser: new NoJsBrowser({ cookies: { [shopperCookies(tenant).session]: token } }), customer };
}
