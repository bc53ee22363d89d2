import { chooseEncoding } from '../../lib/content-encoding';
import type { CachedPage } from './route-store';

export interface HeldAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
}

/**
 * How a page the route cache holds is answered (by the front door, or by the middleware for
 * other entries): 304 to a browser that already has these bytes (If-None-Match), else the page in
 * the compression the client takes, with its ETag and `Vary` naming both cookie and encoding.
 */
export function heldAnswer(
  page: CachedPage,
  request: { method: string; ifNoneMatch: string | undefined; acceptEncoding: string | undefined; now: number },
): HeldAnswer {
  const headers: [string, string][] = page.headers.filter(([name]) => name.toLowerCase() !== 'vary');
  headers.push(
    ['etag', page.etag],
    ['vary', 'cookie, accept-encoding'],
    ['x-cache', 'HIT'],
    ['age', String(Math.max(0, Math.floor((request.now - page.storedAt) / 1000)))],
  );
  const tags = request.ifNoneMatch?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags?.includes(page.etag) || request.ifNoneMatch?.trim() === '*') {
    return { status: 304, headers, body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding);
  const encoded = encoding === undefined ? undefined : page.encoded[encoding];
  const body = encoded ?? page.body;
  if (encoded) headers.push(['content-encoding', encoding as string]);
  headers.push(['content-length', String(body.byteLength)]);
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body };
}
