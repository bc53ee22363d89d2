import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createResetAccount,
  es,
  logIn,
  newMail,
  outboxFiles,
  person,
  prepareAccounts,
  pt,
  removeResetAccount,
  resetAccount,
  runId,
  type Session,
  waitForNewMail,
} from './session-fixtures';

beforeAll(async () => {
  await prepareAccounts();
  await createResetAccount();
});
afterAll(() => removeResetAccount());

describe('password reset', () => {
  it('answers the same whether or not the account exists, and emails the link to the outbox', async () => {
    const before = outboxFiles();
    // the emails are written after the answers, one request's after the other's: the unknown
    // address's turn is over once the known one's email is there
    const unknown = await call('/api/cl/password-reset', { json: { email: `nadie.${runId}@andamio.test` } });
    const known = await call('/api/cl/password-reset', { json: { email: resetAccount.email.toUpperCase() } });
    for (const reply of [known, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, data: { message: es('account.reset.sent') } });
    }
    const mail = await waitForNewMail(before, resetAccount.email);
    expect(mail).toHaveLength(1);
    expect(await newMail(before, `nadie.${runId}@andamio.test`)).toEqual([]);
    expect(mail[0]?.headers).toMatchObject({ 'content-language': 'es', 'x-andamio-tenant': 'cl' });
    expect(mail[0]?.text).toContain('Hola, Rosa:');
    expect(mail[0]?.text).toMatch(/\/cl\/password-reset\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('sets the new password with the token once, ending the other sessions', async () => {
    const { cookie } = await logIn('br', person(resetAccount.email, resetAccount.password));
    const before = outboxFiles();
    expect((await call('/api/br/password-reset', { json: { email: resetAccount.email } })).status).toBe(200);
    const [mail] = await waitForNewMail(before, resetAccount.email);
    expect(mail?.headers['content-language']).toBe('pt');
    expect(mail?.text).toContain('Olá, Joana:');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';

    const confirm = await call('/api/br/password-reset/confirm', { json: { token, password: 'nova-senha-1' } });
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.body).toEqual({ success: true, data: { message: pt('account.reset.done') } });
    expect((await call<Session>('/api/br/session', { cookie })).body.data?.status).toBe('anonymous');
    await logIn('br', person(resetAccount.email, 'nova-senha-1'));
    expect((await call('/api/br/login', { json: person(resetAccount.email, resetAccount.password) })).status).toBe(401);

    const again = await call('/api/br/password-reset/confirm', { json: { token, password: 'nova-senha-2' } });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', field: 'token', message: pt('account.reset.invalidToken') },
    ]);
  });

  it.each<[string, string, unknown, string, string]>([
    ['request', 'no email', {}, 'email', es('validation.email.required')],
    ['request', 'a bad email', { email: 'ana@' }, 'email', es('validation.email.invalid')],
    [
      'request',
      'a too long email',
      { email: `${'a'.repeat(250)}@andamio.test` },
      'email',
      es('validation.email.invalid'),
    ],
    ['request', 'a number', { email: 42 }, 'email', es('validation.email.required')],
    ['confirm', 'no token', { password: 'nueva-clave' }, 'token', es('account.reset.invalidToken')],
    [
      'confirm',
      'a made-up token',
      { token: 'A'.repeat(43), password: 'nueva-clave' },
      'token',
      es('account.reset.invalidToken'),
    ],
    [
      'confirm',
      'a too long token',
      { token: 'A'.repeat(500), password: 'nueva-clave' },
      'token',
      es('account.reset.invalidToken'),
    ],
    [
      'confirm',
      'a short password',
      { token: 'A'.repeat(43), password: '123' },
      'password',
      es('validation.password.tooShort', { min: 6 }),
    ],
    [
      'confirm',
      'a too long password',
      { token: 'A'.repeat(43), password: 'x'.repeat(33) },
      'password',
      es('validation.password.tooLong', { max: 32 }),
    ],
  ])('%s: refuses %s with 400', async (step, _, json, field, message) => {
    const path = step === 'request' ? '/api/cl/password-reset' : '/api/cl/password-reset/confirm';
    const reply = await call(path, { json });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ code: 'CORE_VALIDATION_ERROR', field, message }]);
  });

  it('refuses malformed JSON and another content type', async () => {
    for (const path of ['/api/cl/password-reset', '/api/cl/password-reset/confirm']) {
      const malformed = await call(path, { body: '{', headers: { 'content-type': 'application/json' } });
      expect(malformed.status).toBe(400);
      expect((await call(path, { body: '<a/>', headers: { 'content-type': 'application/xml' } })).status).toBe(415);
      expect((await call(path, { json: { email: 'a@b.cl', padding: 'x'.repeat(5000) } })).status).toBe(413);
    }
  });
});
