import { interactionRoute } from '../../../../../server/ads/event-endpoints';

/** docs/tracking-and-ads.md ads: visit of the product page a sponsored product led to. */
export const POST = interactionRoute('visit');
