import { endpoint } from '../../../../../../server/api/endpoint';
import { answerCart, cartContext } from '../../../../../../server/cart/http';
import { changeQuantity, removeLine } from '../../../../../../server/cart/line-changes';
import { quantityBodySchema } from '../../../../../../server/cart/schemas';

/** Changes the quantity of a cart line (`{ quantity }`, 1 to 9999 with the rest of the cart). */
export const PATCH = endpoint({ body: quantityBodySchema }, async ({ tenant, body, astro }) => {
  const context = await cartContext(astro, tenant);
  const cartId = await changeQuantity(context, astro.params.lineId ?? '', body.quantity);
  return answerCart(context, cartId, astro.locals.t);
});

/** Removes a cart line. */
export const DELETE = endpoint({}, async ({ tenant, astro }) => {
  const context = await cartContext(astro, tenant);
  const { cartId } = await removeLine(context, astro.params.lineId ?? '');
  return answerCart(context, cartId, astro.locals.t);
});
