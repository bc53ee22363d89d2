import type { CalculatorPanel } from '../../lib/calculators/calculator-answer';
import type { TypedValues, TypedWall } from '../../lib/calculators/calculator-query';
import type { CalculatorProduct } from '../../lib/calculators/product-estimate';
import type { MessageKey } from '../../lib/messages';
import type { MoneyFormat } from '../../lib/money';

/**
 * The templates a calculator island fills as the shopper types: the rules' results and refusals
 * (units for the quantity of boxes or cans), and the island's own words. Chosen by prefix on the
 * server, so a message added to the rules is shipped without a list to keep in step.
 */
export const calculatorWordPrefixes = [
  'calculator.',
  'projects.calculator.',
  'validation.calculator.',
  'validation.invalid',
  'unit.',
  'tools.',
  'productPage.quantity',
] as const;

export function calculatorWordKeys(keys: readonly string[]): MessageKey[] {
  return keys.filter((key) => calculatorWordPrefixes.some((prefix) => key.startsWith(prefix))) as MessageKey[];
}

/** What the server hands a calculator island: the form as it rendered it, and what the rules need. */
export interface CalculatorIslandProps {
  lang: 'es' | 'pt';
  words: Partial<Record<MessageKey, string>>;
  format: MoneyFormat;
  product: CalculatorProduct;
  unitPrice: number | null;
  skuId: string;
  /** The GET form's target, this very page. */
  action: string;
  /** The cart.add action's form target. */
  cartAction: string;
  typed: TypedValues;
  walls: TypedWall[];
  errors: Record<string, string>;
  result: CalculatorPanel | null;
  productFact: string;
  /** Paint: the standard door and window, in the tenant's words. */
  hints: { doors: string; windows: string } | null;
}
