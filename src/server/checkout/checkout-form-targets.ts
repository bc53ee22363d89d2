import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import type { FormTargets } from '../actions/form-targets';
import { formFlags, withFlag } from '../cart/cart-forms';
import { checkoutPaths } from './checkout-paths';

const placedSchema = z.object({ number: z.string() });
const deliverySchema = z.object({ zoneChanged: z.string().nullable() });

/**
 * Where a checkout form goes next: a step done goes on to the first open step (the start page
 * finds it); a placed order to its confirmation. A refusal comes back to the step it was sent from.
 */
export function checkoutFormTargets(actionName: string, astro: APIContext, data: unknown): FormTargets {
  const paths = checkoutPaths(astro.locals.tenant);
  const placed = actionName === 'checkout.place' ? placedSchema.safeParse(data) : undefined;
  const delivery = actionName === 'checkout.delivery' ? deliverySchema.safeParse(data) : undefined;
  // an address in another zone repriced the cart: the next step says so (ZoneChangeNotice)
  const moved = delivery?.success === true && delivery.data.zoneChanged !== null;
  const success = placed?.success
    ? paths.confirmation(placed.data.number)
    : moved
      ? withFlag(paths.start, formFlags.addressZone, '1')
      : paths.start;
  return { success, successFlag: formFlags.done, failure: astro.url.pathname, failureFlag: formFlags.error };
}
