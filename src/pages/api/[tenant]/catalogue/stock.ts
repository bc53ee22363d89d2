import { stockFeedSchema } from '../../../../lib/validation/catalogue-feed';
import { endpoint } from '../../../../server/api/endpoint';
import { database } from '../../../../server/db/runtime';
import { applyStockFeed, checkFeedToken } from '../../../../server/feeds/catalogue-feed';

/** The stock feed (README "Catalogue feeds"): sets SKUs' units per store, then drops the pages that show them. */
export const PUT = endpoint({ body: stockFeedSchema, maxBodyBytes: 512 * 1024 }, async ({ tenant, body, astro }) => {
  checkFeedToken(astro.request.headers.get('authorization'));
  return applyStockFeed(await database(), tenant.tenant, body);
});
