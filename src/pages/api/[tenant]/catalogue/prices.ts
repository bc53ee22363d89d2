import { priceFeedSchema } from '../../../../lib/validation/catalogue-feed';
import { endpoint } from '../../../../server/api/endpoint';
import { database } from '../../../../server/db/runtime';
import { applyPriceFeed, checkFeedToken } from '../../../../server/feeds/catalogue-feed';

/** The price feed (README "Catalogue feeds"): replaces SKUs' price lists, then drops the pages that show them. */
export const PUT = endpoint({ body: priceFeedSchema, maxBodyBytes: 512 * 1024 }, async ({ tenant, body, astro }) => {
  checkFeedToken(astro.request.headers.get('authorization'));
  return applyPriceFeed(await database(), tenant.tenant, body);
});
