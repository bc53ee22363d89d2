import { endpoint } from '../../../../../server/api/endpoint';
import { cartContext } from '../../../../../server/cart/cart-context';
import { answerCart, readableCartId } from '../../../../../server/cart/http';
import { checkoutCartQuerySchema } from '../../../../../server/cart/schemas';

/** docs/checkout-and-payments.md: the checkout carts call, `?rebuildDependencies=false&return=ALL`: a cart (main or buy-now) by id. */
export const GET = endpoint({ query: checkoutCartQuerySchema }, async ({ astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cartId = await readableCartId(context, astro.params.cartId);
  return answerCart(context, cartId, astro.locals.t);
});
