import * as oidc from 'openid-client';
import { isLoopbackHost, type SocialClaims, socialClaimsSchema } from '../../lib/accounts/social-login';
import { socialLoginScope } from '../../lib/tenant-rules';
import type { Tenant } from '../../tenants/schema';
import { siteOrigin } from '../seo/origin';

/**
 * The social-login provider: any OpenID Connect provider, found by discovery from its issuer URL.
 * Nothing is configured by default, and the login form then shows no social button.
 */
export interface SocialLoginConfig {
  issuer: URL;
  clientId: string;
  /** Absent for a public client (PKCE alone); present for a confidential one. */
  clientSecret: string | undefined;
  scope: readonly string[];
  /** The origin the provider sends the shopper back to; the site's origin unless set. */
  redirectOrigin: string | undefined;
}

function url(value: string | undefined): URL | undefined {
  try {
    return value ? new URL(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SOCIAL_LOGIN_ISSUER_URL (https; http only on a loopback host, for a provider run by the tests or
 * a developer) and SOCIAL_LOGIN_CLIENT_ID, with SOCIAL_LOGIN_CLIENT_SECRET for a confidential
 * client and SOCIAL_LOGIN_REDIRECT_ORIGIN where the registered callback is not on SITE_URL.
 */
export function socialLoginConfig(env: NodeJS.ProcessEnv = process.env): SocialLoginConfig | undefined {
  const issuer = url(env.SOCIAL_LOGIN_ISSUER_URL?.trim());
  const clientId = env.SOCIAL_LOGIN_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  const secure = issuer.protocol === 'https:' || (issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname));
  if (!secure) return undefined;
  return {
    issuer,
    clientId,
    clientSecret: env.SOCIAL_LOGIN_CLIENT_SECRET?.trim() || undefined,
    scope: socialLoginScope,
    redirectOrigin: url(env.SOCIAL_LOGIN_REDIRECT_ORIGIN?.trim())?.origin,
  };
}

/** The tenant's callback, which the provider must have registered. */
export function socialLoginCallbackUrl(
  tenant: Pick<Tenant, 'tenant' | 'seoDomain'>,
  config: SocialLoginConfig,
): string {
  return `${config.redirectOrigin ?? siteOrigin(tenant)}/api/${tenant.tenant}/social-login/callback`;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's metadata, fetched once per process; a failed discovery is tried again next time. */
function providerOf(config: SocialLoginConfig): Promise<oidc.Configuration> {
  const key = `${config.issuer.href} ${config.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const auth = config.clientSecret ? oidc.ClientSecretPost(config.clientSecret) : oidc.None();
    const insecure = config.issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
    found = oidc.discovery(config.issuer, config.clientId, config.clientSecret, auth, {
      ...insecure,
      timeout: 10,
    });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** What the browser keeps between leaving for the provider and coming back (a short-lived cookie). */
export interface SocialLoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/** The authorization request of the code flow, with PKCE, state and nonce. */
export async function socialLoginStart(
  tenant: Pick<Tenant, 'tenant' | 'seoDomain'>,
  config: SocialLoginConfig,
  returnTo: string,
): Promise<{ authorizationUrl: string; checks: SocialLoginChecks }> {
  const provider = await providerOf(config);
  const checks: SocialLoginChecks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    returnTo,
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: socialLoginCallbackUrl(tenant, config),
    scope: config.scope.join(' '),
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { authorizationUrl: authorizationUrl.href, checks };
}

const stripUndefined = (claims: SocialClaims) =>
  Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));

/**
 * Exchanges the code of the provider's answer for tokens and reads who signed in from the ID
 * token, whose signature, issuer, audience, nonce and the PKCE verifier openid-client checks,
 * completed from the UserInfo endpoint (for the same subject) when the token carries no email.
 */
export async function socialLoginFinish(
  tenant: Pick<Tenant, 'tenant' | 'seoDomain'>,
  config: SocialLoginConfig,
  answer: URLSearchParams,
  checks: SocialLoginChecks,
): Promise<{ issuer: string; claims: SocialClaims }> {
  const provider = await providerOf(config);
  // The callback as registered, with the provider's answer: the same URL behind any proxy.
  const callback = new URL(socialLoginCallbackUrl(tenant, config));
  callback.search = answer.toString();
  const tokens = await oidc.authorizationCodeGrant(provider, callback, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idToken = socialClaimsSchema.parse(tokens.claims());
  if (idToken.email) return { issuer: provider.serverMetadata().issuer, claims: idToken };
  // A conforming provider may keep the email and profile claims for its UserInfo endpoint only.
  const userInfo = await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub);
  return {
    issuer: provider.serverMetadata().issuer,
    claims: socialClaimsSchema.parse({ ...userInfo, ...stripUndefined(idToken) }),
  };
}
