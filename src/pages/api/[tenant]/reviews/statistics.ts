import { statisticsEndpoint } from '../../../../server/reviews/endpoints';

/** spec §7 reviews: GET the statistics of a product's reviews. */
export const GET = statisticsEndpoint;
