import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import type { FormTargets } from '../actions/form-targets';
import { formFlags } from '../cart/cart-forms';
import { checkoutPaths } from './checkout-paths';

const placedSchema = z.object({ number: z.string() });

/**
 * Where a checkout form goes next: a step done goes on to the first open step (the start page
 * finds it); a placed order to its confirmation. A refusal comes back to the step it was sent from.
 */
export function checkoutFormTargets(actionName: string, astro: APIContext, data: unknown): FormTargets {
  const paths = checkoutPaths(astro.locals.tenant);
  const placed = actionName === 'checkout.place' ? placedSchema.safeParse(data) : undefined;
  const success = placed?.success ? paths.confirmation(placed.data.number) : paths.start;
  return { success, successFlag: formFlags.done, failure: astro.url.pathname, failureFlag: formFlags.error };
}
