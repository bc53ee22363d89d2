/** The parts of a tenant that decide how money reads (docs/prices-and-badges.md separator, docs/prices-and-badges.md). */
export interface MoneyFormat {
  currency: { symbol: string; minorDigits: number };
  separator: { decimal: string; thousand: string; precision: number };
}

/** A formatted amount in pieces, for markup that styles them apart (smaller cents, a unit suffix). */
export interface MoneyParts {
  sign: '' | '-';
  symbol: string;
  /** Whole units with the tenant's thousand separator: "1.299". */
  whole: string;
  /** The tenant's decimal separator, or '' when the tenant shows no decimals. */
  decimal: string;
  /** Shown decimals, zero-padded to the precision: "90"; '' when none are shown. */
  fraction: string;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The pieces of formatMoney: the same rounding (half away from zero to the shown precision),
 * so that joining them gives exactly the formatted text.
 */
export function formatMoneyParts(amountMinor: number, format: MoneyFormat): MoneyParts {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be a safe integer of minor units, got ${amountMinor}`);
  }
  const { minorDigits } = format.currency;
  // docs/prices-and-badges.md: "precision applied only when allowed" — never more decimals than the currency has.
  const precision = Math.min(format.separator.precision, minorDigits);
  const shown = Math.round(Math.abs(amountMinor) / 10 ** (minorDigits - precision));
  const unit = 10 ** precision;
  return {
    sign: amountMinor < 0 && shown > 0 ? '-' : '',
    symbol: format.currency.symbol,
    whole: groupThousands(String(Math.floor(shown / unit)), format.separator.thousand),
    decimal: precision > 0 ? format.separator.decimal : '',
    fraction: precision > 0 ? String(shown % unit).padStart(precision, '0') : '',
  };
}

/**
 * Formats an integer amount of minor units with the tenant's symbol, separators and
 * precision: 1299000 CLP → "$ 1.299.000", 129990 BRL → "R$ 1.299,90".
 * Amounts are rounded half away from zero to the shown precision.
 */
export function formatMoney(amountMinor: number, format: MoneyFormat): string {
  return joinMoneyParts(formatMoneyParts(amountMinor, format));
}

/** The text of formatted parts: sign, symbol, a space, the number ("-$ 4.990", "R$ 1.299,90"). */
export function joinMoneyParts({ sign, symbol, whole, decimal, fraction }: MoneyParts): string {
  return `${sign}${symbol} ${whole}${decimal}${fraction}`;
}

/** Converts major units (as a shopper types or a spec states them) to minor units. */
export function toMinorUnits(amountMajor: number, minorDigits: number): number {
  return Math.round(amountMajor * 10 ** minorDigits);
}

/** Why a typed amount was refused; the caller (e.g. the price-range filter) picks the message. */
export type MoneyParseResult =
  | { ok: true; amountMinor: number }
  | { ok: false; error: 'empty' | 'negative' | 'notANumber' | 'tooLarge' }
  | { ok: false; error: 'tooManyDecimals'; maxDecimals: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads an amount a shopper typed ("1.299,90" in br, "1,299.90" in mx, "$ 1.299" in cl) as
 * minor units, with the tenant's separators only: a thousand separator must group exactly
 * three digits, so "1,299.90" typed on a "1.299,90" tenant is refused rather than misread.
 * Decimals are accepted up to the currency's minor digits (even where the tenant shows
 * none, since the amount is still exact); trailing zeros beyond them are harmless ("1.299,00" CLP).
 */
export function parseMoney(input: string, format: MoneyFormat): MoneyParseResult {
  const { symbol, minorDigits } = format.currency;
  const { decimal, thousand } = format.separator;
  let text = input.replace(/[\u00a0\u202f]/g, ' ').trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (text.startsWith('-')) return { ok: false, error: 'negative' };
  if (text.startsWith(symbol)) text = text.slice(symbol.length).trim();
  if (text.startsWith('-')) return { ok: false, error: 'negative' };

  const number = new RegExp(
    `^(\\d{1,3}(?:${escapeRegExp(thousand)}\\d{3})+|\\d+)(?:${escapeRegExp(decimal)}(\\d+))?$`,
  ).exec(text);
  if (!number) return { ok: false, error: 'notANumber' };
  // group 1 always takes part in a match; only the fraction is optional
  const whole = String(number[1]).replaceAll(thousand, '');
  const fraction = (number[2] ?? '').replace(/0+$/, '');
  if (fraction.length > minorDigits) return { ok: false, error: 'tooManyDecimals', maxDecimals: minorDigits };

  // BigInt so that a long string of digits is refused as too large instead of silently rounded.
  const amount = BigInt(whole) * 10n ** BigInt(minorDigits) + BigInt(fraction.padEnd(minorDigits, '0') || '0');
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'tooLarge' };
  return { ok: true, amountMinor: Number(amount) };
}
