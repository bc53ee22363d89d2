import type { APIRoute } from 'astro';
import { errorPage } from './error-page';

/**
 * Astro's image endpoint (/_image, astro.config.ts `image.endpoint`), which this site does not
 * use: product photos have their own pipeline (src/server/images). Any request to it is a path
 * that leads nowhere, answered as one (its own answer would be a plain-text 404).
 */
export const GET: APIRoute = (context) => errorPage(context, 404);
