import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { demoPassword } from './demo-users';
import {
  asLoginFailure,
  logIn,
  loginAccountKey,
  loginAddressKey,
  loginClientPrefix,
  loginLimits,
  TooManyAttempts,
} from './login';
import { hit } from './rate-limit';
import { demoDatabase } from './test-database';
import { hashToken, newToken } from './tokens';
import { findUserByEmail } from './users';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => ({ handle, dispose } = await demoDatabase(['cl', 'pe'])));
afterAll(() => dispose());

const person = (email: string, password = demoPassword) => ({ kind: 'person' as const, email, password });
const company = (taxId: string, password = demoPassword) => ({
  kind: 'company' as const,
  email: 'empresa@andamio.test',
  password,
  taxId,
});
const client = { address: '10.0.0.1' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('logging in (docs/accounts-and-lists.md)', () => {
  it('accepts the right email and password, whatever the email case', async () => {
    const user = await logIn(handle.db, 'cl', person('Cliente@Andamio.TEST'), client);
    expect(user.email).toBe('cliente@andamio.test');
  });

  it.each([
    ['a wrong password', person('cliente@andamio.test', 'andamio124')],
    ['an unknown email', person('nadie@andamio.test')],
    ['a company account logging in as a person', person('empresa@andamio.test')],
    ['a person logging in as a company', { ...company('76.123.456-0'), email: 'cliente@andamio.test' }],
    ['a company with another tax id', company('76.123.457-8')],
  ])('answers 401 invalid credentials for %s', async (_, form) => {
    const error = await failure(logIn(handle.db, 'cl', form, { address: '10.0.0.2' }));
    expect(error.status).toBe(401);
    expect(error.details).toEqual([{ code: 'UNAUTHORIZED', key: 'errors.invalidCredentials' }]);
  });

  it('accepts a company tax id typed with or without dots and hyphens', async () => {
    expect((await logIn(handle.db, 'cl', company('761234560'), client)).kind).toBe('company');
    expect((await logIn(handle.db, 'cl', company('76.123.456-0'), client)).kind).toBe('company');
  });

  it('keeps accounts per tenant', async () => {
    const error = await failure(logIn(handle.db, 'homy', person('cliente@andamio.test'), client));
    expect(error.status).toBe(401);
  });

  it('does as much work for an unknown email as for a wrong password', async () => {
    // the work is the password hash: counted in CPU time (the thread pool's included), which other
    // processes on a busy machine do not stretch as they stretch the wall clock
    const time = async (email: string) => {
      const started = process.cpuUsage();
      await failure(logIn(handle.db, 'pe', person(email, 'incorrecta'), { address: '10.0.0.3' }));
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    await time('nadie@andamio.test'); // the decoy hash is made on first use
    const unknown = Math.min(await time('nadie@andamio.test'), await time('otro@andamio.test'));
    const wrong = Math.min(await time('cliente@andamio.test'), await time('gold@andamio.test'));
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2);
  });
});

describe('failed-login limits', () => {
  const clientKey = (email: string, address: string) => `${loginClientPrefix('cl', email)}ip:${address}`;

  it(`pauses an account on one address after ${loginLimits.perClient.limit} failures, right password included, and nowhere else`, async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const email = 'gold@andamio.test';
    const guesser = { address: '10.1.0.1' };
    // Counted directly but for the last: the login path costs a scrypt hash per attempt.
    for (let i = 1; i < loginLimits.perClient.limit; i += 1) {
      await hit(handle.db, clientKey(email, guesser.address), loginLimits.perClient, start);
    }
    const last = await failure(logIn(handle.db, 'cl', person(email, 'incorrecta'), guesser, start));
    expect(last.status).toBe(401);
    const blocked = await failure(logIn(handle.db, 'cl', person(email), guesser, start));
    expect(blocked).toBeInstanceOf(TooManyAttempts);
    expect(blocked.status).toBe(429);
    expect(blocked.details[0]).toMatchObject({ key: 'account.login.tooManyAttempts', params: { minutes: 15 } });
    expect((blocked as TooManyAttempts).retryAfterSeconds).toBe(15 * 60);
    // the owner, from another address, is not held by the guesser's failures
    expect((await logIn(handle.db, 'cl', person(email), { address: '10.1.1.1' }, start)).email).toBe(email);
    const later = new Date(start.getTime() + 15 * 60 * 1000);
    expect((await logIn(handle.db, 'cl', person(email), guesser, later)).email).toBe(email);
  });

  it("forgets the client's failures at an account after its right login", async () => {
    const at = new Date('2030-02-01T10:00:00Z');
    const email = 'black@andamio.test';
    await failure(logIn(handle.db, 'cl', person(email, 'incorrecta'), client, at));
    const counted = (key: string) =>
      handle.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst();
    expect(await counted(clientKey(email, client.address))).toEqual({ count: 1 });
    expect(await counted(loginAccountKey('cl', email))).toEqual({ count: 1 });
    await logIn(handle.db, 'cl', person(email), client, at);
    expect(await counted(clientKey(email, client.address))).toBeUndefined();
    // failures elsewhere stay counted: the right login takes back only its own attempt
    expect(await counted(loginAccountKey('cl', email))).toEqual({ count: 1 });
  });

  it('pauses an address that fails with many emails', async () => {
    const at = new Date('2030-03-01T10:00:00Z');
    const address = { address: '192.0.2.7' };
    // Counted directly: the login path costs a scrypt hash per attempt.
    for (let i = 0; i < loginLimits.perAddress.limit; i += 1) {
      await hit(handle.db, loginAddressKey('cl', address.address), loginLimits.perAddress, at);
    }
    const blocked = await failure(logIn(handle.db, 'cl', person('cliente@andamio.test'), address, at));
    expect(blocked.status).toBe(429);
    expect((await logIn(handle.db, 'cl', person('cliente@andamio.test'), { address: '192.0.2.8' }, at)).email).toBe(
      'cliente@andamio.test',
    );
  });

  it(`pauses an account for the browsers it never logged in from after ${loginLimits.perAccount.limit} failures from many addresses; one it did is let in`, async () => {
    const at = new Date('2030-04-01T10:00:00Z');
    const email = 'gold@andamio.test';
    const user = await findUserByEmail(handle.db, 'cl', email);
    const ownBrowser = newToken();
    await handle.db
      .insertInto('login_devices')
      .values({
        tenant: 'cl',
        token_hash: hashToken(ownBrowser),
        user_id: user?.id ?? '',
        created_at: at.toISOString(),
      })
      .execute();
    // Counted directly: the login path costs a scrypt hash per attempt.
    for (let i = 0; i < loginLimits.perAccount.limit; i += 1) {
      await hit(handle.db, loginAccountKey('cl', email), loginLimits.perAccount, at);
    }
    const stranger = await failure(logIn(handle.db, 'cl', person(email), { address: '198.51.100.1' }, at));
    expect(stranger.status).toBe(429);
    // a token of another account's browser, or none that exists, counts as a stranger's
    const forged = { address: '198.51.100.2', deviceToken: newToken() };
    expect((await failure(logIn(handle.db, 'cl', person(email), forged, at))).status).toBe(429);
    const owner = { address: '198.51.100.3', deviceToken: ownBrowser };
    expect((await logIn(handle.db, 'cl', person(email), owner, at)).email).toBe(email);
  });
});

describe('a failing login service (docs/accounts-and-lists.md "login API failure")', () => {
  it('answers the login-problem message, not a stack trace', async () => {
    const { handle: broken, dispose: disposeBroken } = await demoDatabase([]);
    await disposeBroken();
    const reason = await logIn(broken.db, 'cl', person('cliente@andamio.test'), client).then(
      () => undefined,
      (error: unknown) => error,
    );
    const error = asLoginFailure(reason);
    expect(error.status).toBe(500);
    expect(error.details).toEqual([{ code: '-1', key: 'errors.login' }]);
    expect(error.cause).toBe(reason);
    const known = new ApiError(401, { code: 'UNAUTHORIZED', key: 'errors.invalidCredentials' });
    expect(asLoginFailure(known)).toBe(known);
  });
});
