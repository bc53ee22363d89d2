import { orderFeedSchema } from '../../../../lib/validation/order-feed';
import { checkBearerToken } from '../../../../server/api/bearer-token';
import { endpoint } from '../../../../server/api/endpoint';
import { database } from '../../../../server/db/runtime';
import { applyOrderFeed } from '../../../../server/orders/status-change';

/**
 * The order feed (README "Order feed"): the retailer's order-management system moves orders along,
 * with `Authorization: Bearer <ORDER_FEED_TOKEN>`; unset, the feed is off.
 */
export const PUT = endpoint({ body: orderFeedSchema, maxBodyBytes: 256 * 1024 }, async ({ tenant, body, astro }) => {
  checkBearerToken(astro.request.headers.get('authorization'), process.env.ORDER_FEED_TOKEN, {
    notConfigured: 'orders.feed.notConfigured',
    unauthorized: 'orders.feed.unauthorized',
  });
  return { updates: await applyOrderFeed(await database(), tenant, body) };
});
