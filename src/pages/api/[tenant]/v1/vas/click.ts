import { interactionRoute } from '../../../../../server/ads/event-endpoints';

/** docs/tracking-and-ads.md ads: click on a sponsored product. */
export const POST = interactionRoute('click');
