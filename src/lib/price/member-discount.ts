import { z } from 'astro/zod';
import { percentOf } from './percent';

/** docs/prices-and-badges.md: tiers of the retailer's loyalty programme. */
export const loyaltyTierSchema = z.enum(['Fan', 'Premium', 'Elite']);
/** docs/prices-and-badges.md: the specialists-circle segments that earn the exclusive discount. */
export const discountSegments = ['Gold', 'Black'] as const;

/** What the session knows about the shopper's programmes; absent when not a member. */
export const memberSchema = z.strictObject({
  /** Specialists-circle segment as the segments cookie spells it ('Gold', 'BLACK', 'Silver'...). */
  specialistsCircleSegment: z.string().optional(),
  loyaltyTier: loyaltyTierSchema.optional(),
});
export type Member = z.infer<typeof memberSchema>;

export type MemberDiscount = { status: 'applied'; discountMinor: number; totalMinor: number } | { status: 'notMember' };

/** docs/prices-and-badges.md: only Gold and Black members of the specialists circle; a loyalty tier alone never counts. */
export function isDiscountMember(member: Member): boolean {
  const segment = member.specialistsCircleSegment?.trim().toLowerCase();
  return discountSegments.some((name) => name.toLowerCase() === segment);
}

/**
 * docs/prices-and-badges.md: the exclusive discount, applied to a cart amount (never on product pages: the
 * spec places it in the cart). The rate belongs to the promotion, so it is a parameter; the
 * discount rounds half up, in the shopper's favour.
 */
export function memberCartDiscount(cartAmountMinor: number, member: Member, percent: number): MemberDiscount {
  if (!isDiscountMember(member)) return { status: 'notMember' };
  const discountMinor = percentOf(cartAmountMinor, percent);
  return { status: 'applied', discountMinor, totalMinor: cartAmountMinor - discountMinor };
}
