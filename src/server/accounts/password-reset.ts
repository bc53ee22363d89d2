import { translator } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { invalid } from '../api/errors';
import type { Db } from '../db';
import type { EmailSender } from '../email';
import { afterAnswer } from '../http/after-answer';
import { logLine } from '../log';
import { loginAccountKey, loginClientPrefix } from './login';
import { hashPassword } from './password-hash';
import { hit, type RateLimit, reset, resetUnder } from './rate-limit';
import { endUserSessions } from './sessions';
import { hashToken, isTokenShape, newToken } from './tokens';
import { findUserByEmail, type UserRow } from './users';

/** A reset link works once, for an hour. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;
/** Reset emails per account per hour: enough for a lost email, too few to flood someone's inbox. */
export const resetEmailLimit: RateLimit = { limit: 5, windowSeconds: 60 * 60 };

type ResetTenant = Pick<Tenant, 'tenant' | 'lang' | 'siteName' | 'domain'>;

export function resetLink(tenant: Pick<Tenant, 'tenant'>, base: string, token: string): string {
  return `${base}/${tenant.tenant}/password-reset?token=${encodeURIComponent(token)}`;
}

function resetEmail(tenant: ResetTenant, user: UserRow, link: string) {
  const t = translator(tenant.lang);
  const params = { siteName: tenant.siteName, name: user.first_name, link, minutes: resetTokenLifetimeMs / 60_000 };
  return {
    from: { name: tenant.siteName, address: `no-reply@${tenant.domain}` },
    to: user.email,
    subject: t('account.reset.email.subject', params),
    text: t('account.reset.email.body', params),
    lang: tenant.lang,
    tenant: tenant.tenant,
  };
}

/**
 * Sends a one-time reset link when the account exists. The caller answers the same whatever
 * happens here, so nobody learns which emails have accounts.
 */
export async function requestPasswordReset(
  db: Db,
  tenant: ResetTenant,
  email: string,
  deps: { sender: EmailSender; siteUrl: string; now?: Date },
): Promise<void> {
  const now = deps.now ?? new Date();
  const user = await findUserByEmail(db, tenant.tenant, email);
  if (!user) return;
  const count = await hit(db, `reset:${tenant.tenant}:${user.id}`, resetEmailLimit, now);
  if (count.exceeded) {
    logLine('warn', 'password reset email limit reached', { tenant: tenant.tenant });
    return;
  }
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({
      tenant: tenant.tenant,
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + resetTokenLifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  await deps.sender.send(resetEmail(tenant, user, resetLink(tenant, deps.siteUrl, token)));
}

/**
 * The reset request as the site answers it: the lookup and the email happen after the answer,
 * which is the same, and as quick, whether or not the account exists.
 */
export function requestPasswordResetAfterAnswer(
  db: Db,
  tenant: ResetTenant,
  email: string,
  deps: { sender: EmailSender; siteUrl: string; requestId?: string },
): void {
  afterAnswer('password reset email', { tenant: tenant.tenant, requestId: deps.requestId }, () =>
    requestPasswordReset(db, tenant, email, deps),
  );
}

const badToken = () => invalid('token', 'account.reset.invalidToken');

/**
 * Sets a new password from a reset link: the link is spent, the account's other reset links
 * too, and every other session of the account ends (whoever had the old password is logged
 * out; the request's own session, if it is the account's, stays), all in one transaction. A second use of the same link finds it spent.
 */
export async function confirmPasswordReset(
  db: Db,
  tenant: string,
  input: { token: string; password: string },
  options: { keepSessionHash?: string | undefined; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  if (!isTokenShape(input.token)) throw badToken();
  const tokenHash = hashToken(input.token);
  const row = await db
    .selectFrom('password_resets')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('tenant', '=', tenant)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.used_at !== null || !(new Date(row.expires_at).getTime() > now.getTime())) throw badToken();
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const email = await db.transaction().execute(async (trx) => {
    // Spending the link is the guard: of two simultaneous confirmations only one updates a row.
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('tenant', '=', tenant)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (spent.numUpdatedRows !== 1n) throw badToken();
    await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('tenant', '=', tenant)
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('tenant', '=', tenant)
      .where('id', '=', row.user_id)
      .returning('email')
      .executeTakeFirst();
    if (!user) throw badToken();
    await endUserSessions(trx, tenant, row.user_id, options.keepSessionHash);
    return user.email;
  });
  // The owner proved they read the account's mail: past failed logins no longer count against it,
  // from any client (the way back for an owner paused where a guesser was).
  await reset(db, loginAccountKey(tenant, email));
  await resetUnder(db, loginClientPrefix(tenant, email));
}
