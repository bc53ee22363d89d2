import { answerCalculator, type CalculatorPanel, fieldMessages } from '../../lib/calculators/calculator-answer';
import {
  editWalls,
  readCalculatorQuery,
  type TypedValues,
  type TypedWall,
} from '../../lib/calculators/calculator-query';
import { canLitresOf } from '../../lib/calculators/can-size';
import type { CalculatorProduct, ProductEstimate } from '../../lib/calculators/product-estimate';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { ProductDescription } from '../product/description';

/**
 * The product page's paint or floor calculator on the server: its GET form read back from the
 * query string, what the product needs, and the messages beside each refused field
 * (src/lib/calculators/calculator-answer.ts, which the calculator islands run too).
 */

export interface CalculatorView {
  kind: 'paint' | 'floor';
  product: CalculatorProduct;
  /** The displayed price of one unit, minor units; null where the zone has none. */
  unitPrice: number | null;
  typed: TypedValues;
  walls: TypedWall[];
  /** The field's message, translated; "product" for what the shopper cannot fix. */
  errors: Record<string, string>;
  /** What the product brings to the calculation ("Rinde 10 m² por litro", "1,5 m² por caja"). */
  productFact: string;
  /** The answer once the form was sent and read. */
  result: CalculatorPanel | null;
}

export { fieldMessages };

export function calculatorProduct(product: ProductDescription): CalculatorProduct | null {
  const calculator = product.calculator;
  if (calculator?.kind === 'paint') {
    return { kind: 'paint', yieldM2PerLitre: calculator.yieldM2PerLitre, canLitres: canLitresOf(product.name) };
  }
  if (calculator?.kind === 'floor') return { kind: 'floor', m2PerBox: calculator.m2PerBox };
  return null;
}

/** The calculator of the page, or null for products without one; `estimate` once it computed. */
export function calculatorView(
  tenant: Tenant,
  t: Translate,
  product: ProductDescription,
  search: URLSearchParams,
): { calculator: CalculatorView | null; estimate: ProductEstimate | null } {
  const unitPrice = product.price.status === 'priced' ? product.price.current.amount : null;
  const forProduct = calculatorProduct(product);
  if (!forProduct || !product.calculator) return { calculator: null, estimate: null };
  const read = readCalculatorQuery(forProduct.kind, editWalls(search) ?? search, tenant.separator);
  const answer = answerCalculator(read, forProduct, unitPrice, tenant, t);
  return {
    calculator: {
      kind: forProduct.kind,
      product: forProduct,
      unitPrice,
      typed: read.typed,
      walls: read.walls,
      errors: answer.errors,
      productFact: product.calculator.message,
      result: answer.result,
    },
    estimate: answer.estimate,
  };
}
