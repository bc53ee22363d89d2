import type { APIRoute } from 'astro';
import { photoResponse } from '../../../../server/images/photo-response';

/** Product photos from the retailer's media folder, resized: see src/lib/responsive-images.ts. */
export const GET: APIRoute = ({ params }) => photoResponse(params.tenant, params.file);
