import type { APIRoute } from 'astro';
import { cartUrl } from '../../../lib/routes';
import { cartForm, cartFormSchemas } from '../../../server/cart/cart-forms';
import { setServices } from '../../../server/cart/line-changes';

/** The cart page's services and extended warranty buttons of a line (setOrderByCommerceIdToBasket, spec §7). */
export const POST: APIRoute = (astro) => {
  const cart = cartUrl(astro.locals.tenant);
  return cartForm(astro, cartFormSchemas.services, { success: cart, failure: cart }, (context, input) =>
    setServices(context, input.lineId, input.serviceIds),
  );
};
