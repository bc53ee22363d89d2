import { endpoint } from '../../../../../../server/api/endpoint';
import { cartContext } from '../../../../../../server/cart/cart-context';
import { answerCart } from '../../../../../../server/cart/http';
import { changeQuantity, removeLine } from '../../../../../../server/cart/line-changes';
import { quantityBodySchema } from '../../../../../../server/cart/schemas';

/** Changes the quantity of a cart line (`{ quantity }`, 1 to 9999 with the rest of the cart). */
export const PATCH = endpoint({ body: quantityBodySchema }, async ({ body, astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cartId = await changeQuantity(context, astro.params.lineId ?? '', body.quantity);
  return answerCart(context, cartId, astro.locals.t);
});

/** Removes a cart line. */
export const DELETE = endpoint({}, async ({ astro }) => {
  const context = await cartContext(astro.locals.scope);
  const { cartId } = await removeLine(context, astro.params.lineId ?? '');
  return answerCart(context, cartId, astro.locals.t);
});
