import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/accounts/demo-users';
import {
  call,
  cleared,
  cookieOf,
  es,
  logIn,
  person,
  post,
  prepareAccounts,
  pt,
  type Session,
  sessionCookie,
} from './session-fixtures';

beforeAll(() => prepareAccounts());

describe('GET session (fetchSessionInfo)', () => {
  it('answers a visitor without a session with the tenant login options', async () => {
    const reply = await call<Session>('/api/cl/session');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body).toEqual({
      success: true,
      data: {
        status: 'anonymous',
        loggedIn: false,
        customer: null,
        loginMethods: ['person', 'company', 'social'],
        socialLogin: { allowed: true, configured: false, scope: [] },
        links: { changePassword: false, orderList: false },
        expiresAt: null,
      },
    });
  });

  it.each([
    ['br', ['person', 'social']],
    ['uy', ['person', 'social']],
    ['obra', ['person', 'social']],
    ['co', ['person', 'company']],
  ])('offers in %s the login methods %j (docs/accounts-and-lists.md)', async (tenant, methods) => {
    expect((await call<Session>(`/api/${tenant}/session`)).body.data?.loginMethods).toEqual(methods);
  });

  it('clears a cookie that names no session, and answers anonymous', async () => {
    for (const cookie of ['session=garbage', `session=${'A'.repeat(43)}`, 'session=%E0%A4%A']) {
      const reply = await call<Session>('/api/cl/session', { cookie });
      expect(reply.status).toBe(200);
      expect(reply.body.data?.status).toBe('anonymous');
      expect(cleared(reply)).toBe(true);
    }
  });
});

describe('login → session → logout → session', () => {
  it('round-trips the session cookie', async () => {
    const { reply, cookie } = await logIn('cl', person('cliente@andamio.test'));
    expect(reply.body.data).toMatchObject({
      status: 'customer',
      loggedIn: true,
      customer: { kind: 'person', name: 'Camila Rojas', email: 'cliente@andamio.test', loyaltyTier: 'Fan' },
      links: { changePassword: false, orderList: true },
    });
    const set = sessionCookie(reply);
    expect(set?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set?.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(set?.attributes.some((attribute) => /^secure$/i.test(attribute))).toBe(false); // plain http here
    const expires = Date.parse(set?.attributes.find((a) => a.startsWith('Expires='))?.slice(8) ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);

    const session = await call<Session>('/api/cl/session', { cookie });
    expect(session.body.data).toMatchObject({ status: 'customer', customer: { email: 'cliente@andamio.test' } });
    expect(session.body.data?.expiresAt).toBe(reply.body.data?.expiresAt);

    const logout = await post('/api/cl/logout', cookie);
    expect(logout.status).toBe(200);
    expect(logout.body.data).toMatchObject({ status: 'anonymous', loggedIn: false, customer: null });
    expect(cleared(logout)).toBe(true);

    const after = await call<Session>('/api/cl/session', { cookie });
    expect(after.body.data).toMatchObject({ status: 'anonymous', loggedIn: false, customer: null });
    // idempotent: logging out again, or without a cookie, succeeds
    expect((await post('/api/cl/logout', cookie)).status).toBe(200);
    expect((await post('/api/cl/logout')).status).toBe(200);
    expect(sessionCookie(await post('/api/cl/logout'))).toBeUndefined();
  });

  it('cannot be ended from another site (CSRF): the session survives', async () => {
    const { cookie } = await logIn('cl', person('cliente@andamio.test'));
    const forged = await call('/api/cl/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.errors?.[0]?.code).toBe('FORBIDDEN');
    expect((await call<Session>('/api/cl/session', { cookie })).body.data?.status).toBe('customer');
  });

  it('is ended from the shop’s own page behind a TLS proxy, still not from another site', async () => {
    const { cookie } = await logIn('cl', person('cliente@andamio.test'));
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tienda.example.cl' };
    const forged = await call('/api/cl/logout', {
      method: 'POST',
      cookie,
      headers: { ...proxied, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    const own = await call('/api/cl/logout', {
      method: 'POST',
      cookie,
      headers: { ...proxied, origin: 'https://tienda.example.cl' },
    });
    expect(own.status).toBe(200);
    expect((await call<Session>('/api/cl/session', { cookie })).body.data?.status).not.toBe('customer');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const reply = await call('/api/cl/login', {
      json: person('cliente@andamio.test'),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(reply.status).toBe(200);
    expect(sessionCookie(reply)?.attributes).toContain('Secure');
  });

  it('keeps sessions per tenant', async () => {
    const { cookie } = await logIn('cl', person('cliente@andamio.test'));
    expect((await call<Session>('/api/pe/session', { cookie })).body.data?.status).toBe('anonymous');
    expect((await call<Session>('/api/cl/session', { cookie })).body.data?.status).toBe('customer');
  });

  it('shows a pro buyer of the specialists circle with the exclusive discount, and the tenant links', async () => {
    const { reply } = await logIn('uy', person('gold@andamio.test'));
    expect(reply.body.data).toMatchObject({
      customer: { specialistsCircleSegment: 'Gold', proBuyer: true, exclusiveDiscount: true, loyaltyTier: 'Premium' },
      // docs/accounts-and-lists.md: the order-list link is hidden in Uruguay
      links: { changePassword: true, orderList: false },
    });
    const black = await logIn('br', person('black@andamio.test'));
    expect(black.reply.body.data?.customer).toMatchObject({ name: 'Mariana Costa', specialistsCircleSegment: 'Black' });
  });

  it('logs a company in with its tax id, typed with or without dots', async () => {
    for (const taxId of ['76.123.456-0', '761234560']) {
      const { reply } = await logIn('cl', {
        kind: 'company',
        email: 'empresa@andamio.test',
        password: demoPassword,
        taxId,
      });
      expect(reply.body.data?.customer).toMatchObject({
        kind: 'company',
        taxId: '76.123.456-0',
        name: 'Constructora Los Andes SpA',
      });
    }
  });

  it('replaces a guest session with a new token on login', async () => {
    const guest = await post('/api/cl/guest');
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ status: 'guest', loggedIn: false, customer: null });
    const guestCookie = cookieOf(guest);
    expect((await call<Session>('/api/cl/session', { cookie: guestCookie })).body.data?.status).toBe('guest');
    const login = await call<Session>('/api/cl/login', { json: person('cliente@andamio.test'), cookie: guestCookie });
    expect(login.status).toBe(200);
    expect(cookieOf(login)).not.toBe(guestCookie);
    expect((await call<Session>('/api/cl/session', { cookie: guestCookie })).body.data?.status).toBe('anonymous');
  });
});

describe('POST guest', () => {
  it('starts a guest session, replacing a customer one', async () => {
    const { cookie } = await logIn('pe', person('cliente@andamio.test'));
    const guest = await post('/api/pe/guest', cookie);
    expect(guest.body.data).toMatchObject({ status: 'guest', loggedIn: false, customer: null });
    expect(sessionCookie(guest)?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect((await call<Session>('/api/pe/session', { cookie })).body.data?.status).toBe('anonymous');
    expect((await call<Session>('/api/pe/session', { cookie: cookieOf(guest) })).body.data?.status).toBe('guest');
  });
});

describe('POST social-login', () => {
  it.each([
    ['cl', es],
    ['br', pt],
  ])('answers in %s that no provider is configured', async (tenant, t) => {
    const reply = await post(`/api/${tenant}/social-login`);
    expect(reply.status).toBe(501);
    expect(reply.body).toEqual({
      success: false,
      errors: [{ code: 'NOT_CONFIGURED', message: t('account.social.notConfigured') }],
    });
  });

  it('is forbidden in Colombia (docs/accounts-and-lists.md)', async () => {
    const reply = await post('/api/co/social-login');
    expect(reply.status).toBe(403);
    expect(reply.body.errors).toEqual([{ code: 'FORBIDDEN', message: es('account.social.disabled') }]);
  });
});

describe('GET analytics-info', () => {
  it.each(['/api/mx/analytics-info', '/api/mx/v1/analytics-info'])(
    '%s: segment and tier, a hashed id, nothing personal',
    async (path) => {
      const { cookie } = await logIn('mx', person('black@andamio.test'));
      const reply = await call<Record<string, unknown>>(path, { cookie });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        status: 'customer',
        loggedIn: true,
        userIdHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        customerKind: 'person',
        loyaltyTier: 'Elite',
        specialistsCircleSegment: 'Black',
        proBuyer: true,
      });
      expect(reply.text).not.toMatch(/andamio\.test|Valentina|Muñoz/);
      const anonymous = await call<Record<string, unknown>>(path);
      expect(anonymous.body.data).toMatchObject({ status: 'anonymous', loggedIn: false, userIdHash: null });
    },
  );

  it('gives one customer the same hash in every session', async () => {
    const a = await logIn('mx', person('gold@andamio.test'));
    const b = await logIn('mx', person('gold@andamio.test'));
    const hashOf = async (cookie: string) =>
      (await call<{ userIdHash: string }>('/api/mx/analytics-info', { cookie })).body.data?.userIdHash;
    expect(await hashOf(a.cookie)).toBe(await hashOf(b.cookie));
  });
});
