import type { CalculatorPanel } from '../../lib/calculators/calculator-answer';
import type { TypedValues, TypedWall } from '../../lib/calculators/calculator-query';
import type { CalculatorProduct } from '../../lib/calculators/product-estimate';
import type { MessageKey } from '../../lib/messages';
import type { MoneyFormat } from '../../lib/money';

const sharedPrefixes = [
  'calculator.error.',
  'projects.calculator.',
  'validation.calculator.',
  'validation.invalid',
  'tools.calculator.',
  'tools.close',
  'productPage.quantity',
] as const;

/**
 * The templates a calculator island fills as the shopper types: the rules' results and refusals,
 * and the island's own words, of its kind only. Chosen by prefix on the server, so a message added
 * to the rules is shipped without a list to keep in step. The floor counts boxes, a catalogue unit
 * (lib/calculators/product-estimate.ts); the paint names its cans in its own words. (Every kind's
 * words and all 69 units' went into each calculator's props before: 11 KB on a paint page.)
 */
export const calculatorWordPrefixes = {
  paint: [...sharedPrefixes, 'calculator.paint.'],
  floor: [...sharedPrefixes, 'calculator.floor.', 'unit.box.'],
} as const satisfies Record<CalculatorProduct['kind'], readonly string[]>;

export function calculatorWordKeys(kind: CalculatorProduct['kind'], keys: readonly string[]): MessageKey[] {
  const prefixes: readonly string[] = calculatorWordPrefixes[kind];
  return keys.filter((key) => prefixes.some((prefix) => key.startsWith(prefix))) as MessageKey[];
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
