import { uploadEndpoint } from '../../../../server/reviews/endpoints';

/** docs/reviews.md reviews: POST one photo or video for a review form (multipart/form-data, field "file"). */
export const POST = uploadEndpoint;
