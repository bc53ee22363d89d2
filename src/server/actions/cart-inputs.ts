import { z } from 'astro/zod';
import { deliveryTypeSchema } from '../../lib/delivery';
import { cartQuantitySchema } from '../../lib/validation/cart-quantity';
import { issue } from '../../lib/validation/issues';
import { addItemBodySchema, deliveryBodySchema, servicesBodySchema } from '../cart/schemas';

const lineIdSchema = z.string(issue('validation.invalid')).trim().min(1).max(64);

/** The cart actions' fields, as a form sends them (and an island, which posts the same form). */
export const cartForms = {
  // the product page's choice of delivery method and store (spec §2 store pickup); home delivery when absent
  add: addItemBodySchema.pick({ skuId: true, quantity: true, deliveryMethod: true, storeId: true }),
  update: z.object({ lineId: lineIdSchema, quantity: cartQuantitySchema() }),
  remove: z.object({ lineId: lineIdSchema }),
  delivery: z.object({ lineId: lineIdSchema, method: deliveryTypeSchema, storeId: deliveryBodySchema.shape.storeId }),
  /**
   * The line's whole new choice of services in one comma-separated field: each add or remove
   * button of the cart page carries the choice it leads to (plain forms send no arrays).
   */
  services: z.object({
    lineId: lineIdSchema,
    serviceIds: z
      .string(issue('validation.invalid'))
      .max(400, issue('validation.invalid'))
      // the last service removed: an empty field, which Astro hands over as null
      .nullish()
      .transform((ids) => (ids ? ids.split(',').map((id) => id.trim()) : []))
      .pipe(servicesBodySchema.shape.serviceIds),
  }),
};
