import { impressionRoute } from '../../../../../server/ads/event-endpoints';

/** docs/tracking-and-ads.md ads: impression, a batch of ad ids shown on one page. */
export const POST = impressionRoute;
