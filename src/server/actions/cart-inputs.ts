import { z } from 'astro/zod';
import { parseDeliveryChoice } from '../../lib/cart-delivery-choice';
import { cartQuantitySchema } from '../../lib/validation/cart-quantity';
import { customIssue, issue } from '../../lib/validation/issues';
import { skuSchema } from '../../lib/validation/product';
import { addItemBodySchema, servicesBodySchema } from '../cart/schemas';

const lineIdSchema = z.string(issue('validation.invalid')).trim().min(1).max(64);

/**
 * A line's delivery as the cart page's radio group sends it: "homeDelivery", or a store's
 * "pickupInStore:1001" (src/lib/cart-delivery-choice.ts). A store method without its store
 * passes here, for the cart to ask for the store in its own words.
 */
const deliveryChoiceSchema = z.string(issue('validation.invalid')).transform((value, ctx) => {
  const choice = parseDeliveryChoice(value);
  if (choice === null) {
    ctx.issues.push(customIssue('validation.invalid', value));
    return z.NEVER;
  }
  return choice;
});

/**
 * The line's whole choice of services: one checkbox each, all named serviceIds (Astro reads
 * every value of an array field); a value may also list ids comma-separated. None ticked sends
 * nothing, and an empty value is none.
 */
const serviceIdsSchema = z
  .array(z.string(issue('validation.invalid')).max(400, issue('validation.invalid')), issue('validation.invalid'))
  .max(20, issue('validation.invalid'))
  .transform((values) => values.flatMap((value) => value.split(',')).flatMap((id) => id.trim() || []))
  .pipe(servicesBodySchema.shape.serviceIds)
  .default([]);

/** The cart actions' fields, as a form sends them (and an island, which posts the same form). */
export const cartForms = {
  // the product page's choice of delivery method and store (docs/cart-rules.md store pickup); home delivery when absent
  add: addItemBodySchema.pick({ skuId: true, quantity: true, deliveryMethod: true, storeId: true }),
  update: z.object({ lineId: lineIdSchema, quantity: cartQuantitySchema() }),
  remove: z.object({ lineId: lineIdSchema }),
  delivery: z.object({ lineId: lineIdSchema, option: deliveryChoiceSchema }),
  services: z.object({ lineId: lineIdSchema, serviceIds: serviceIdsSchema }),
  /** An undone removal: the line as the removal answered it, put back with its services, in its place. */
  restore: z.object({
    skuId: skuSchema,
    quantity: cartQuantitySchema(),
    option: deliveryChoiceSchema,
    serviceIds: serviceIdsSchema,
    addedAt: z.iso.datetime(issue('validation.invalid')),
  }),
};
