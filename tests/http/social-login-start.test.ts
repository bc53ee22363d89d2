import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { oidcClient, startOidcProvider } from '../support/oidc-provider.mjs';
import { type StorefrontProcess, startStorefront } from '../support/storefront-process';
import { testDatabase } from './server';

/**
 * The islands' start of social login (docs/accounts-and-lists.md): POST /api/{tenant}/social-login on a storefront
 * configured with a real OpenID provider on loopback answers the provider's address for the code
 * flow. The form's start and the callback: social-login.test.ts; the whole sign-in through the
 * provider's pages: tests/e2e/account-social-login.spec.ts.
 */
let provider: { issuer: string; stop: () => Promise<void> };
let storefront: StorefrontProcess;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  provider = (await startOidcProvider({ storefronts: [origin] })) as typeof provider;
  storefront = await startStorefront({
    port,
    databasePath: testDatabase,
    env: {
      SOCIAL_LOGIN_ISSUER_URL: provider.issuer,
      SOCIAL_LOGIN_CLIENT_ID: (oidcClient as { clientId: string }).clientId,
      SOCIAL_LOGIN_CLIENT_SECRET: (oidcClient as { clientSecret: string }).clientSecret,
      SOCIAL_LOGIN_REDIRECT_ORIGIN: origin,
    },
  });
}, 90_000);
afterAll(async () => {
  await storefront?.stop();
  await provider?.stop();
});

describe('POST /api/{tenant}/social-login with a provider configured', () => {
  it('cl: gives the provider address with the OpenID scope, PKCE, state and nonce', async () => {
    const answer = await fetch(`${storefront.origin}/api/cl/social-login`, {
      method: 'POST',
      headers: { origin: storefront.origin },
    });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { authorizationUrl: string; scope: string[] } };
    expect(data.scope).toEqual(['openid', 'email', 'profile']);
    const url = new URL(data.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/cl\/social-login\/callback$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });
});
