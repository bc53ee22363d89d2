import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { baseUrl } from './client';
import { type SocialLoginServer, startSocialLoginServer } from './social-login-server';

/**
 * Social login (docs/accounts-and-lists.md): the callback's refusals on a storefront configured with a real OpenID
 * provider on loopback, and the HTTP tests' own server, which has none configured.
 */
const es = translator('es');
const pt = translator('pt');
let server: SocialLoginServer;
beforeAll(async () => {
  server = await startSocialLoginServer();
}, 90_000);
afterAll(() => server?.stop());

/** The login form's button, as a browser without JavaScript sends it. */
function start(origin: string, tenant: string) {
  return fetch(`${origin}/${tenant}/account/social-login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ returnTo: `/${tenant}/cart/` }),
  });
}

const checksCookie = (reply: Response) => {
  const line = reply.headers.getSetCookie().find((cookie) => cookie.startsWith('socialLogin='));
  return line?.split(';')[0] ?? '';
};

const callback = (tenant: string, query: Record<string, string>, cookie = '') =>
  fetch(`${server.origin}/api/${tenant}/social-login/callback?${new URLSearchParams(query)}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });

/** The message the account page shows after a redirect. */
async function alertOn(origin: string, location: string): Promise<string> {
  const html = await (await fetch(new URL(location, origin))).text();
  return /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
}

describe('the social-login callback', () => {
  it('starts the code flow with PKCE, state and nonce, keeping them in a short-lived cookie', async () => {
    const reply = await start(server.origin, 'cl');
    expect(reply.status).toBe(303);
    const to = new URL(reply.headers.get('location') ?? '');
    expect(to.origin).toBe(server.issuer);
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.origin}/api/cl/social-login/callback`);
    const line = reply.headers.getSetCookie().find((cookie) => cookie.startsWith('socialLogin=')) ?? '';
    expect(line).toMatch(/Max-Age=600/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/api\/cl\/social-login/);
  });

  it.each([
    ['cl', es],
    ['br', pt],
  ])('%s: refuses an answer whose state is not this browser’s, in the tenant language', async (tenant, t) => {
    const cookie = checksCookie(await start(server.origin, tenant));
    for (const reply of [
      await callback(tenant, { code: 'abc', state: 'not-the-state' }, cookie),
      await callback(tenant, { code: 'abc', state: 'not-the-state' }),
    ]) {
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location')).toBe(`/${tenant}/account/?error=account.social.stateMismatch`);
      expect(reply.headers.getSetCookie().join()).not.toMatch(/(^|,)session=[^;]/);
      expect(await alertOn(server.origin, reply.headers.get('location') ?? '')).toBe(t('account.social.stateMismatch'));
    }
  });

  it.each([
    ['cl', es],
    ['br', pt],
  ])('%s: says so when the provider refused, and spends the checks', async (tenant, t) => {
    const started = await start(server.origin, tenant);
    const cookie = checksCookie(started);
    const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const reply = await callback(tenant, { error: 'access_denied', state }, cookie);
    expect(reply.headers.get('location')).toBe(`/${tenant}/account/?error=account.social.providerError`);
    expect(reply.headers.getSetCookie().find((line) => line.startsWith('socialLogin='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect(await alertOn(server.origin, reply.headers.get('location') ?? '')).toBe(t('account.social.providerError'));
  });

  it('refuses a code the provider never issued', async () => {
    const started = await start(server.origin, 'cl');
    const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const reply = await callback('cl', { code: 'forged-code', state, iss: server.issuer }, checksCookie(started));
    expect(reply.headers.get('location')).toBe('/cl/account/?error=account.social.failed');
    expect(reply.headers.getSetCookie().join()).not.toMatch(/(^|,)session=[^;]/);
    expect(await alertOn(server.origin, reply.headers.get('location') ?? '')).toBe(es('account.social.failed'));
  });

  it('co: no social login even when configured (docs/accounts-and-lists.md)', async () => {
    const reply = await start(server.origin, 'co');
    expect(reply.headers.get('location')).toBe('/co/account/?error=account.social.disabled');
    const page = await (await fetch(`${server.origin}/co/account/`)).text();
    expect(page).not.toContain(es('account.social.button'));
  });
});

describe('a storefront without a provider', () => {
  it.each([
    ['cl', es],
    ['br', pt],
  ])('%s: shows no social button, and the callback says it is not available', async (tenant, t) => {
    const configured = await (await fetch(`${server.origin}/${tenant}/account/`)).text();
    expect(configured).toContain(t('account.social.button'));
    const page = await (await fetch(`${baseUrl}/${tenant}/account/`)).text();
    expect(page).not.toContain(t('account.social.button'));

    const button = await start(baseUrl, tenant);
    expect(button.headers.get('location')).toBe(`/${tenant}/account/?error=account.social.notConfigured`);
    const reply = await fetch(`${baseUrl}/api/${tenant}/social-login/callback?code=a&state=b`, { redirect: 'manual' });
    expect(reply.headers.get('location')).toBe(`/${tenant}/account/?error=account.social.notConfigured`);
  });
});
