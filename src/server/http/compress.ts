import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentEncoding } from '../../lib/content-encoding';

/**
 * A page's compressed forms, made once when the route cache keeps it, so every later answer sends
 * them without compressing again. Brotli at quality 5 costs about as much as gzip at 6 and saves
 * more; a form no smaller than the page itself is not kept.
 */
export function compressedForms(body: Uint8Array): Partial<Record<ContentEncoding, Uint8Array>> {
  const forms: Partial<Record<ContentEncoding, Uint8Array>> = {};
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
  if (br.byteLength < body.byteLength) forms.br = br;
  const gzip = gzipSync(body, { level: 6 });
  if (gzip.byteLength < body.byteLength) forms.gzip = gzip;
  return forms;
}

/** A strong validator of the page's bytes: the same bytes, the same tag. */
export function entityTag(body: Uint8Array): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}
