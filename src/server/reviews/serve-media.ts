import type { AstroCookies } from 'astro';
import { isTenantId } from '../../tenants/registry';
import { database } from '../db/runtime';
import { uploadStore } from '../uploads';
import { findReviewMedia } from './media';
import { currentReviewer } from './reviewer';

/**
 * Serves a stored review file with the type its bytes were recognised as, or the error page (404).
 * A file in a published review never changes content, so every cache may keep it; one not yet in
 * a review is shown to its uploader only (their preview), so none may. The sandbox keeps a crafted
 * file from running as a page.
 */
export async function serveReviewMedia(
  request: { tenant: string | undefined; id: string | undefined; cookies: AstroCookies },
  errorPage: (status: number) => Promise<Response>,
): Promise<Response> {
  const { tenant, id } = request;
  if (tenant === undefined || id === undefined || !isTenantId(tenant)) return errorPage(404);
  const viewer = currentReviewer(request.cookies, tenant);
  const file = await findReviewMedia(await database(), uploadStore(), tenant, id, viewer);
  if (!file) return errorPage(404);
  return new Response(file.bytes, {
    headers: {
      'content-type': file.type,
      'content-length': String(file.bytes.byteLength),
      'cache-control': file.shared ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
