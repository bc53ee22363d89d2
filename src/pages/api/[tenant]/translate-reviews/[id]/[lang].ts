import { translateEndpoint } from '../../../../../server/reviews/endpoints';

/** docs/reviews.md product service: GET translate-reviews/{id}/{lang}, through the configured translation provider. */
export const GET = translateEndpoint;
