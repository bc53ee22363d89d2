import { isTenantId } from '../../tenants/registry';
import { database } from '../db/runtime';
import { uploadStore } from '../uploads';
import { findReviewMedia } from './media';

/**
 * Serves a stored review file with the type its bytes were recognised as, or the error page (404).
 * An id never changes content, so caches may keep it; the sandbox keeps a crafted file from running
 * as a page.
 */
export async function serveReviewMedia(
  tenant: string | undefined,
  id: string | undefined,
  errorPage: (status: number) => Promise<Response>,
): Promise<Response> {
  if (tenant === undefined || id === undefined || !isTenantId(tenant)) return errorPage(404);
  const file = await findReviewMedia(await database(), uploadStore(), tenant, id);
  if (!file) return errorPage(404);
  return new Response(file.bytes, {
    headers: {
      'content-type': file.type,
      'content-length': String(file.bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
