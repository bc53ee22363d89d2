import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import type { Tenant } from '../../tenants/schema';
import { endpoint } from '../api/endpoint';
import { database } from '../db/runtime';
import { describeError, logLine } from '../log';
import { currentSession, startSession, stopSession } from './current-session';
import { asLoginFailure, TooManyAttempts } from './login';
import { zoneFromDefaultAddress } from './login-zone';
import { parseLoginForm } from './request-input';
import { logInFromRequest } from './request-login';
import { analyticsInfo, sessionInfo } from './session-info';
import { socialLoginConfig } from './social-login';

/** A login form is a few hundred bytes; anything near this is not one. */
const loginBodyBytes = 4 * 1024;

/** GET session (fetchSessionInfo, docs/accounts-and-lists.md): customer, guest or nobody, and what the login form offers. */
export const sessionEndpoint = endpoint({}, async ({ tenant, astro }) => {
  const { db } = await database();
  return sessionInfo(tenant, await currentSession(db, tenant.tenant, astro), socialLoginConfig());
});

/** Runs the login; a failure keeps its Retry-After, and an unexpected one is logged and becomes docs/accounts-and-lists.md's message. */
async function loginStep<T>(tenant: Tenant, astro: APIContext, headers: Headers, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TooManyAttempts) headers.set('retry-after', String(error.retryAfterSeconds));
    const failure = asLoginFailure(error);
    if (failure !== error) {
      logLine('error', 'login failed', {
        tenant: tenant.tenant,
        requestId: astro.locals.trace['x-request-id'],
        error: describeError(error),
      });
    }
    throw failure;
  }
}

/**
 * POST login `{ kind, email, password, taxId? }` (docs/accounts-and-lists.md): a new session cookie, and the session;
 * `zoneFromAddress` names the zone the customer's default address moved them to, or is null.
 */
export const loginEndpoint = endpoint(
  { body: z.unknown(), maxBodyBytes: loginBodyBytes },
  async ({ tenant, body, astro, headers }) => {
    const form = parseLoginForm(tenant, body);
    return loginStep(tenant, astro, headers, async () => {
      const handle = await database();
      const user = await logInFromRequest(handle.db, tenant.tenant, form, astro);
      const record = await startSession(handle.db, tenant.tenant, astro, { userId: user.id });
      const zoneFromAddress = await zoneFromDefaultAddress(handle, tenant, astro, user.id);
      return { ...sessionInfo(tenant, { record, user }, socialLoginConfig()), zoneFromAddress };
    });
  },
);

/** POST logout: ends the session and clears its cookie; logging out twice is not an error. */
export const logoutEndpoint = endpoint({}, async ({ tenant, astro }) => {
  const { db } = await database();
  await stopSession(db, tenant.tenant, astro);
  return sessionInfo(tenant, undefined, socialLoginConfig());
});

/** POST guest (docs/accounts-and-lists.md "guest-continue"): a guest session, replacing any other. */
export const guestEndpoint = endpoint({}, async ({ tenant, astro }) => {
  const { db } = await database();
  const record = await startSession(db, tenant.tenant, astro, { guest: true });
  return sessionInfo(tenant, { record, user: undefined }, socialLoginConfig());
});

/** GET analytics-info (docs/accounts-and-lists.md): the visitor as analytics may see them, without personal data. */
export const analyticsInfoEndpoint = endpoint({}, async ({ tenant, astro }) => {
  const { db } = await database();
  return analyticsInfo(tenant, await currentSession(db, tenant.tenant, astro));
});
