import type { Tenant } from '../../tenants/schema';
import { cmrLimits } from '../constants';
import { toMinorUnits } from '../money';

/**
 * docs/prices-and-badges.md: "CMR limit lower 10000, upper 500000" (cmrLimits in ../constants). The spec gives
 * one pair and no currency, so the numbers are read in each tenant's own major units
 * (10.000 CLP, 10.000 PEN...) and compared in minor units, both bounds included. They fit the Chilean peso the card was
 * made for; in currencies worth more per unit the lower bound hides the card price on all
 * but large tickets, which is why callers may pass other limits.
 */
export type CmrLimits = { lowerMajor: number; upperMajor: number };

/** Why a CMR price is or is not shown: the page shows it only for 'show'. */
export type CmrDecision = 'show' | 'belowLimit' | 'aboveLimit' | 'notLower';

/** docs/prices-and-badges.md: the card price shows within the limits and only when it beats the displayed current price. */
export function cmrDecision(
  cmrMinor: number,
  currentMinor: number,
  tenant: Pick<Tenant, 'currency'>,
  limits: CmrLimits = cmrLimits,
): CmrDecision {
  const { minorDigits } = tenant.currency;
  if (cmrMinor < toMinorUnits(limits.lowerMajor, minorDigits)) return 'belowLimit';
  if (cmrMinor > toMinorUnits(limits.upperMajor, minorDigits)) return 'aboveLimit';
  if (cmrMinor >= currentMinor) return 'notLower';
  return 'show';
}
