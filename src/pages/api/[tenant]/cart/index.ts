import { endpoint } from '../../../../server/api/endpoint';
import { mainCartOf } from '../../../../server/cart/cart-context';
import { answerCart, cartContext, writeCartCookie } from '../../../../server/cart/http';

/** docs/cart-rules.md: the shopper's cart, priced now for their zone. Without a cart, an empty one (nothing is created). */
export const GET = endpoint({}, async ({ tenant, astro }) => {
  const context = await cartContext(astro, tenant);
  const cart = await mainCartOf(context.handle.db, context);
  writeCartCookie(astro, context);
  return answerCart(context, cart?.id ?? null, astro.locals.t);
});
