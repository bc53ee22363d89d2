import { endpoint } from '../../../../../../server/api/endpoint';
import { answerCart, cartContext } from '../../../../../../server/cart/http';
import { setServices } from '../../../../../../server/cart/line-changes';
import { servicesBodySchema } from '../../../../../../server/cart/schemas';

/** docs/cart-rules.md setOrderByCommerceIdToBasket: the services and warranty of a line, `{ serviceIds: [...] }`. */
export const PUT = endpoint({ body: servicesBodySchema }, async ({ tenant, body, astro }) => {
  const context = await cartContext(astro, tenant);
  const cartId = await setServices(context, astro.params.lineId ?? '', body.serviceIds);
  return answerCart(context, cartId, astro.locals.t);
});
