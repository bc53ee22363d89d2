import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { ApiError } from '../api/errors';
import type { DatabaseHandle } from '../db';
import type { EmailMessage } from '../email';
import { demoPassword } from './demo-users';
import { logIn } from './login';
import { confirmPasswordReset, requestPasswordReset, resetEmailLimit } from './password-reset';
import { createSession, readSession } from './sessions';
import { demoDatabase } from './test-database';
import { findUserByEmail } from './users';

let handle: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => ({ handle, dispose } = await demoDatabase(['cl', 'br'])));
afterAll(() => dispose());

const outbox: EmailMessage[] = [];
const sender = { send: async (message: EmailMessage) => void outbox.push(message) };
const t0 = new Date('2030-06-01T09:00:00Z');
const tokenOf = (message: EmailMessage | undefined) => /token=([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1] ?? '';

async function request(tenant: 'cl' | 'br', email: string, now = t0): Promise<EmailMessage | undefined> {
  const before = outbox.length;
  await requestPasswordReset(handle.db, getTenant(tenant), email, { sender, siteUrl: 'https://example.test', now });
  return outbox.length > before ? outbox.at(-1) : undefined;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('asking for a password reset', () => {
  it('emails a one-time link in the tenant language when the account exists', async () => {
    const message = await request('br', 'Cliente@andamio.test');
    expect(message).toMatchObject({
      to: 'cliente@andamio.test',
      lang: 'pt',
      tenant: 'br',
      from: { name: 'Andamio Brasil', address: 'no-reply@andamio.com.br' },
      subject: 'Redefina sua senha da Andamio Brasil',
    });
    expect(message?.text).toContain('Olá, Ana:');
    expect(message?.text).toMatch(/https:\/\/example\.test\/br\/password-reset\?token=[A-Za-z0-9_-]{43}\n/);
    expect(message?.text).toContain('60 minutos');
  });

  it('sends nothing for an unknown email (and the caller answers the same)', async () => {
    expect(await request('cl', 'nadie@andamio.test')).toBeUndefined();
    expect(await request('cl', 'cliente@andamio.test'.replace('cliente', 'cliente2'))).toBeUndefined();
  });

  it(`sends at most ${resetEmailLimit.limit} links an hour to one account`, async () => {
    const at = new Date('2030-07-01T09:00:00Z');
    for (let i = 0; i < resetEmailLimit.limit; i += 1)
      expect(await request('cl', 'black@andamio.test', at)).toBeDefined();
    expect(await request('cl', 'black@andamio.test', at)).toBeUndefined();
    expect(await request('cl', 'black@andamio.test', new Date(at.getTime() + 3600_000))).toBeDefined();
  });
});

describe('setting the new password from the link', () => {
  it('works once, ends the other sessions, and the new password logs in', async () => {
    const user = await findUserByEmail(handle.db, 'cl', 'gold@andamio.test');
    const own = await createSession(handle.db, 'cl', { userId: user?.id ?? '' }, t0);
    const other = await createSession(handle.db, 'cl', { userId: user?.id ?? '' }, t0);
    const first = tokenOf(await request('cl', 'gold@andamio.test'));
    const second = tokenOf(await request('cl', 'gold@andamio.test'));
    await confirmPasswordReset(
      handle.db,
      'cl',
      { token: second, password: 'nueva-clave' },
      { keepSessionHash: own.record.tokenHash, now: t0 },
    );
    expect(await readSession(handle.db, 'cl', own.token, t0)).toBeDefined();
    expect(await readSession(handle.db, 'cl', other.token, t0)).toBeUndefined();
    const form = { kind: 'person' as const, email: 'gold@andamio.test', password: 'nueva-clave' };
    expect((await logIn(handle.db, 'cl', form, { address: '10.9.9.9' })).email).toBe('gold@andamio.test');
    const old = await rejection(logIn(handle.db, 'cl', { ...form, password: demoPassword }, { address: '10.9.9.9' }));
    expect(old.status).toBe(401);
    // used, and the older link of the same account is spent with it
    for (const token of [second, first]) {
      const error = await rejection(
        confirmPasswordReset(handle.db, 'cl', { token, password: 'otra-clave' }, { now: t0 }),
      );
      expect(error.status).toBe(400);
      expect(error.details).toEqual([
        { code: 'CORE_VALIDATION_ERROR', key: 'account.reset.invalidToken', field: 'token' },
      ]);
    }
  });

  it('refuses an expired link, a link of another tenant and a made-up one', async () => {
    const token = tokenOf(await request('cl', 'cliente@andamio.test'));
    const expired = new Date(t0.getTime() + 3600_000);
    const input = { token, password: 'nueva-clave' };
    for (const [tenant, now] of [
      ['cl', expired],
      ['br', t0],
    ] as const) {
      expect((await rejection(confirmPasswordReset(handle.db, tenant, input, { now }))).status).toBe(400);
    }
    const madeUp = { token: 'A'.repeat(43), password: 'nueva-clave' };
    expect((await rejection(confirmPasswordReset(handle.db, 'cl', madeUp, { now: t0 }))).status).toBe(400);
    const mangled = { token: `${token}!`, password: 'nueva-clave' };
    expect((await rejection(confirmPasswordReset(handle.db, 'cl', mangled, { now: t0 }))).status).toBe(400);
    // still good within the hour
    await confirmPasswordReset(handle.db, 'cl', input, { now: new Date(expired.getTime() - 1) });
  });
});
