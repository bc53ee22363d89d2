import { z } from 'astro/zod';
import { deliveryTypeSchema } from '../../lib/delivery';
import { cartQuantitySchema } from '../../lib/validation/cart-quantity';
import { issue } from '../../lib/validation/issues';
import { skuSchema } from '../../lib/validation/product';
import { cartChoices } from './cart-choices';

/** Inputs of the cart calls (docs/cart-rules.md "Cart"), checked before anything reaches the database. */

const idText = (pattern: RegExp) =>
  z.string(issue('validation.invalid')).trim().regex(pattern, issue('validation.invalid'));

/** Store ids of the catalogue; the distribution centre is refused later, as no store a shopper picks. */
const storeIdSchema = idText(/^[A-Za-z0-9_-]{1,40}$/);

/**
 * addItemToBasket's push-site parameter (docs/cart-rules.md): the site that pushes the item into the
 * basket (a partner or sister site). Recorded on the line for attribution; it changes no price.
 */
const pushSiteSchema = idText(/^[A-Za-z0-9_.-]{1,60}$/);

export const addItemBodySchema = z.object({
  skuId: skuSchema,
  // docs/cart-rules.md: a whole number from 1 to 9999; what the cart holds is added by the service.
  quantity: cartQuantitySchema(),
  deliveryMethod: deliveryTypeSchema.default('homeDelivery'),
  storeId: storeIdSchema.optional(),
  pushSite: pushSiteSchema.optional(),
});

export const buyNowBodySchema = addItemBodySchema.extend({
  cartId: idText(/^[A-Za-z0-9_-]{22}$/).optional(),
});

/** Removing a line is DELETE: 0 is below the minimum here like anywhere else. */
export const quantityBodySchema = z.object({ quantity: cartQuantitySchema() });

export const servicesBodySchema = z.object({
  serviceIds: z
    .array(idText(/^[a-z0-9-]{1,40}$/i), issue('validation.invalid'))
    .max(cartChoices.maxServicesPerLine, { error: 'cart.service.tooMany' }),
});

export const deliveryBodySchema = z.object({
  deliveryMethod: deliveryTypeSchema,
  storeId: storeIdSchema.optional(),
});

/**
 * The platform's checkout carts call: `rebuildDependencies=false&return=ALL`. Carts are rebuilt
 * from the catalogue on every read (prices, stock, services), so both values of
 * rebuildDependencies answer the same; ALL is the one projection there is.
 */
export const checkoutCartQuerySchema = z.object({
  rebuildDependencies: z.enum(['true', 'false']).optional(),
  return: z.enum(['ALL']).optional(),
});
