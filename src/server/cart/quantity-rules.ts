import { cartQuantitySchema } from '../../lib/validation/cart-quantity';
import type { FieldError } from '../../lib/validation/issues';
import { validate } from '../../lib/validation/issues';
import { ApiError, apiErrorCodes } from '../api/errors';

export interface QuantityContext {
  /** Units of the SKU on the cart's other lines: docs/cart-rules.md's 9999 counts the product, whatever the delivery. */
  sameSku: number;
  /** Units of the SKU on other lines drawing on the same stock (same store, or the distribution centre). */
  sameSource: number;
  /** Units in that stock. */
  stock: number;
}

/**
 * docs/cart-rules.md: the maximum of 9999 units per product, then the stock of where the units come from
 * ("insufficient stock asks to reduce the quantity", to what is left). The rules are the
 * validation library's; this only feeds them what the cart holds. Null when the quantity is fine.
 */
export function quantityProblem(quantity: number, context: QuantityContext): FieldError | null {
  const maximum = validate(cartQuantitySchema({ inCart: context.sameSku }), quantity);
  if (!maximum.ok) return maximum.errors[0] ?? null;
  const stock = validate(cartQuantitySchema({ inCart: context.sameSource, stock: context.stock }), quantity);
  return stock.ok ? null : (stock.errors[0] ?? null);
}

/** The same, as the 400 a caller gets, naming its field. */
export function checkQuantity(quantity: number, context: QuantityContext, field = 'quantity'): void {
  const problem = quantityProblem(quantity, context);
  if (problem) {
    throw new ApiError(400, { code: apiErrorCodes.validation, key: problem.key, params: problem.params, field });
  }
}

/** Only docs/cart-rules.md's 9999 per product (stock is shown on the cart's lines instead). */
export function checkMaximum(quantity: number, sameSku: number, field: string): void {
  const problem = validate(cartQuantitySchema({ inCart: sameSku }), quantity);
  if (!problem.ok && problem.errors[0]) {
    const { key, params } = problem.errors[0];
    throw new ApiError(400, { code: apiErrorCodes.validation, key, params, field });
  }
}
