import { describe, expect, it } from 'vitest';
import { isDiscountMember, type Member, memberCartDiscount, memberSchema } from './member-discount';

describe('memberCartDiscount (docs/prices-and-badges.md: specialists circle, Gold and Black)', () => {
  it.each<[string, Member, number, number]>([
    ['Gold', { specialistsCircleSegment: 'Gold' }, 5_000, 95_000],
    ['Black', { specialistsCircleSegment: 'Black' }, 5_000, 95_000],
    ['Black spelled by the cookie', { specialistsCircleSegment: ' BLACK ' }, 5_000, 95_000],
    ['Gold who is also Elite', { specialistsCircleSegment: 'gold', loyaltyTier: 'Elite' }, 5_000, 95_000],
  ])('%s gets the discount', (_, member, discount, total) => {
    expect(memberCartDiscount(100_000, member, 5)).toEqual({
      status: 'applied',
      discountMinor: discount,
      totalMinor: total,
    });
  });

  it.each<[string, Member]>([
    ['a guest', {}],
    ['another segment', { specialistsCircleSegment: 'Silver' }],
    ['an empty segment', { specialistsCircleSegment: '' }],
    ['a Fan', { loyaltyTier: 'Fan' }],
    ['a Premium', { loyaltyTier: 'Premium' }],
    ['an Elite without the circle', { loyaltyTier: 'Elite' }],
  ])('%s does not', (_, member) => {
    expect(isDiscountMember(member)).toBe(false);
    expect(memberCartDiscount(100_000, member, 5)).toEqual({ status: 'notMember' });
  });

  it('rounds the discount half up in minor units', () => {
    // 7.5 % of R$ 129,90 is 974.25 cents
    expect(memberCartDiscount(12_990, { specialistsCircleSegment: 'Gold' }, 7.5)).toEqual({
      status: 'applied',
      discountMinor: 974,
      totalMinor: 12_016,
    });
    // 5 % of $ 12.990 is 649.5 pesos
    expect(memberCartDiscount(12_990, { specialistsCircleSegment: 'Gold' }, 5)).toMatchObject({ discountMinor: 650 });
  });
});

describe('memberSchema', () => {
  it('rejects a loyalty tier the programme does not have', () => {
    expect(memberSchema.safeParse({ loyaltyTier: 'Gold' }).success).toBe(false);
  });
});
