import type { Tenant } from '../../tenants/schema';
import { choices } from '../choices';
import { percentOf } from './percent';
import type { PriceEntry } from './price-entry';

/** Pix discount rate, in percent (a choice, see choices.ts); callers pass a running promotion's rate. */
export const defaultPixPercent: number = choices.pixPercent;

export type PixPrice =
  | { status: 'applied'; discountMinor: number; priceMinor: number }
  | { status: 'notProPrice' }
  | { status: 'pixOff' };

/** docs/prices-and-badges.md: Pix pays less on pro prices only, and only where the tenant offers it (br, obra). */
export function pixPrice(entry: PriceEntry, tenant: Pick<Tenant, 'flags'>, percent = defaultPixPercent): PixPrice {
  if (!tenant.flags.pixDiscount) return { status: 'pixOff' };
  if (entry.type !== 'PRECIOS_PRO') return { status: 'notProPrice' };
  const discountMinor = percentOf(entry.price, percent);
  return { status: 'applied', discountMinor, priceMinor: entry.price - discountMinor };
}
