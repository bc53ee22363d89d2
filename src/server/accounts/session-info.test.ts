import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import { siteOrigin } from '../seo/origin';
import type { CurrentSession } from './current-session';
import { analyticsInfo, sessionInfo, userIdHash } from './session-info';
import { socialLoginCallbackUrl, socialLoginConfig } from './social-login';
import type { UserRow } from './users';

const user: UserRow = {
  tenant: 'cl',
  id: 'user-1',
  email: 'gold@andamio.test',
  password_hash: 'scrypt$…',
  kind: 'person',
  tax_id: null,
  first_name: 'Matías',
  last_name: 'González',
  loyalty_tier: 'Premium',
  specialist_segment: 'Gold',
  pro_buyer: 1,
  created_at: '2030-01-01T00:00:00.000Z',
};
const expiresAt = new Date('2030-02-01T00:00:00Z');
const customer: CurrentSession = { record: { tokenHash: 'h', userId: 'user-1', guest: false, expiresAt }, user };
const guest: CurrentSession = { record: { tokenHash: 'g', userId: null, guest: true, expiresAt }, user: undefined };

describe('session info (fetchSessionInfo)', () => {
  it('describes a logged-in customer, without the password hash or the id', () => {
    const info = sessionInfo(getTenant('cl'), customer, undefined);
    expect(info).toEqual({
      status: 'customer',
      loggedIn: true,
      customer: {
        kind: 'person',
        firstName: 'Matías',
        lastName: 'González',
        name: 'Matías González',
        email: 'gold@andamio.test',
        taxId: null,
        loyaltyTier: 'Premium',
        specialistsCircleSegment: 'Gold',
        proBuyer: true,
        exclusiveDiscount: true,
      },
      loginMethods: ['person', 'company', 'social'],
      socialLogin: { allowed: true, configured: false, scope: [] },
      // docs/accounts-and-lists.md: the change-password link is hidden in Chile
      links: { changePassword: false, orderList: true },
      expiresAt: '2030-02-01T00:00:00.000Z',
    });
    expect(JSON.stringify(info)).not.toMatch(/scrypt|user-1/);
  });

  it.each([
    ['guest', guest],
    ['anonymous', undefined],
  ] as const)('describes a %s shopper', (status, session) => {
    expect(sessionInfo(getTenant('pe'), session, undefined)).toMatchObject({
      status,
      loggedIn: false,
      customer: null,
      links: { changePassword: false, orderList: false },
    });
  });

  it.each<[TenantId, string[], { changePassword: boolean; orderList: boolean }]>([
    ['cl', ['person', 'company', 'social'], { changePassword: false, orderList: true }],
    ['co', ['person', 'company'], { changePassword: true, orderList: true }],
    ['br', ['person', 'social'], { changePassword: true, orderList: true }],
    ['obra', ['person', 'social'], { changePassword: true, orderList: true }],
    ['uy', ['person', 'social'], { changePassword: true, orderList: false }],
  ])('follows the rules of %s (docs/accounts-and-lists.md)', (tenant, methods, links) => {
    const info = sessionInfo(getTenant(tenant), customer, undefined);
    expect(info.loginMethods).toEqual(methods);
    expect(info.links).toEqual(links);
  });

  it('says when social login is configured, with its scope', () => {
    const config = socialLoginConfig({
      SOCIAL_LOGIN_ISSUER_URL: 'https://id.example',
      SOCIAL_LOGIN_CLIENT_ID: 'abc',
    });
    expect(sessionInfo(getTenant('cl'), undefined, config).socialLogin).toEqual({
      allowed: true,
      configured: true,
      scope: ['openid', 'email', 'profile'],
    });
  });
});

describe('analytics info', () => {
  it('carries segment, tier and a hashed id, nothing personal', () => {
    const info = analyticsInfo(getTenant('cl'), customer);
    expect(info).toEqual({
      status: 'customer',
      loggedIn: true,
      userIdHash: userIdHash('cl', 'user-1'),
      customerKind: 'person',
      loyaltyTier: 'Premium',
      specialistsCircleSegment: 'Gold',
      proBuyer: true,
    });
    expect(info.userIdHash).toMatch(/^[0-9a-f]{64}$/);
    expect(userIdHash('pe', 'user-1')).not.toBe(info.userIdHash);
    expect(JSON.stringify(info)).not.toMatch(/andamio\.test|Matías|González|user-1/);
  });

  it('knows nothing of a visitor without an account', () => {
    expect(analyticsInfo(getTenant('cl'), undefined)).toEqual({
      status: 'anonymous',
      loggedIn: false,
      userIdHash: null,
      customerKind: null,
      loyaltyTier: null,
      specialistsCircleSegment: null,
      proBuyer: false,
    });
  });
});

describe('social login configuration (docs/accounts-and-lists.md: scope public_profile and email)', () => {
  it.each([
    [{}],
    [{ SOCIAL_LOGIN_ISSUER_URL: 'https://id.example' }],
    [{ SOCIAL_LOGIN_CLIENT_ID: 'abc' }],
    [{ SOCIAL_LOGIN_ISSUER_URL: 'http://id.example', SOCIAL_LOGIN_CLIENT_ID: 'abc' }],
    [{ SOCIAL_LOGIN_ISSUER_URL: 'ftp://127.0.0.1', SOCIAL_LOGIN_CLIENT_ID: 'abc' }],
    [{ SOCIAL_LOGIN_ISSUER_URL: 'not a url', SOCIAL_LOGIN_CLIENT_ID: 'abc' }],
  ])('is not configured with %j', (env) => {
    expect(socialLoginConfig(env)).toBeUndefined();
  });

  it('takes an https issuer, or plain http on a loopback host only', () => {
    const https = socialLoginConfig({
      SOCIAL_LOGIN_ISSUER_URL: 'https://id.example/tenant-a',
      SOCIAL_LOGIN_CLIENT_ID: ' abc ',
      SOCIAL_LOGIN_CLIENT_SECRET: 's3cret',
    });
    expect(https).toMatchObject({ clientId: 'abc', clientSecret: 's3cret', redirectOrigin: undefined });
    expect(https?.issuer.href).toBe('https://id.example/tenant-a');
    const loopback = socialLoginConfig({
      SOCIAL_LOGIN_ISSUER_URL: 'http://127.0.0.1:5540',
      SOCIAL_LOGIN_CLIENT_ID: 'a',
    });
    expect(loopback?.clientSecret).toBeUndefined();
  });

  it('sends the shopper back to the tenant callback on the site, or on the configured origin', () => {
    const env = { SOCIAL_LOGIN_ISSUER_URL: 'https://id.example', SOCIAL_LOGIN_CLIENT_ID: 'abc' };
    const site = socialLoginConfig(env);
    const local = socialLoginConfig({ ...env, SOCIAL_LOGIN_REDIRECT_ORIGIN: 'http://127.0.0.1:4540/ignored' });
    if (!site || !local) throw new Error('configured');
    expect(socialLoginCallbackUrl(getTenant('br'), site)).toBe(
      `${siteOrigin(getTenant('br'))}/api/br/social-login/callback`,
    );
    expect(socialLoginCallbackUrl(getTenant('br'), local)).toBe('http://127.0.0.1:4540/api/br/social-login/callback');
  });
});
