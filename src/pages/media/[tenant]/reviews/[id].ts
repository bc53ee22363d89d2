import type { APIRoute } from 'astro';
import { errorPage } from '../../../../server/http/error-page';
import { serveReviewMedia } from '../../../../server/reviews/serve-media';

/** A review's photo or video, as uploaded (the URL the reviews calls answer). */
export const GET: APIRoute = (context) =>
  serveReviewMedia({ tenant: context.params.tenant, id: context.params.id, cookies: context.cookies }, (status) =>
    errorPage(context, status),
  );
