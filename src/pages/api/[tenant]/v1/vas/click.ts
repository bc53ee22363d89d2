import { interactionRoute } from '../../../../../server/ads/event-endpoints';

/** spec §7 ads: click on a sponsored product. */
export const POST = interactionRoute('click');
