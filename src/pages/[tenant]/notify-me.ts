import type { APIRoute } from 'astro';
import { homeUrl } from '../../lib/routes';
import { cartFormSchemas, formAction, sameSiteReferrer } from '../../server/cart/cart-forms';
import { database } from '../../server/db/runtime';
import { subscribeNotifyMe } from '../../server/product/notify-me';
import { productZone } from '../../server/product/product-zone';

/** The out-of-stock notify-me form (spec §5) without JavaScript: back to the product page with a flag. */
export const POST: APIRoute = (astro) => {
  const { tenant, t } = astro.locals;
  const back = sameSiteReferrer(astro, homeUrl(tenant));
  return formAction(astro, cartFormSchemas.notifyMe, { success: back, failure: back }, async (input) => {
    const handle = await database();
    const place = await productZone(handle, tenant, {}, astro.cookies);
    return subscribeNotifyMe(handle, tenant, t, input, place.searchZone, new Date());
  });
};
