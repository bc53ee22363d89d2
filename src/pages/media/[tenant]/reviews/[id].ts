import type { APIRoute } from 'astro';
import { serveReviewMedia } from '../../../../server/reviews/serve-media';

/** A review's photo or video, as uploaded (the URL the reviews calls answer). */
export const GET: APIRoute = ({ params }) => serveReviewMedia(params.tenant, params.id);
