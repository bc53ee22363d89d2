import { getTenant, isTenantId } from '../../tenants/registry';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import { imageSubject } from './image-subject';
import { parseGalleryPath, productImage } from './images';
import { hashOf } from './svg';

/** Generated images never change for a catalogue: browsers and CDNs keep them for a year. */
export const imageCacheControl = 'public, max-age=31536000, immutable';

/**
 * GET /media/{tenant}/products/{productId}/[{skuId}/]{file}: the gallery item as SVG, the error
 * page (404) for an unknown tenant, product, SKU of the product, file name, image number or frame.
 * Answers 304 to a matching If-None-Match.
 */
export async function productImageResponse(
  open: () => Promise<DatabaseHandle>,
  params: { tenant?: string | undefined; productId?: string | undefined; file?: string | undefined },
  request: Request,
  errorPage: (status: number) => Promise<Response>,
): Promise<Response> {
  const missing = () => errorPage(404);
  const path = parseGalleryPath(params.file ?? '');
  const productId = params.productId ?? '';
  if (!params.tenant || !isTenantId(params.tenant) || !/^[A-Za-z0-9_-]{1,40}$/.test(productId) || !path)
    return missing();
  try {
    const subject = await imageSubject(await open(), getTenant(params.tenant), productId, path.skuId);
    const svg = subject ? productImage(subject, path.file) : undefined;
    if (svg === undefined) return missing();
    const etag = `"${hashOf(svg).toString(36)}-${svg.length.toString(36)}"`;
    const headers = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': imageCacheControl, etag };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(svg, { status: 200, headers });
  } catch (error) {
    logLine('error', 'product image failed', { path: new URL(request.url).pathname, error: String(error) });
    return errorPage(500);
  }
}
