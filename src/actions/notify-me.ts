import { defineAction } from 'astro:actions';
import { notifyMeSchema } from '../lib/validation/notify-me';
import { keepsApiErrors } from '../server/actions/api-action';
import { database } from '../server/db/runtime';
import { emailSender } from '../server/email';
import { subscribeNotifyMe } from '../server/product/notify-me';
import { productZone } from '../server/product/product-zone';
import { resolveRequestScope } from '../server/request/resolve-scope';
import { siteOrigin } from '../server/seo/origin';

/** The out-of-stock notify-me form (docs/accounts-and-lists.md): a valid email waits for the variant to come back. */
export const notifyMe = defineAction({
  accept: 'form',
  input: notifyMeSchema,
  handler: keepsApiErrors(async (input, astro) => {
    const { tenant, t } = astro.locals;
    const handle = await database();
    const place = await productZone(handle, await resolveRequestScope(astro), {});
    const result = await subscribeNotifyMe(handle, tenant, t, input, place.searchZone, new Date(), {
      sender: emailSender(),
      siteUrl: siteOrigin(tenant),
    });
    return { ...result, message: t('site.notifyMe.saved') };
  }),
});
