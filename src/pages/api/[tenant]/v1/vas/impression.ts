import { impressionRoute } from '../../../../../server/ads/event-endpoints';

/** spec §7 ads: impression, a batch of ad ids shown on one page. */
export const POST = impressionRoute;
