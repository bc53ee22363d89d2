import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { formAction } from '../cart/cart-forms';
import { database } from '../db/runtime';
import { emailSender } from '../email';
import { siteOrigin } from '../seo/origin';
import { accountPaths } from './account-paths';
import { stopSession } from './current-session';
import { confirmPasswordReset, requestPasswordResetAfterAnswer } from './password-reset';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from './request-input';
import { readSessionToken } from './session-cookie';
import { hashToken } from './tokens';

/**
 * The account page's plain HTML forms (they work without JavaScript): the same services as the
 * JSON API (session-endpoints.ts, reset-endpoints.ts), answered with 303 back to a page that
 * reads the `done` or `error` flag (cart-forms.ts).
 */

/** Logout; without a session it does nothing and still succeeds. */
export function logoutForm(astro: APIContext): Promise<Response> {
  const page = accountPaths(astro.locals.tenant).account;
  return formAction(astro, z.unknown(), { success: page, failure: page }, async () => {
    const { db } = await database();
    await stopSession(db, astro.locals.tenant.tenant, astro);
  });
}

/** A reset link by email: the same answer, as quick, whether or not the account exists (reset-endpoints.ts). */
export function resetRequestForm(astro: APIContext): Promise<Response> {
  const { tenant } = astro.locals;
  const page = accountPaths(tenant).reset;
  return formAction(astro, passwordResetRequestSchema, { success: page, failure: page }, async (input) => {
    const { db } = await database();
    requestPasswordResetAfterAnswer(db, tenant, input.email, {
      sender: emailSender(),
      siteUrl: siteOrigin(tenant),
      requestId: astro.locals.trace['x-request-id'],
    });
  });
}

/** A new password from the link's token; a refusal goes back to the same link's form. */
export async function resetConfirmForm(astro: APIContext): Promise<Response> {
  const { tenant } = astro.locals;
  const paths = accountPaths(tenant);
  let token = '';
  try {
    const value = (await astro.request.clone().formData()).get('token');
    token = typeof value === 'string' ? value.slice(0, 128) : '';
  } catch {
    // not a form: the schema below refuses it
  }
  const failure = `${paths.reset}?${new URLSearchParams({ token })}`;
  return formAction(
    astro,
    passwordResetConfirmSchema,
    { success: `${paths.reset}?confirmed=1`, failure },
    async (input) => {
      const { db } = await database();
      const own = readSessionToken(astro, tenant.tenant);
      await confirmPasswordReset(db, tenant.tenant, input, { keepSessionHash: own ? hashToken(own) : undefined });
    },
  );
}
