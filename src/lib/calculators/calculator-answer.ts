import type { Message, MessageKey, MessageParams } from '../messages';
import { formatMoney, type MoneyFormat } from '../money';
import type { FieldError } from '../validation/issues';
import type { CalculatorQueryResult } from './calculator-query';
import { formatQuantity } from './format';
import { type CalculatorProduct, estimateForProduct, type ProductEstimate } from './product-estimate';

/**
 * What the product page's calculator shows for a query, the same on the server (its GET form)
 * and in the island (as the shopper types): each refused field's message, or the result panel.
 */

type Say = (key: MessageKey, params?: MessageParams) => string;

export interface CalculatorPanel {
  lines: string[];
  quantity: number;
  quantityText: string;
  /** The price of what is needed, with the displayed price; null where the zone has none. */
  price: { total: string; unit: string } | null;
}

export interface CalculatorAnswer {
  /** The field's message, translated; "product" for what the shopper cannot fix. */
  errors: Record<string, string>;
  result: CalculatorPanel | null;
  estimate: ProductEstimate | null;
}

/** Each refused field's message; numbers in it (a ceiling, a minimum) with the tenant's separators. */
export const fieldMessages = (errors: readonly FieldError[], format: MoneyFormat, say: Say) =>
  Object.fromEntries(
    errors.map((error) => {
      const params = Object.fromEntries(
        Object.entries(error.params).map(([name, value]) => [
          name,
          typeof value === 'number' ? formatQuantity(value, format.separator) : value,
        ]),
      );
      return [error.field, say(error.key, params)];
    }),
  );

export function answerCalculator(
  read: CalculatorQueryResult,
  product: CalculatorProduct,
  unitPrice: number | null,
  format: MoneyFormat,
  say: Say,
): CalculatorAnswer {
  const message = (found: Message) => say(found.key, found.params);
  if (!read.sent) return { errors: {}, result: null, estimate: null };
  if (!read.ok) return { errors: fieldMessages(read.errors, format, say), result: null, estimate: null };
  const typedArea = read.typed.area !== undefined && read.typed.area.trim() !== '';
  const estimated = estimateForProduct(product, read.query, format.separator, typedArea);
  if (!estimated.ok) {
    const errors = Object.fromEntries(estimated.issues.map((found) => [found.field, message(found.message)]));
    return { errors, result: null, estimate: null };
  }
  const { quantity } = estimated.value;
  return {
    errors: {},
    estimate: estimated.value,
    result: {
      lines: estimated.value.lines.map(message),
      quantity,
      quantityText: message(estimated.value.quantityMessage),
      price:
        unitPrice === null
          ? null
          : { total: formatMoney(unitPrice * quantity, format), unit: formatMoney(unitPrice, format) },
    },
  };
}
