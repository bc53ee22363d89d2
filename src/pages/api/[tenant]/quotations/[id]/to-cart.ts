import { endpoint } from '../../../../../server/api/endpoint';
import { cartContext } from '../../../../../server/cart/cart-context';
import { answerCart, writeCartCookie } from '../../../../../server/cart/http';
import { quotationToCart } from '../../../../../server/cart/quotation-to-cart';

/** Puts a quotation's lines in the cart: at its frozen prices while valid, at today's after. */
export const POST = endpoint({}, async ({ astro }) => {
  const context = await cartContext(astro.locals.scope);
  const { cartId, valid } = await quotationToCart(context, astro.params.id ?? '');
  writeCartCookie(astro, context);
  return {
    quotation: { id: astro.params.id, status: valid ? 'valid' : 'expired' },
    cart: await answerCart(context, cartId, astro.locals.t),
  };
});
