import { isTenantId } from '../../tenants/registry';
import { database } from '../db/runtime';
import { uploadStore } from '../uploads';
import { findReviewMedia } from './media';

/**
 * Serves a stored review file with the type its bytes were recognised as. An id never changes
 * content, so caches may keep it; the sandbox keeps a crafted file from running as a page.
 */
export async function serveReviewMedia(tenant: string | undefined, id: string | undefined): Promise<Response> {
  if (tenant === undefined || id === undefined || !isTenantId(tenant)) return notFound();
  const file = await findReviewMedia(await database(), uploadStore(), tenant, id);
  if (!file) return notFound();
  return new Response(file.bytes, {
    headers: {
      'content-type': file.type,
      'content-length': String(file.bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
