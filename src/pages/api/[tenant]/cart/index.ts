import { endpoint } from '../../../../server/api/endpoint';
import { cartContext, mainCartOf } from '../../../../server/cart/cart-context';
import { answerCart, writeCartCookie } from '../../../../server/cart/http';

/** docs/cart-rules.md: the shopper's cart, priced now for their zone. Without a cart, an empty one (nothing is created). */
export const GET = endpoint({}, async ({ astro }) => {
  const context = await cartContext(astro.locals.scope);
  const cart = await mainCartOf(context.handle.db, context);
  writeCartCookie(astro, context);
  return answerCart(context, cart?.id ?? null, astro.locals.t);
});
