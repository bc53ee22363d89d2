import { customIssue } from '../../../lib/validation/issues';
import { notifyMeSchema } from '../../../lib/validation/notify-me';
import { endpoint } from '../../../server/api/endpoint';
import { ok } from '../../../server/api/respond';
import { database } from '../../../server/db/runtime';
import { emailSender } from '../../../server/email';
import { subscribeNotifyMe } from '../../../server/product/notify-me';
import { productZone } from '../../../server/product/product-zone';
import { siteOrigin } from '../../../server/seo/origin';

// RFC 5321: an address longer than 254 characters cannot receive mail.
const bodySchema = notifyMeSchema.check((ctx) => {
  if (ctx.value.email.length > 254)
    ctx.issues.push(customIssue('validation.email.invalid', ctx.value.email, undefined, ['email']));
});

/**
 * docs/delivery-promise.md variant-availability: subscribe an email to a variant's return to stock (docs/delivery-promise.md
 * notify-me form). 201 when subscribed, 200 when the address already was; 409 IN_STOCK when
 * the shopper's zone can sell the variant now.
 */
export const POST = endpoint({ body: bodySchema, maxBodyBytes: 4096 }, async ({ tenant, body, astro, headers }) => {
  const handle = await database();
  const place = await productZone(handle, astro.locals.scope, {});
  const result = await subscribeNotifyMe(handle, tenant, astro.locals.t, body, place.searchZone, new Date(), {
    sender: emailSender(),
    siteUrl: siteOrigin(tenant),
  });
  return ok(result, headers, result.alreadySubscribed ? 200 : 201);
});
