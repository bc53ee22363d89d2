import { readCalculatorQuery, type TypedValues } from '../../lib/calculators/calculator-query';
import { canLitresOf } from '../../lib/calculators/can-size';
import { formatQuantity } from '../../lib/calculators/format';
import {
  type CalculatorProduct,
  estimateForProduct,
  type ProductEstimate,
} from '../../lib/calculators/product-estimate';
import { type Message, type Translate, translateMessage } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { FieldError } from '../../lib/validation/issues';
import type { Tenant } from '../../tenants/schema';
import type { ProductDescription } from '../product/description';

/**
 * The product page's paint or floor calculator on the server: its GET form read back from the
 * query string, what the product needs, and the messages beside each refused field.
 */

export interface CalculatorView {
  kind: 'paint' | 'floor';
  typed: TypedValues;
  /** The field's message, translated; "product" for what the shopper cannot fix. */
  errors: Record<string, string>;
  /** What the product brings to the calculation ("Rinde 10 m² por litro", "1,5 m² por caja"). */
  productFact: string;
  /** The answer once the form was sent and read. */
  result: {
    lines: string[];
    quantity: number;
    quantityText: string;
    /** The price of what is needed, with the displayed price; null where the zone has none. */
    price: { total: string; unit: string } | null;
  } | null;
}

/** Each refused field's message; numbers in it (a ceiling, a minimum) with the tenant's separators. */
export const fieldMessages = (errors: readonly FieldError[], tenant: Tenant, t: Translate) =>
  Object.fromEntries(
    errors.map((error) => {
      const params = Object.fromEntries(
        Object.entries(error.params).map(([name, value]) => [
          name,
          typeof value === 'number' ? formatQuantity(value, tenant.separator) : value,
        ]),
      );
      return [error.field, t(error.key, params)];
    }),
  );

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
  const say = (message: Message) => translateMessage(t, message);
  const unitPrice = product.price.status === 'priced' ? product.price.current.amount : null;
  const forProduct = calculatorProduct(product);
  let calculator: CalculatorView | null = null;
  let estimate: ProductEstimate | null = null;
  if (forProduct && product.calculator) {
    const read = readCalculatorQuery(forProduct.kind, search);
    calculator = {
      kind: forProduct.kind,
      typed: read.typed,
      errors: {},
      productFact: product.calculator.message,
      result: null,
    };
    if (read.sent && !read.ok) calculator.errors = fieldMessages(read.errors, tenant, t);
    if (read.sent && read.ok) {
      const result = estimateForProduct(
        forProduct,
        read.query,
        tenant.separator,
        read.typed.area?.trim() !== '' && read.typed.area !== undefined,
      );
      if (!result.ok) {
        calculator.errors = Object.fromEntries(result.issues.map((found) => [found.field, say(found.message)]));
      } else {
        estimate = result.value;
        calculator.result = {
          lines: result.value.lines.map(say),
          quantity: result.value.quantity,
          quantityText: say(result.value.quantityMessage),
          price:
            unitPrice === null
              ? null
              : { total: formatMoney(unitPrice * result.value.quantity, tenant), unit: formatMoney(unitPrice, tenant) },
        };
      }
    }
  }

  return { calculator, estimate };
}
