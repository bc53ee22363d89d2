import { endpoint } from '../api/endpoint';
import { database } from '../db/runtime';
import { emailSender } from '../email';
import { siteOrigin } from '../seo/origin';
import { confirmPasswordReset, requestPasswordResetAfterAnswer } from './password-reset';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from './request-input';
import { readSessionToken } from './session-cookie';
import { hashToken } from './tokens';

const smallBodyBytes = 4 * 1024;

/**
 * POST password-reset `{ email }`: the same answer, as quick, whether or not the account exists,
 * and even when the email could not be written (an error only for real accounts would tell them
 * apart): the lookup and the email come after it.
 */
export const passwordResetEndpoint = endpoint(
  { body: passwordResetRequestSchema, maxBodyBytes: smallBodyBytes },
  async ({ tenant, body, astro }) => {
    const { db } = await database();
    requestPasswordResetAfterAnswer(db, tenant, body.email, {
      sender: emailSender(),
      siteUrl: siteOrigin(tenant),
      requestId: astro.locals.trace['x-request-id'],
    });
    return { message: astro.locals.t('account.reset.sent') };
  },
);

/** POST password-reset/confirm `{ token, password }`: the new password; the link is spent. */
export const passwordResetConfirmEndpoint = endpoint(
  { body: passwordResetConfirmSchema, maxBodyBytes: smallBodyBytes },
  async ({ tenant, body, astro }) => {
    const { db } = await database();
    const own = readSessionToken(astro, tenant.tenant);
    await confirmPasswordReset(db, tenant.tenant, body, { keepSessionHash: own ? hashToken(own) : undefined });
    return { message: astro.locals.t('account.reset.done') };
  },
);
