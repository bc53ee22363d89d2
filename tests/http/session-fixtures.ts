import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { translator } from '../../src/lib/messages';
import { demoPassword, seedDemoUsers } from '../../src/server/accounts/demo-users';
import { hashPassword } from '../../src/server/accounts/password-hash';
import { openConfiguredDatabase } from '../../src/server/db';
import { tenantIds } from '../../src/tenants/schema';
import { baseUrl } from './client';
import { removeMailTo } from './outbox-mail';
import { type Reply, rawCall } from './raw-call';
import { run, testDatabasePath, testDatabaseUrl } from './test-database';

export { freshAddress, type Reply } from './raw-call';

/**
 * Helpers for the session HTTP tests. Failed logins are rate-limited per address and the test
 * database outlives a run, so calls come from fresh loopback addresses (all of 127/8 reaches the
 * server) and each run uses its own emails where failures are counted.
 */
export const runId = randomUUID().slice(0, 8);

/** An HTTP call from a chosen address, with a cookie (fetch neither keeps cookies nor chooses its address). */
export const call = rawCall;

/** The session cookie a reply sets (`session`, or `session_<tenant>` off cl): its value (empty when cleared) and its attributes. */
export function sessionCookie(
  reply: Reply<unknown>,
): { name: string; value: string; attributes: string[] } | undefined {
  const line = reply.setCookies.find((cookie) => /^session(_[a-z]+)?=/.test(cookie));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  return { name, value: decodeURIComponent(pair.slice(name.length + 1)), attributes };
}

/** An account only these tests use, so resetting its password leaves the documented demo ones alone. */
export const resetAccount = {
  id: `reset-${runId}`,
  email: `restablecer.${runId}@andamio.test`,
  password: 'clave-inicial',
};

/** The demo customers: the start-up preparation creates them too; seeding is idempotent. */
export async function prepareAccounts(): Promise<void> {
  const handle = openConfiguredDatabase({ DATABASE_URL: testDatabaseUrl, DATABASE_PATH: resolve(testDatabasePath) });
  try {
    await seedDemoUsers(handle, tenantIds);
  } finally {
    await handle.close();
  }
}

/** A person's account of this run, in cl and br (tests that pause or reset it reach no other). */
export async function createAccount(account: { id: string; email: string; password: string }): Promise<void> {
  const hash = await hashPassword(account.password);
  for (const tenant of ['cl', 'br']) {
    await run(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES (?, ?, ?, ?, 'person', NULL, ?, 'Teste', NULL, NULL, 0, ?)`,
      tenant,
      account.id,
      account.email,
      hash,
      tenant === 'br' ? 'Joana' : 'Rosa',
      new Date().toISOString(),
    );
  }
}

/** Removes an account of this run (its sessions, links, login browsers and emails go with it). */
export async function removeAccount(account: { id: string; email: string }): Promise<void> {
  await removeMailTo(account.email);
  for (const table of ['sessions', 'password_resets', 'login_devices'])
    await run(`DELETE FROM ${table} WHERE user_id = ?`, account.id);
  await run('DELETE FROM users WHERE id = ?', account.id);
}

/** This run's reset account, in cl and br. */
export const createResetAccount = () => createAccount(resetAccount);

/** Removes this run's reset account. */
export const removeResetAccount = () => removeAccount(resetAccount);

export { newMail, outboxFiles, waitForNewMail } from './outbox-mail';

export interface Session {
  status: 'customer' | 'guest' | 'anonymous';
  loggedIn: boolean;
  customer: null | {
    kind: string;
    name: string;
    email: string;
    taxId: string | null;
    loyaltyTier: string | null;
    specialistsCircleSegment: string | null;
    proBuyer: boolean;
    exclusiveDiscount: boolean;
  };
  loginMethods: string[];
  socialLogin: { allowed: boolean; configured: boolean; scope: string[] };
  links: { changePassword: boolean; orderList: boolean };
  expiresAt: string | null;
}

export const es = translator('es');
export const pt = translator('pt');
export const person = (email: string, password = demoPassword) => ({ kind: 'person', email, password });
export const cookieOf = (reply: Reply<unknown>) => {
  const cookie = sessionCookie(reply);
  return `${cookie?.name ?? 'session'}=${cookie?.value ?? ''}`;
};
/** A cleared cookie: Astro sends a placeholder value that expired in 1970. */
export const cleared = (reply: Reply<unknown>) => {
  const expires = sessionCookie(reply)?.attributes.find((attribute) => attribute.startsWith('Expires='));
  return expires !== undefined && Date.parse(expires.slice('Expires='.length)) < Date.now();
};
/** A POST as a browser on the site sends it, with its own origin. */
export const sameSite = () => ({ origin: new URL(baseUrl).origin });
export const post = (path: string, cookie?: string) =>
  call<Session>(path, { method: 'POST', headers: sameSite(), ...(cookie === undefined ? {} : { cookie }) });

export async function logIn(tenant: string, form: Record<string, unknown>) {
  const reply = await call<Session>(`/api/${tenant}/login`, { json: form });
  expect(reply.status, reply.text).toBe(200);
  return { reply, cookie: cookieOf(reply) };
}
