import { translator } from '../../lib/messages';
import { fallbackWidth, imageFormats, imageWidths, parsePhotoRequest, variantUrl } from '../../lib/responsive-images';
import { getTenant, isTenantId } from '../../tenants/registry';
import { type ApiErrorDetail, apiErrorCodes } from '../api/errors';
import { fail } from '../api/respond';
import { logLine } from '../log';
import { imageCacheControl } from '../product/image-response';
import { originalFile, photoFacts } from './originals';
import { variant } from './variants';

function refuse(lang: 'es' | 'pt', status: number, detail: ApiErrorDetail): Response {
  // Briefly, as a missing photo may be added with the next upload.
  return fail(status, [detail], translator(lang), { 'cache-control': 'public, max-age=60' });
}

/**
 * GET /media/{tenant}/photos/{path}[/{hash}-{width}.{ext}]: a product photo's variant, made once
 * and kept, or for the bare original URL a redirect to its current JPEG variant (carts, emails and
 * feeds show that URL as it is). A variant of an original that has since changed redirects to
 * the new one; only a variant whose hash matches the original is answered as immutable.
 */
export async function photoResponse(tenantId: string | undefined, file: string | undefined): Promise<Response> {
  if (!tenantId || !isTenantId(tenantId))
    return refuse('es', 404, { code: apiErrorCodes.notFound, key: 'errors.imageNotFound', field: 'tenant' });
  const lang = getTenant(tenantId).lang;
  const request = parsePhotoRequest(file ?? '');
  if (request.kind === 'refused') {
    const detail: ApiErrorDetail =
      request.reason === 'width'
        ? {
            code: apiErrorCodes.validation,
            key: 'errors.imageWidth',
            params: { widths: imageWidths.join(', ') },
            field: 'width',
          }
        : {
            code: apiErrorCodes.validation,
            key: 'errors.imageFormat',
            params: {
              formats: Object.values(imageFormats)
                .map((format) => format.extension)
                .join(', '),
            },
            field: 'format',
          };
    return refuse(lang, 400, detail);
  }
  const notFound = () =>
    refuse(lang, 404, { code: apiErrorCodes.notFound, key: 'errors.imageNotFound', field: 'file' });
  if (request.kind === 'unknown') return notFound();
  const url = `/media/${tenantId}/photos/${request.path}`;
  const facts = await photoFacts(url);
  if (!facts) return notFound();
  if (request.kind === 'original' || request.hash !== facts.hash) {
    const width = request.kind === 'original' ? fallbackWidth : request.width;
    const format = request.kind === 'original' ? 'jpeg' : request.format;
    return new Response(null, {
      status: 302,
      headers: { location: variantUrl(url, facts.hash, width, format), 'cache-control': 'public, max-age=300' },
    });
  }
  try {
    const made = await variant(originalFile(tenantId, request.path), facts.hash, request.width, request.format);
    return new Response(new Uint8Array(made.bytes), {
      headers: {
        'content-type': imageFormats[request.format].contentType,
        'content-length': String(made.bytes.byteLength),
        'cache-control': imageCacheControl,
        // "stored" when read from disk: the variant had been made by an earlier request
        'x-image-variant': made.stored ? 'stored' : 'made',
      },
    });
  } catch (error) {
    logLine('error', 'product photo variant failed', { url, error: String(error) });
    return fail(500, [{ code: apiErrorCodes.internal, key: 'errors.generic' }], translator(lang));
  }
}
