import { uploadEndpoint } from '../../../../server/reviews/endpoints';

/** spec §7 reviews: POST one photo or video for a review form (multipart/form-data, field "file"). */
export const POST = uploadEndpoint;
