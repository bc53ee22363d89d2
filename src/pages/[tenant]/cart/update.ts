import type { APIRoute } from 'astro';
import { cartUrl } from '../../../lib/routes';
import { cartForm, cartFormSchemas } from '../../../server/cart/cart-forms';
import { changeQuantity } from '../../../server/cart/line-changes';

/** The cart page's quantity form. */
export const POST: APIRoute = (astro) => {
  const cart = cartUrl(astro.locals.tenant);
  return cartForm(astro, cartFormSchemas.update, { success: cart, failure: cart }, (context, input) =>
    changeQuantity(context, input.lineId, input.quantity),
  );
};
