import { endpoint } from '../../../../../../server/api/endpoint';
import { cartContext } from '../../../../../../server/cart/cart-context';
import { answerCart } from '../../../../../../server/cart/http';
import { setDelivery } from '../../../../../../server/cart/line-changes';
import { deliveryBodySchema } from '../../../../../../server/cart/schemas';

/** The delivery method of a line, `{ deliveryMethod, storeId? }` (a store for pickup and buy at store). */
export const PUT = endpoint({ body: deliveryBodySchema }, async ({ body, astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cartId = await setDelivery(context, astro.params.lineId ?? '', body);
  return answerCart(context, cartId, astro.locals.t);
});
