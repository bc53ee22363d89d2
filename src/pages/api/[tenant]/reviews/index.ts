import { listEndpoint, submitEndpoint } from '../../../../server/reviews/endpoints';

/** docs/reviews.md reviews: GET the list of a product's reviews (paged, sorted); POST a review (docs/reviews.md form). */
export const GET = listEndpoint;
export const POST = submitEndpoint;
