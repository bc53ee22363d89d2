import { createHash } from 'node:crypto';
import type { Member } from '../../lib/price/member-discount';
import type { Db } from '../db';

/** Who is shopping, as far as prices care: the member discount (docs/cart-rules.md) and the pro tier. */
export interface Shopper {
  userId: string | null;
  member: Member;
  isProBuyer: boolean;
}

export const guestShopper: Shopper = { userId: null, member: {}, isProBuyer: false };

// A session token as a cookie can carry it; anything else is not looked up at all.
const tokenPattern = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/**
 * The logged-in customer behind a session cookie, or a guest. Sessions are stored by the
 * SHA-256 (hex) of the token, so the cookie is hashed the same way before the lookup. The
 * cart only reads sessions: the account service creates and ends them.
 */
export async function shopperOf(db: Db, tenant: string, token: string | undefined, now: Date): Promise<Shopper> {
  if (token === undefined || !tokenPattern.test(token)) return guestShopper;
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', (join) => join.onRef('u.tenant', '=', 's.tenant').onRef('u.id', '=', 's.user_id'))
    .select(['u.id', 'u.specialist_segment', 'u.loyalty_tier', 'u.pro_buyer'])
    .where('s.tenant', '=', tenant)
    .where('s.token_hash', '=', createHash('sha256').update(token).digest('hex'))
    .where('s.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return guestShopper;
  const member: Member = {};
  if (row.specialist_segment) member.specialistsCircleSegment = row.specialist_segment;
  if (row.loyalty_tier === 'Fan' || row.loyalty_tier === 'Premium' || row.loyalty_tier === 'Elite') {
    member.loyaltyTier = row.loyalty_tier;
  }
  return { userId: row.id, member, isProBuyer: row.pro_buyer === 1 };
}
