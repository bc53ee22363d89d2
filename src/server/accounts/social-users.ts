import { randomUUID } from 'node:crypto';
import { namesFromClaims, type SocialClaims } from '../../lib/accounts/social-login';
import { ApiError, apiErrorCodes } from '../api/errors';
import type { Db } from '../db';
import { findUserByEmail, findUserById, type UserRow } from './users';

/**
 * The customer a provider's ID token names, found by the provider's subject, else by a verified
 * email (the customer who already has a password account links it), else created. An email the
 * provider did not verify never joins an existing account: anyone can type someone else's email
 * at a careless provider, and would then be let into that account.
 */
export async function customerForSocialLogin(
  db: Db,
  tenant: string,
  issuer: string,
  claims: SocialClaims,
  now = new Date(),
): Promise<UserRow> {
  const linked = await db
    .selectFrom('social_identities')
    .select('user_id')
    .where('tenant', '=', tenant)
    .where('issuer', '=', issuer)
    .where('subject', '=', claims.sub)
    .executeTakeFirst();
  const known = linked && (await findUserById(db, tenant, linked.user_id));
  if (known) return known;
  if (!claims.email) throw new ApiError(400, { code: apiErrorCodes.validation, key: 'account.social.noEmail' });

  const existing = await findUserByEmail(db, tenant, claims.email);
  if (existing && claims.email_verified !== true) {
    throw new ApiError(409, { code: apiErrorCodes.conflict, key: 'account.social.emailInUse' });
  }
  return db.transaction().execute(async (trx) => {
    let user = existing;
    if (!user) {
      const names = namesFromClaims(claims);
      user = {
        tenant,
        id: randomUUID(),
        email: claims.email as string,
        // No password: such a customer signs in with the provider, or sets one by the reset link.
        password_hash: '',
        kind: 'person',
        tax_id: null,
        first_name: names.firstName,
        last_name: names.lastName,
        loyalty_tier: null,
        specialist_segment: null,
        pro_buyer: 0,
        created_at: now.toISOString(),
      };
      await trx.insertInto('users').values(user).execute();
    }
    await trx
      .insertInto('social_identities')
      .values({ tenant, issuer, subject: claims.sub, user_id: user.id, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['tenant', 'issuer', 'subject']).doUpdateSet({ user_id: user.id }))
      .execute();
    return user;
  });
}
