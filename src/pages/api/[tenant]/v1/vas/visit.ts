import { interactionRoute } from '../../../../../server/ads/event-endpoints';

/** spec §7 ads: visit of the product page a sponsored product led to. */
export const POST = interactionRoute('visit');
