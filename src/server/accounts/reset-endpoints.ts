import { endpoint } from '../api/endpoint';
import { database } from '../db/runtime';
import { emailSender } from '../email';
import { describeError, logLine } from '../log';
import { siteOrigin } from '../seo/origin';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from './request-input';
import { readSessionToken } from './session-cookie';
import { hashToken } from './tokens';

const smallBodyBytes = 4 * 1024;

/**
 * POST password-reset `{ email }`: the same answer whether or not the account exists, and even
 * when the email could not be written (an error only for real accounts would tell them apart).
 */
export const passwordResetEndpoint = endpoint(
  { body: passwordResetRequestSchema, maxBodyBytes: smallBodyBytes },
  async ({ tenant, body, astro }) => {
    const { db } = await database();
    try {
      await requestPasswordReset(db, tenant, body.email, { sender: emailSender(), siteUrl: siteOrigin(tenant) });
    } catch (error) {
      logLine('error', 'password reset email failed', {
        tenant: tenant.tenant,
        requestId: astro.locals.trace['x-request-id'],
        error: describeError(error),
      });
    }
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
