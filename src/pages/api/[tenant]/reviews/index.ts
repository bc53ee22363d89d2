import { listEndpoint, submitEndpoint } from '../../../../server/reviews/endpoints';

/** spec §7 reviews: GET the list of a product's reviews (paged, sorted); POST a review (spec §5 form). */
export const GET = listEndpoint;
export const POST = submitEndpoint;
