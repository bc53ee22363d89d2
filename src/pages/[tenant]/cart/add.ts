import type { APIRoute } from 'astro';
import { cartUrl } from '../../../lib/routes';
import { asAddToCart } from '../../../server/cart/add-failure';
import { addItem } from '../../../server/cart/add-item';
import { cartForm, cartFormSchemas, sameSiteReferrer } from '../../../server/cart/cart-forms';

/**
 * The product page's add-to-cart form (no JavaScript): the chosen delivery method and store (home
 * delivery when none is sent), then to the cart, or back with the error.
 */
export const POST: APIRoute = (astro) => {
  const cart = cartUrl(astro.locals.tenant);
  return cartForm(
    astro,
    cartFormSchemas.add,
    { success: cart, failure: sameSiteReferrer(astro, cart) },
    (context, input) =>
      asAddToCart(() => addItem(context, input), {
        tenant: astro.locals.tenant.tenant,
        path: astro.url.pathname,
      }),
  );
};
