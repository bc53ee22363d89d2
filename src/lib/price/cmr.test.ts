import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import { cmrDecision } from './cmr';

const cl = getTenant('cl'); // CLP, no minor digits: 10.000 CLP is 10000 minor units
const pe = getTenant('pe'); // PEN, cents: S/ 10,000.00 is 1000000 minor units

describe('cmrDecision (docs/prices-and-badges.md: limits 10000 to 500000, lower than the current price)', () => {
  it.each([
    ['cl', cl, 9_990, 12_990, 'belowLimit'],
    ['cl', cl, 10_000, 12_990, 'show'], // the lower bound is included
    ['cl', cl, 399_990, 449_990, 'show'],
    ['cl', cl, 500_000, 549_990, 'show'], // the upper bound is included
    ['cl', cl, 500_001, 549_990, 'aboveLimit'],
    ['cl', cl, 12_990, 12_990, 'notLower'], // the same as the current price adds nothing
    ['cl', cl, 13_990, 12_990, 'notLower'],
    // In major units per currency: S/ 9,999.99 is below the limit although 999999 > 10000.
    ['pe', pe, 999_999, 1_200_000, 'belowLimit'],
    ['pe', pe, 1_000_000, 1_200_000, 'show'],
    ['pe', pe, 50_000_000, 60_000_000, 'show'],
    ['pe', pe, 50_000_001, 60_000_000, 'aboveLimit'],
  ] as const)('%s: card %i against current %i -> %s', (_, tenant, cmr, current, expected) => {
    expect(cmrDecision(cmr, current, tenant)).toBe(expected);
  });

  it('takes other limits when a caller passes them', () => {
    const limits = { lowerMajor: 10, upperMajor: 5_000 };
    expect(cmrDecision(99_900, 120_000, pe, limits)).toBe('show');
    expect(cmrDecision(999, 1_200, pe, limits)).toBe('belowLimit');
  });
});
