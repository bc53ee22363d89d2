import { statisticsEndpoint } from '../../../../server/reviews/endpoints';

/** docs/reviews.md reviews: GET the statistics of a product's reviews. */
export const GET = statisticsEndpoint;
