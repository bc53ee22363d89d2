import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/accounts/demo-users';
import { loginAccountKey, loginLimits } from '../../src/server/accounts/login';
import {
  call,
  createAccount,
  createResetAccount,
  es,
  freshAddress,
  outboxFiles,
  person,
  prepareAccounts,
  pt,
  removeAccount,
  removeResetAccount,
  resetAccount,
  runId,
  sameSite,
  sessionCookie,
  waitForNewMail,
} from './session-fixtures';
import { run } from './test-database';

/** Paused by the test of the account-wide limit: an account of its own. */
const pausedAccount = { id: `paused-${runId}`, email: `pausada.${runId}@andamio.test`, password: 'clave-inicial' };

beforeAll(async () => {
  await prepareAccounts();
  await createResetAccount();
  await createAccount(pausedAccount);
});
afterAll(async () => {
  await removeResetAccount();
  await removeAccount(pausedAccount);
});

describe('POST login: refusals', () => {
  it('gives one answer for a wrong password and an unknown email (docs/accounts-and-lists.md)', async () => {
    const wrong = await call('/api/cl/login', { json: person('cliente@andamio.test', 'incorrecta') });
    const unknown = await call('/api/cl/login', { json: person(`nadie.${runId}@andamio.test`) });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        success: false,
        errors: [{ code: 'UNAUTHORIZED', message: es('errors.invalidCredentials') }],
      });
      expect(sessionCookie(reply)).toBeUndefined();
    }
    const br = await call('/api/br/login', { json: person('cliente@andamio.test', 'incorrecta') });
    expect(br.body.errors?.[0]?.message).toBe(pt('errors.invalidCredentials'));
    expect(pt('errors.invalidCredentials')).toMatch(/Senha ou email incorretos/);
  });

  it.each(['br', 'uy', 'obra'])(
    'refuses a company login in %s, naming the field (docs/accounts-and-lists.md)',
    async (tenant) => {
      const form = { kind: 'company', email: 'empresa@andamio.test', password: demoPassword, taxId: '76.123.456-0' };
      const reply = await call(`/api/${tenant}/login`, { json: form });
      expect(reply.status).toBe(400);
      const t = tenant === 'uy' ? es : pt;
      expect(reply.body.errors).toEqual([
        { code: 'CORE_VALIDATION_ERROR', field: 'kind', message: t('validation.login.companyNotAllowed') },
      ]);
    },
  );

  it('takes a form without kind as a person login where only persons log in (br)', async () => {
    const reply = await call('/api/br/login', { json: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.map((error) => error.field)).toEqual(['email', 'password']);
    expect(reply.body.errors?.[0]?.message).toBe(pt('validation.email.required'));
  });

  it.each<[string, unknown, { field: string; key: Parameters<typeof es>[0]; params?: Record<string, number> }[]]>([
    ['an empty form', {}, [{ field: 'kind', key: 'validation.invalid' }]],
    [
      'a form without email and password',
      { kind: 'person' },
      [
        { field: 'email', key: 'validation.email.required' },
        { field: 'password', key: 'validation.password.required' },
      ],
    ],
    [
      'a number as email',
      { kind: 'person', email: 5, password: 'secreto' },
      [{ field: 'email', key: 'validation.email.required' }],
    ],
    [
      'a boolean as password',
      { kind: 'person', email: 'a@b.cl', password: true },
      [{ field: 'password', key: 'validation.password.required' }],
    ],
    [
      'a bad email',
      { kind: 'person', email: 'ana@andamio', password: 'secreto' },
      [{ field: 'email', key: 'validation.email.invalid' }],
    ],
    [
      'a too long email',
      { kind: 'person', email: `${'a'.repeat(250)}@andamio.test`, password: 'secreto' },
      [{ field: 'email', key: 'validation.email.invalid' }],
    ],
    [
      'a too short password',
      { kind: 'person', email: 'a@b.cl', password: '12345' },
      [{ field: 'password', key: 'validation.password.tooShort', params: { min: 6 } }],
    ],
    [
      'a too long password',
      { kind: 'person', email: 'a@b.cl', password: 'x'.repeat(33) },
      [{ field: 'password', key: 'validation.password.tooLong', params: { max: 32 } }],
    ],
    [
      'an unknown kind',
      { kind: 'robot', email: 'a@b.cl', password: 'secreto' },
      [{ field: 'kind', key: 'validation.invalid' }],
    ],
    [
      'a company without tax id',
      { kind: 'company', email: 'a@b.cl', password: 'secreto' },
      [{ field: 'taxId', key: 'validation.login.taxIdRequired' }],
    ],
    [
      'a tax id with symbols',
      { kind: 'company', email: 'a@b.cl', password: 'secreto', taxId: '76;DROP' },
      [{ field: 'taxId', key: 'validation.login.taxIdInvalid' }],
    ],
    ['an array', [], [{ field: 'body', key: 'validation.invalid' }]],
  ])('refuses %s with 400 naming the field', async (_, json, expected) => {
    const reply = await call('/api/cl/login', { json });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual(
      expected.map((error) => ({
        code: 'CORE_VALIDATION_ERROR',
        field: error.field,
        message: es(error.key, error.params),
      })),
    );
  });

  it('refuses malformed JSON, another content type and an oversized body', async () => {
    const malformed = await call('/api/cl/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', field: 'body', message: es('validation.jsonInvalid') },
    ]);
    for (const type of ['application/xml', 'text/plain']) {
      // as a form on the site would post it: same origin, so only the content type is wrong
      const reply = await call('/api/cl/login', {
        body: 'email=a@b.cl',
        headers: { 'content-type': type, ...sameSite() },
      });
      expect(reply.status).toBe(415);
      expect(reply.body.errors?.[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' });
    }
    const large = await call('/api/cl/login', { json: { ...person('a@b.cl'), padding: 'x'.repeat(5000) } });
    expect(large.status).toBe(413);
    expect(large.body.errors?.[0]).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body' });
  });

  it(`pauses an account on one client after ${loginLimits.perClient.limit} failures with 429 and Retry-After`, async () => {
    const email = `ensayo.${runId}@andamio.test`;
    const from = freshAddress();
    for (let i = 0; i < loginLimits.perClient.limit; i += 1) {
      expect((await call('/api/cl/login', { json: person(email, 'incorrecta'), from })).status).toBe(401);
    }
    const blocked = await call('/api/cl/login', { json: person(email, 'incorrecta'), from });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.body.errors).toEqual([
      { code: 'TOO_MANY_REQUESTS', message: es('account.login.tooManyAttempts', { minutes: 15 }) },
    ]);
  });

  it('holds only the guessing client: the owner logs in from elsewhere, and a reset frees the held one', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < loginLimits.perClient.limit; i += 1) {
      const guess = await call('/api/cl/login', { json: person(resetAccount.email, `intento-${i}`), from: attacker });
      expect(guess.status).toBe(401);
    }
    const held = await call('/api/cl/login', {
      json: person(resetAccount.email, resetAccount.password),
      from: attacker,
    });
    expect(held.status).toBe(429);
    const owner = await call('/api/cl/login', { json: person(resetAccount.email, resetAccount.password) });
    expect(owner.status).toBe(200);

    // the owner shares the held address (an office, a carrier's gateway): the reset email is the way back
    const before = outboxFiles();
    expect((await call('/api/cl/password-reset', { json: { email: resetAccount.email } })).status).toBe(200);
    const [mail] = await waitForNewMail(before, resetAccount.email);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirm = await call('/api/cl/password-reset/confirm', { json: { token, password: 'clave-nueva-1' } });
    expect(confirm.status, confirm.text).toBe(200);
    const back = await call('/api/cl/login', { json: person(resetAccount.email, 'clave-nueva-1'), from: attacker });
    expect(back.status).toBe(200);
  });

  it('lets the owner in from a browser they logged in from, when guessers from everywhere have paused the account', async () => {
    const first = await call('/api/cl/login', { json: person(pausedAccount.email, pausedAccount.password) });
    expect(first.status).toBe(200);
    const device = first.setCookies.find((line) => line.startsWith('loginDevice='))?.split(';')[0] ?? '';
    expect(device).toMatch(/^loginDevice=[A-Za-z0-9_-]{43}$/);
    // the account's failures from browsers it never logged in from, counted to the limit (many addresses)
    await run(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)',
      loginAccountKey('cl', pausedAccount.email),
      Math.floor(Date.now() / 1000),
      loginLimits.perAccount.limit,
    );
    const stranger = await call('/api/cl/login', { json: person(pausedAccount.email, pausedAccount.password) });
    expect(stranger.status).toBe(429);
    const own = await call('/api/cl/login', {
      json: person(pausedAccount.email, pausedAccount.password),
      cookie: device,
    });
    expect(own.status).toBe(200);
  });

  it(`pauses an address after ${loginLimits.perAddress.limit} failures, whatever the emails`, async () => {
    const from = freshAddress();
    const attempts = Array.from({ length: loginLimits.perAddress.limit }, (_, i) => i);
    // in batches: each failure costs the server one scrypt hash
    for (let start = 0; start < attempts.length; start += 10) {
      const batch = attempts.slice(start, start + 10);
      const replies = await Promise.all(
        batch.map((i) =>
          call('/api/homy/login', { json: person(`ip.${runId}.${i}@andamio.test`, 'incorrecta'), from }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(batch.map(() => 401));
    }
    const blocked = await call('/api/homy/login', { json: person('cliente@andamio.test'), from });
    expect(blocked.status).toBe(429);
    expect((await call('/api/homy/login', { json: person('cliente@andamio.test') })).status).toBe(200);
  }, 60_000);
});
