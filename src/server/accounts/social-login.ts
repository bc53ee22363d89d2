import { socialLoginScope } from '../../lib/tenant-rules';
import type { Tenant } from '../../tenants/schema';
import { siteOrigin } from '../seo/origin';

/**
 * The social-login provider (an OAuth 2 authorization server). Nothing is configured by
 * default: the storefront then says so instead of pretending. spec §6: the scope asked for is
 * public_profile and email.
 */
export interface SocialLoginConfig {
  /** The provider's authorization endpoint, e.g. https://www.facebook.com/v19.0/dialog/oauth */
  authorizationUrl: string;
  clientId: string;
  scope: readonly string[];
}

/** SOCIAL_LOGIN_PROVIDER_URL (https) and SOCIAL_LOGIN_CLIENT_ID; either missing means "not configured". */
export function socialLoginConfig(env: NodeJS.ProcessEnv = process.env): SocialLoginConfig | undefined {
  const url = env.SOCIAL_LOGIN_PROVIDER_URL?.trim();
  const clientId = env.SOCIAL_LOGIN_CLIENT_ID?.trim();
  if (!url || !clientId) return undefined;
  try {
    if (new URL(url).protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  return { authorizationUrl: url, clientId, scope: socialLoginScope };
}

export interface SocialLoginStart {
  /** Where the browser goes to sign in with the provider. */
  authorizationUrl: string;
  scope: readonly string[];
}

/**
 * The authorization request of the OAuth 2 code flow: the provider sends the shopper back to
 * the tenant's callback with a code and the same `state`, which the caller keeps in a cookie.
 */
export function socialLoginStart(
  tenant: Pick<Tenant, 'tenant' | 'seoDomain'>,
  config: SocialLoginConfig,
  state: string,
  env: NodeJS.ProcessEnv = process.env,
): SocialLoginStart {
  const url = new URL(config.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${siteOrigin(tenant, env)}/api/${tenant.tenant}/social-login/callback`);
  url.searchParams.set('scope', config.scope.join(','));
  url.searchParams.set('state', state);
  return { authorizationUrl: url.toString(), scope: config.scope };
}
