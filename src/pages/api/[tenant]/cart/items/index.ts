import { endpoint } from '../../../../../server/api/endpoint';
import { asAddToCart } from '../../../../../server/cart/add-failure';
import { addItem } from '../../../../../server/cart/add-item';
import { cartContext } from '../../../../../server/cart/cart-context';
import { answerCart, writeCartCookie } from '../../../../../server/cart/http';
import { addItemBodySchema } from '../../../../../server/cart/schemas';

/** docs/cart-rules.md addItemToBasket: `{ skuId, quantity, deliveryMethod?, storeId?, pushSite? }`; answers the cart. */
export const POST = endpoint({ body: addItemBodySchema }, async ({ tenant, body, astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cartId = await asAddToCart(() => addItem(context, body), { tenant: tenant.tenant, path: astro.url.pathname });
  writeCartCookie(astro, context);
  return answerCart(context, cartId, astro.locals.t);
});
