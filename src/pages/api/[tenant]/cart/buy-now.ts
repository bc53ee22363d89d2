import { endpoint } from '../../../../server/api/endpoint';
import { asAddToCart } from '../../../../server/cart/add-failure';
import { buyNow } from '../../../../server/cart/buy-now';
import { cartContext } from '../../../../server/cart/cart-context';
import { answerCart, writeCartCookie } from '../../../../server/cart/http';
import { buyNowBodySchema } from '../../../../server/cart/schemas';

/** docs/cart-rules.md buy-now: `{ skuId, quantity, cartId?, deliveryMethod?, storeId? }`; answers the one-line cart (its id and totals). */
export const POST = endpoint({ body: buyNowBodySchema }, async ({ tenant, body, astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cartId = await asAddToCart(() => buyNow(context, body), { tenant: tenant.tenant, path: astro.url.pathname });
  writeCartCookie(astro, context);
  return answerCart(context, cartId, astro.locals.t);
});
