import type { APIRoute } from 'astro';
import { errorPage } from '../../../../server/http/error-page';
import { serveReviewMedia } from '../../../../server/reviews/serve-media';

/** A review's photo or video, as uploaded (the URL the reviews calls answer). */
export const GET: APIRoute = (context) =>
  serveReviewMedia(context.params.tenant, context.params.id, (status) => errorPage(context, status));
