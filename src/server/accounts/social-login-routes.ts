import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { safeReturnPath } from '../../lib/accounts/social-login';
import type { MessageKey } from '../../lib/messages';
import { allowsSocialLogin } from '../../lib/tenant-rules';
import { endpoint } from '../api/endpoint';
import { ApiError, apiErrorCodes } from '../api/errors';
import { formFlags, seeOther, withFlag } from '../cart/cart-forms';
import { database } from '../db/runtime';
import { isHttps } from '../http/secure-cookies';
import { describeError, logLine } from '../log';
import { accountPaths } from './account-paths';
import { startSession } from './current-session';
import { zoneFromDefaultAddress } from './login-zone';
import { type SocialLoginChecks, socialLoginConfig, socialLoginFinish, socialLoginStart } from './social-login';
import { customerForSocialLogin } from './social-users';

/** Ties the provider's answer to this browser (state, nonce, PKCE verifier) for ten minutes. */
const checksCookie = 'socialLogin';
const checksLifetimeSeconds = 10 * 60;
const checksSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  returnTo: z.string().max(500),
});

const cookiePath = (tenant: string) => `/api/${tenant}/social-login`;

/** The tenant allows social login and a provider is configured; a 403 or a 501 otherwise. */
function configFor(astro: APIContext) {
  if (!allowsSocialLogin(astro.locals.tenant)) {
    throw new ApiError(403, { code: apiErrorCodes.forbidden, key: 'account.social.disabled' });
  }
  const config = socialLoginConfig();
  if (!config) throw new ApiError(501, { code: apiErrorCodes.notConfigured, key: 'account.social.notConfigured' });
  return config;
}

/** Starts the code flow: the checks go into the cookie, the provider's sign-in address comes back. */
async function begin(astro: APIContext, wantedReturn: string | null): Promise<string> {
  const { tenant } = astro.locals;
  const config = configFor(astro);
  let start: Awaited<ReturnType<typeof socialLoginStart>>;
  try {
    start = await socialLoginStart(tenant, config, safeReturnPath(tenant.tenant, wantedReturn));
  } catch (error) {
    // The provider could not be reached or described itself wrongly (discovery).
    throw new ApiError(502, { code: apiErrorCodes.internal, key: 'account.social.failed' }, { cause: error });
  }
  astro.cookies.set(checksCookie, Buffer.from(JSON.stringify(start.checks)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(astro),
    path: cookiePath(tenant.tenant),
    maxAge: checksLifetimeSeconds,
  });
  return start.authorizationUrl;
}

/** What went wrong, for the log: the provider's or network's error behind a refusal, else the refusal's own reason. */
function failureCause(error: unknown): string {
  const cause = error instanceof ApiError && error.cause !== undefined ? error.cause : error;
  if (cause instanceof ApiError) return `${cause.name}: ${cause.details.map((detail) => detail.key).join(', ')}`;
  return describeError(cause);
}

function logFailure(astro: APIContext, error: unknown): void {
  logLine('warn', 'social login failed', {
    tenant: astro.locals.tenant.tenant,
    requestId: astro.locals.trace['x-request-id'],
    error: failureCause(error),
  });
}

const failureKey = (error: unknown): MessageKey =>
  error instanceof ApiError ? (error.details[0]?.key ?? 'account.social.failed') : 'account.social.failed';

/** POST social-login (docs/accounts-and-lists.md): where to sign in with the provider, as JSON for a script. */
export const socialLoginEndpoint = endpoint({}, async ({ astro }) => {
  const authorizationUrl = await begin(astro, astro.url.searchParams.get('returnTo'));
  return { authorizationUrl, scope: configFor(astro).scope };
});

/** The login form's social button (no JavaScript needed): 303 to the provider, or back with the message. */
export async function socialLoginForm(astro: APIContext): Promise<Response> {
  let wanted: string | null = null;
  try {
    const value = (await astro.request.formData()).get('returnTo');
    wanted = typeof value === 'string' ? value : null;
  } catch {
    // not a form: the account page is where the shopper comes back to
  }
  try {
    return seeOther(await begin(astro, wanted));
  } catch (error) {
    logFailure(astro, error);
    return seeOther(withFlag(accountPaths(astro.locals.tenant).account, formFlags.error, failureKey(error)));
  }
}

/** A redirect that no cache keeps: it carries a new session cookie. */
function back(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });
}

function readChecks(astro: APIContext): SocialLoginChecks | undefined {
  const raw = astro.cookies.get(checksCookie)?.value;
  if (!raw) return undefined;
  try {
    const parsed = checksSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The provider sends the shopper back here. The checks are spent whatever happens; a refusal at
 * the provider, a foreign or stale answer, or a failed exchange goes back to the account page
 * with a message in the tenant's language. A success starts a fresh session (a new token, as the
 * password login does) and returns to where the shopper started.
 */
export async function socialLoginCallback(astro: APIContext): Promise<Response> {
  const { tenant } = astro.locals;
  const checks = readChecks(astro);
  astro.cookies.delete(checksCookie, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(astro),
    path: cookiePath(tenant.tenant),
  });
  const answer = astro.url.searchParams;
  try {
    const config = configFor(astro);
    if (answer.has('error')) {
      throw new ApiError(400, { code: apiErrorCodes.validation, key: 'account.social.providerError' });
    }
    if (!checks || answer.get('state') !== checks.state) {
      throw new ApiError(400, { code: apiErrorCodes.validation, key: 'account.social.stateMismatch' });
    }
    let signedIn: Awaited<ReturnType<typeof socialLoginFinish>>;
    try {
      signedIn = await socialLoginFinish(tenant, config, answer, checks);
    } catch (error) {
      throw new ApiError(502, { code: apiErrorCodes.internal, key: 'account.social.failed' }, { cause: error });
    }
    const handle = await database();
    const user = await customerForSocialLogin(handle.db, tenant.tenant, signedIn.issuer, signedIn.claims);
    await startSession(handle.db, tenant.tenant, astro, { userId: user.id });
    const moved = await zoneFromDefaultAddress(handle, tenant, astro, user.id);
    const next = safeReturnPath(tenant.tenant, checks.returnTo);
    return back(moved ? withFlag(next, formFlags.zoneFromAddress, '1') : next);
  } catch (error) {
    logFailure(astro, error);
    return back(withFlag(accountPaths(tenant).account, formFlags.error, failureKey(error)));
  }
}
