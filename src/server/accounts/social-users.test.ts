import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { demoPassword } from './demo-users';
import { logIn } from './login';
import { customerForSocialLogin } from './social-users';
import { demoDatabase } from './test-database';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => ({ handle, dispose } = await demoDatabase(['cl', 'br'])));
afterAll(() => dispose());

const issuer = 'https://id.example';

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.details[0]?.key;
}

describe('the customer of a social login (docs/accounts-and-lists.md)', () => {
  it('creates a person from the ID token, then finds it by subject even after an email change', async () => {
    const created = await customerForSocialLogin(handle.db, 'cl', issuer, {
      sub: 'sub-1',
      email: 'nueva@correo.cl',
      name: 'Nueva Clienta',
    });
    expect(created).toMatchObject({
      email: 'nueva@correo.cl',
      first_name: 'Nueva',
      last_name: 'Clienta',
      kind: 'person',
    });
    const again = await customerForSocialLogin(handle.db, 'cl', issuer, { sub: 'sub-1', email: 'otra@correo.cl' });
    expect(again.id).toBe(created.id);
    // The same subject at another tenant is another customer: accounts are per tenant.
    const br = await customerForSocialLogin(handle.db, 'br', issuer, { sub: 'sub-1', email: 'nueva@correo.cl' });
    expect(br.id).not.toBe(created.id);
  });

  it('cannot log in with a password it never had', async () => {
    await customerForSocialLogin(handle.db, 'cl', issuer, { sub: 'sub-2', email: 'sinclave@correo.cl' });
    await expect(
      logIn(handle.db, 'cl', { kind: 'person', email: 'sinclave@correo.cl', password: '' }, { address: '10.0.0.9' }),
    ).rejects.toThrow(ApiError);
  });

  it('links an existing account only on an email the provider verified', async () => {
    const unverified = { sub: 'sub-3', email: 'cliente@andamio.test', email_verified: false };
    expect(await refusal(customerForSocialLogin(handle.db, 'cl', issuer, unverified))).toBe(
      'account.social.emailInUse',
    );
    const linked = await customerForSocialLogin(handle.db, 'cl', issuer, { ...unverified, email_verified: true });
    const byPassword = await logIn(
      handle.db,
      'cl',
      { kind: 'person', email: 'cliente@andamio.test', password: demoPassword },
      { address: '10.0.0.9' },
    );
    expect(linked.id).toBe(byPassword.id);
  });

  it('needs an email for a new customer', async () => {
    expect(await refusal(customerForSocialLogin(handle.db, 'cl', issuer, { sub: 'sub-4' }))).toBe(
      'account.social.noEmail',
    );
  });
});
