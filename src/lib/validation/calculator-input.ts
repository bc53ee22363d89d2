import { exampleDecimal, type NumberSeparators, parseDecimal } from '../numbers/parse-decimal';
import type { ValidationKey } from './issues';

/**
 * A calculator measure as the shopper typed it, in the tenant's own way of writing numbers
 * ("2,4" on es and pt tenants, "2.4" on mx; see ../numbers/parse-decimal.ts). The older rule
 * was "digits and dots only"; issue 27 found it turning "2,4" into 24 on tenants that write
 * decimals with a comma, so the tenant's separator rules instead
 * (docs/tools.md#numbers-the-shopper-types). Plain code rather than a zod schema: the calculator islands run it in the browser, where zod's pipes and checks would weigh
 * on every page that shares zod with them (tests/e2e/js-budget.spec.ts).
 */

export type CalculatorNumber =
  | { ok: true; value: number }
  | { ok: false; key: ValidationKey; params: Record<string, string> };

/** The message's example, as the tenant writes two point four. */
const numberExample = (separators: NumberSeparators) => ({ example: exampleDecimal(2.4, separators) });

/** A calculator measure (metres, m², centimetres): a positive number from what the shopper typed. */
export function readCalculatorNumber(typed: unknown, separators: NumberSeparators): CalculatorNumber {
  const read = parseDecimal(typeof typed === 'string' ? typed : '', separators);
  if (!read.ok && read.reason === 'empty') return { ok: false, key: 'validation.calculator.required', params: {} };
  if (!read.ok) return { ok: false, key: 'validation.calculator.number', params: numberExample(separators) };
  return read.value > 0 ? read : { ok: false, key: 'validation.calculator.positive', params: {} };
}
