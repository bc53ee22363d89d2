import type { Tenant } from '../tenants/schema';
import { countMessage, type Message } from './messages/message';
import { formatMoney, type MoneyFormat } from './money';

/**
 * docs/instalments.md: instalments offered by amount, "0.01→1, 50.01→2, … 400.01→9, 500.01→10".
 * Thresholds are in hundredths of the currency's major unit (50_01 is 50.01), so the table
 * reads like the spec and compares exactly with any currency of 0, 1 or 2 minor digits.
 */
export const instalmentSteps = [
  { from: 1, count: 1 }, // 0.01
  { from: 50_01, count: 2 },
  { from: 100_01, count: 3 },
  { from: 150_01, count: 4 },
  { from: 200_01, count: 5 },
  { from: 250_01, count: 6 },
  { from: 300_01, count: 7 },
  { from: 350_01, count: 8 },
  { from: 400_01, count: 9 },
  { from: 500_01, count: 10 },
] as const;

/**
 * docs/instalments.md: "minimum instalment value 50.01". Read as the smallest amount for which instalments
 * are offered at all, i.e. the 2-instalment step; one payment is not an instalment offer.
 * The other reading, "each instalment is at least 50.01", contradicts every step of the table:
 * 100.01 in 3 instalments is 33.34 each, and 500.01 in 10 is 50.001.
 */
export const instalmentMinimum = 50_01;

/** An amount in minor units as hundredths of the major unit: exact, since minorDigits is at most 2. */
function toHundredths(amountMinor: number, minorDigits: number): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be a safe integer of minor units, got ${amountMinor}`);
  }
  if (!Number.isInteger(minorDigits) || minorDigits < 0 || minorDigits > 2) {
    throw new RangeError(`Instalment steps are in hundredths; minorDigits must be 0, 1 or 2, got ${minorDigits}`);
  }
  return amountMinor * 10 ** (2 - minorDigits);
}

/**
 * How many instalments the table offers for an amount; 0 when there is nothing to pay.
 * For a currency without minor digits (CLP), 50.01 means "more than 50": 51 is the first
 * amount with 2 instalments, because 51.00 ≥ 50.01 and 50.00 is not.
 */
export function instalmentCount(amountMinor: number, minorDigits: number): number {
  const hundredths = toHundredths(amountMinor, minorDigits);
  let count = 0;
  for (const step of instalmentSteps) if (hundredths >= step.from) count = step.count;
  return count;
}

/**
 * Splits a total into count instalments that sum to it exactly, in minor units. The remainder
 * of the division goes one minor unit each to the first instalments, so no two differ by more
 * than one minor unit and the first is the largest: 10000 in 3 is [3334, 3333, 3333].
 */
export function instalmentSchedule(totalMinor: number, count: number): number[] {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) {
    throw new RangeError(`A total must be a safe integer of minor units of at least 0, got ${totalMinor}`);
  }
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`Instalments are counted from 1, got ${count}`);
  }
  const base = Math.floor(totalMinor / count);
  const remainder = totalMinor - base * count;
  return Array.from({ length: count }, (_, index) => (index < remainder ? base + 1 : base));
}

/** What instalments need from a tenant: the flag (docs/instalments.md: mx, uy, ar) and how money reads. */
export type InstalmentTenant = { flags: Pick<Tenant['flags'], 'instalments'> } & MoneyFormat;

export type InstalmentOffer =
  | { available: false; reason: 'disabled' }
  /** The amount is at most 50.00: the message says from which amount instalments apply. */
  | { available: false; reason: 'belowMinimum'; message: Message }
  | {
      available: true;
      count: number;
      /** The amount to show per month: the first, largest instalment, so no month costs more than it says. */
      monthlyMinor: number;
      /** Every instalment, summing exactly to the amount. */
      schedule: number[];
      /** "Hasta 10 cuotas de $ 50,01" / "Até 10x de R$ 50,01". */
      message: Message;
    };

/** The instalment offer shown beside a price (docs/instalments.md product page, docs/instalments.md). */
export function instalmentOffer(amountMinor: number, tenant: InstalmentTenant): InstalmentOffer {
  if (!tenant.flags.instalments) return { available: false, reason: 'disabled' };
  const count = instalmentCount(amountMinor, tenant.currency.minorDigits);
  if (count < 2) {
    // "more than 50.00" is exact in every currency, where "from 50.01" would show as "$ 50" at precision 0.
    const largestWithout = (instalmentMinimum - 1) / 10 ** (2 - tenant.currency.minorDigits);
    return {
      available: false,
      reason: 'belowMinimum',
      message: { key: 'instalments.minimum', params: { amount: formatMoney(largestWithout, tenant) } },
    };
  }
  const schedule = instalmentSchedule(amountMinor, count);
  const monthlyMinor = Math.max(...schedule);
  return {
    available: true,
    count,
    monthlyMinor,
    schedule,
    message: { key: 'instalments.upTo', params: { count, amount: formatMoney(monthlyMinor, tenant) } },
  };
}

export interface InstalmentOption {
  count: number;
  monthlyMinor: number;
  /** "1 cuota de $ 1.200,00", "3 cuotas de $ 400,00" / "3x de R$ 400,00". */
  message: Message;
}

/** Every choice up to the offered count, for the instalments modal; empty where instalments are off. */
export function instalmentOptions(amountMinor: number, tenant: InstalmentTenant): InstalmentOption[] {
  const offer = instalmentOffer(amountMinor, tenant);
  if (!offer.available) return [];
  return Array.from({ length: offer.count }, (_, index) => {
    const count = index + 1;
    const monthlyMinor = Math.max(...instalmentSchedule(amountMinor, count));
    const amount = formatMoney(monthlyMinor, tenant);
    return {
      count,
      monthlyMinor,
      message: countMessage(count, 'instalments.option.one', 'instalments.option.other', { amount }),
    };
  });
}
