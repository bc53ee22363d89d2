import { translateEndpoint } from '../../../../../server/reviews/endpoints';

/** spec §7 product service: GET translate-reviews/{id}/{lang}, through the configured translation provider. */
export const GET = translateEndpoint;
