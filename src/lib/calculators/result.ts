import type { Message } from '../messages';

/**
 * What a calculator answers: an estimate, or the problems a shopper must fix, each tied
 * to the form field it concerns ('walls.0.width', 'doors', 'area'...). Calculators never throw.
 */
export type CalculatorResult<T> = { ok: true; value: T } | { ok: false; issues: readonly CalculatorIssue[] };

export type CalculatorIssueCode =
  | 'not-positive'
  | 'not-whole'
  | 'no-walls'
  | 'openings-cover-walls'
  | 'too-large'
  | 'no-product-data';

export interface CalculatorIssue {
  code: CalculatorIssueCode;
  field: string;
  message: Message;
}

const messageKeys = {
  'not-positive': 'calculator.error.positive',
  'not-whole': 'calculator.error.wholeNumber',
  'no-walls': 'calculator.error.noWalls',
  'openings-cover-walls': 'calculator.error.openingsCoverWalls',
  'too-large': 'calculator.error.tooLarge',
  'no-product-data': 'calculator.error.noProductData',
} as const satisfies Record<CalculatorIssueCode, Message['key']>;

export function issue(code: CalculatorIssueCode, field: string, params?: Message['params']): CalculatorIssue {
  return { code, field, message: params ? { key: messageKeys[code], params } : { key: messageKeys[code] } };
}

/**
 * A positive measure as a whole number of 1/scale units (metres with scale 100 are
 * centimetres), so the arithmetic after it is exact. Records an issue and returns 0 when the
 * value is not finite, not positive, or rounds to nothing at that precision.
 */
export function positiveUnits(
  value: number,
  scale: number,
  field: string,
  issues: CalculatorIssue[],
  code: CalculatorIssueCode = 'not-positive',
): number {
  const units = Number.isFinite(value) ? Math.round(value * scale) : 0;
  if (units > 0) return units;
  issues.push(issue(code, field));
  return 0;
}

/** A count typed by the shopper (coats, doors): a whole number of at least `min`. */
export function wholeCount(value: number, min: 0 | 1, field: string, issues: CalculatorIssue[]): number {
  if (Number.isInteger(value) && value >= min) return value;
  issues.push(issue('not-whole', field, { min }));
  return min;
}

/** Ceiling of a / b for non-negative safe integers, without a float quotient deciding it. */
export function ceilDiv(a: number, b: number): number {
  const quotient = Math.floor(a / b);
  return quotient * b < a ? quotient + 1 : quotient;
}
