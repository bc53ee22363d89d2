import type { ValidationKey } from './issues';

/**
 * spec §5: calculator inputs accept digits and dots only. Plain code rather than a zod schema:
 * the calculator islands run it in the browser, where zod's pipes and checks would weigh on
 * every page that shares zod with them (tests/e2e/js-budget.spec.ts).
 */

/** What an input keeps as the shopper types. */
export function keepDigitsAndDots(typed: string): string {
  return typed.replace(/[^\d.]/g, '');
}

/** One number: digits with at most one dot ("2", "2.5", ".5", "2."); a comma is not a decimal separator here. */
const decimal = /^(?:\d+\.?\d*|\.\d+)$/;

export type CalculatorNumber = { ok: true; value: number } | { ok: false; key: ValidationKey };

/** A calculator measure (metres, m², coats, yield): a positive number from what the shopper typed. */
export function readCalculatorNumber(typed: unknown): CalculatorNumber {
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (text === '') return { ok: false, key: 'validation.calculator.required' };
  if (!decimal.test(text)) return { ok: false, key: 'validation.calculator.digitsAndDots' };
  const value = Number(text);
  return value > 0 && Number.isFinite(value)
    ? { ok: true, value }
    : { ok: false, key: 'validation.calculator.positive' };
}
