import { endpoint } from '../../../../../../server/api/endpoint';
import { answerCart, cartContext } from '../../../../../../server/cart/http';
import { setDelivery } from '../../../../../../server/cart/line-changes';
import { deliveryBodySchema } from '../../../../../../server/cart/schemas';

/** The delivery method of a line, `{ deliveryMethod, storeId? }` (a store for pickup and buy at store). */
export const PUT = endpoint({ body: deliveryBodySchema }, async ({ tenant, body, astro }) => {
  const context = await cartContext(astro, tenant);
  const cartId = await setDelivery(context, astro.params.lineId ?? '', body);
  return answerCart(context, cartId, astro.locals.t);
});
