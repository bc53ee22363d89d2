import { z } from 'astro/zod';
import { cartQuantityBounds } from '../constants';
import { customIssue, issue, stop } from './issues';

export { cartQuantityBounds };

export interface CartQuantityContext {
  /** Units of this product already in the cart: the maximum counts them too. */
  inCart?: number;
  /** Units in stock for the shopper's zone; unknown means not checked here. */
  stock?: number;
}

/**
 * A quantity to add to the cart (a number, or the digits a form sends). Refused, in this order:
 * not a whole number; below 1; cart total above 9999 ("maximum units per product reached");
 * cart total above the stock (docs/cart-rules.md: asks to reduce the quantity, to what is left).
 */
export function cartQuantitySchema({ inCart = 0, stock }: CartQuantityContext = {}) {
  const quantity = z
    .number(issue('validation.quantity.invalid'))
    .int(stop('validation.quantity.invalid'))
    .min(cartQuantityBounds.min, stop('validation.quantity.min'))
    .check((ctx) => {
      const total = inCart + ctx.value;
      if (total > cartQuantityBounds.max) {
        ctx.issues.push(customIssue('validation.quantity.maxReached', ctx.value, { max: cartQuantityBounds.max }));
      } else if (stock !== undefined && total > stock) {
        const available = stock - inCart;
        ctx.issues.push(
          available < 1
            ? customIssue('validation.quantity.outOfStock', ctx.value)
            : customIssue('validation.quantity.insufficientStock', ctx.value, { available }),
        );
      }
    });
  // A form sends digits; only those become a number ("1.5", "" or "2 units" stay invalid).
  return z.preprocess(
    (input) => (typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input),
    quantity,
  );
}
