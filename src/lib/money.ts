/** The parts of a tenant that decide how money reads (spec §3 separator, §9). */
export interface MoneyFormat {
  currency: { symbol: string; minorDigits: number };
  separator: { decimal: string; thousand: string; precision: number };
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an integer amount of minor units with the tenant's symbol, separators and
 * precision: 1299000 CLP → "$ 1.299.000", 129990 BRL → "R$ 1.299,90".
 * Amounts are rounded half away from zero to the shown precision.
 */
export function formatMoney(amountMinor: number, format: MoneyFormat): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be a safe integer of minor units, got ${amountMinor}`);
  }
  const { minorDigits } = format.currency;
  const precision = Math.min(format.separator.precision, minorDigits);
  const shown = Math.round(Math.abs(amountMinor) / 10 ** (minorDigits - precision));
  const unit = 10 ** precision;
  const whole = groupThousands(String(Math.floor(shown / unit)), format.separator.thousand);
  const fraction = precision > 0 ? format.separator.decimal + String(shown % unit).padStart(precision, '0') : '';
  const sign = amountMinor < 0 && shown > 0 ? '-' : '';
  return `${sign}${format.currency.symbol} ${whole}${fraction}`;
}

/** Converts major units (as a shopper types or a spec states them) to minor units. */
export function toMinorUnits(amountMajor: number, minorDigits: number): number {
  return Math.round(amountMajor * 10 ** minorDigits);
}
