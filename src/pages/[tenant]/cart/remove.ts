import type { APIRoute } from 'astro';
import { cartUrl } from '../../../lib/routes';
import { cartForm, cartFormSchemas } from '../../../server/cart/cart-forms';
import { removeLine } from '../../../server/cart/line-changes';

/** The cart page's remove button. */
export const POST: APIRoute = (astro) => {
  const cart = cartUrl(astro.locals.tenant);
  return cartForm(astro, cartFormSchemas.remove, { success: cart, failure: cart }, (context, input) =>
    removeLine(context, input.lineId),
  );
};
