import { endpoint } from '../../../../../../server/api/endpoint';
import { cartContext } from '../../../../../../server/cart/cart-context';
import { answerCart } from '../../../../../../server/cart/http';
import { setServices } from '../../../../../../server/cart/line-changes';
import { servicesBodySchema } from '../../../../../../server/cart/schemas';

/** docs/cart-rules.md setOrderByCommerceIdToBasket: the services and warranty of a line, `{ serviceIds: [...] }`. */
export const PUT = endpoint({ body: servicesBodySchema }, async ({ body, astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cartId = await setServices(context, astro.params.lineId ?? '', body.serviceIds);
  return answerCart(context, cartId, astro.locals.t);
});
