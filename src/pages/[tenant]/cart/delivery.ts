import type { APIRoute } from 'astro';
import { cartUrl } from '../../../lib/routes';
import { cartForm, cartFormSchemas } from '../../../server/cart/cart-forms';
import { setDelivery } from '../../../server/cart/line-changes';

/** The cart page's delivery-method form of a line (a store for pickup and buy at store). */
export const POST: APIRoute = (astro) => {
  const cart = cartUrl(astro.locals.tenant);
  return cartForm(astro, cartFormSchemas.delivery, { success: cart, failure: cart }, (context, input) =>
    setDelivery(context, input.lineId, {
      deliveryMethod: input.method,
      ...(input.storeId ? { storeId: input.storeId } : {}),
    }),
  );
};
