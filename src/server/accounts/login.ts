import type { LoginForm } from '../../lib/validation/account';
import { ApiError, apiErrorCodes } from '../api/errors';
import type { Db } from '../db';
import { deviceOwner } from './login-devices';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password-hash';
import { forgiveOne, hit, type RateLimit, reset, sweep } from './rate-limit';
import { hashToken } from './tokens';
import { findUserByEmail, normaliseEmail, normaliseTaxId, type UserRow } from './users';

/**
 * Failed logins allowed before a pause, each counted in a window of a quarter hour:
 * - per account and client, few: a guesser targets one account. The client is the browser when
 *   the account logged in from it before (login-devices.ts), else the address; a guesser pauses
 *   only itself, never the owner somewhere else;
 * - per account, from clients it never logged in from, more: a guesser spread over many
 *   addresses. This one may pause the owner on a new browser, never on one they logged in from;
 *   the reset email lifts every pause of the account (password-reset.ts);
 * - per address, whatever the accounts: an office or a mobile carrier puts many shoppers behind
 *   one address, so it is as high as the last.
 */
export const loginLimits = {
  perClient: { limit: 10, windowSeconds: 15 * 60 },
  perAccount: { limit: 50, windowSeconds: 15 * 60 },
  perAddress: { limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export const loginAccountKey = (tenant: string, email: string) => `login:email:${tenant}:${normaliseEmail(email)}`;
/** The start of every client's key of one account: an email never holds a space, so none is another's start. */
export const loginClientPrefix = (tenant: string, email: string) => `login:client:${tenant}:${normaliseEmail(email)} `;
export const loginAddressKey = (tenant: string, address: string) => `login:ip:${tenant}:${address}`;

/** Who is trying: the address, and the browser's login-device token if it sent one. */
export interface LoginClient {
  address: string;
  deviceToken?: string | undefined;
}

/** 429 with the wait in minutes; the endpoint also sends it as Retry-After. */
export class TooManyAttempts extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, {
      code: apiErrorCodes.tooManyRequests,
      key: 'account.login.tooManyAttempts',
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** docs/accounts-and-lists.md: one answer for an unknown email, a wrong password or the wrong kind of account. */
export const invalidCredentials = () =>
  new ApiError(401, { code: apiErrorCodes.unauthorized, key: 'errors.invalidCredentials' });

/**
 * docs/accounts-and-lists.md "login API failure": anything but an answer about the credentials (a database error,
 * a full disk) reaches the shopper as the login-problem message, never as a stack trace.
 */
export function asLoginFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(500, { code: apiErrorCodes.internal, key: 'errors.login' }, { cause: error });
}

/** A person logs in as a person; a company with its email and its own tax id. */
function sameAccount(user: UserRow, form: LoginForm): boolean {
  if (form.kind === 'person') return user.kind === 'person';
  return user.kind === 'company' && user.tax_id !== null && normaliseTaxId(user.tax_id) === normaliseTaxId(form.taxId);
}

/**
 * Checks a login form against the tenant's accounts. Every attempt is counted first (so a
 * burst of parallel guesses cannot pass the limit); a right one is then forgiven. The password
 * is always hashed, against a decoy when the email is unknown, so both failures take as long;
 * the same rows are read for either.
 */
export async function logIn(
  db: Db,
  tenant: string,
  form: LoginForm,
  client: LoginClient,
  now = new Date(),
): Promise<UserRow> {
  const owner = client.deviceToken === undefined ? undefined : await deviceOwner(db, tenant, client.deviceToken, now);
  const user = await findUserByEmail(db, tenant, form.email);
  const knownDevice = owner !== undefined && owner === user?.id;
  const who =
    knownDevice && client.deviceToken !== undefined
      ? `device:${hashToken(client.deviceToken)}`
      : `ip:${client.address}`;
  const clientKey = `${loginClientPrefix(tenant, form.email)}${who}`;
  const accountKey = loginAccountKey(tenant, form.email);
  const addressKey = loginAddressKey(tenant, client.address);
  const counts = [
    await hit(db, clientKey, loginLimits.perClient, now),
    await hit(db, addressKey, loginLimits.perAddress, now),
    ...(knownDevice ? [] : [await hit(db, accountKey, loginLimits.perAccount, now)]),
  ];
  const blocked = counts.filter((count) => count.exceeded);
  if (blocked.length > 0) throw new TooManyAttempts(Math.max(...blocked.map((count) => count.retryAfterSeconds)));

  const passwordMatches = await verifyPassword(form.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !passwordMatches || !sameAccount(user, form)) throw invalidCredentials();

  await reset(db, clientKey);
  await forgiveOne(db, addressKey);
  if (!knownDevice) await forgiveOne(db, accountKey);
  // Counters of ended windows are dead weight: a right login is a good moment to drop them.
  await sweep(db, 'login:', loginLimits.perAddress, now);
  if (needsRehash(user.password_hash)) {
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(form.password) })
      .where('tenant', '=', tenant)
      .where('id', '=', user.id)
      .execute();
  }
  return user;
}
