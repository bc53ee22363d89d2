import { chooseEncoding } from '../../lib/content-encoding';
import { securityHeaders } from '../http/security-headers';
import type { CachedPage } from './route-store';

export interface HeldAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
}

/**
 * The headers every answer of a held page shares, worked out once per page: what it was stored
 * with (its cache-control and surrogate keys among them), its ETag, and the security headers. A
 * hit adds its Vary (which follows the request: src/lib/edge-cache.ts), its age, and its length
 * and encoding. It carries no tracing ids: a shared cache would hand them to everyone.
 */
const sharedHeaders = new WeakMap<CachedPage, readonly [string, string][]>();

function headersOf(page: CachedPage): readonly [string, string][] {
  let headers = sharedHeaders.get(page);
  if (!headers) {
    const own = new Set(['vary', 'etag', 'x-cache', ...securityHeaders.map(([name]) => name)]);
    headers = [
      ...page.headers.filter(([name]) => !own.has(name.toLowerCase())),
      ['etag', page.etag],
      ['x-cache', 'HIT'],
      ...securityHeaders,
    ];
    sharedHeaders.set(page, headers);
  }
  return headers;
}

/**
 * How a page the route cache holds is answered (by the front door, or by the middleware for
 * other entries): 304 to a browser that already has these bytes (If-None-Match), else the page in
 * the compression the client takes.
 */
export function heldAnswer(
  page: CachedPage,
  request: {
    method: string;
    ifNoneMatch: string | undefined;
    acceptEncoding: string | undefined;
    vary: string;
    now: number;
  },
): HeldAnswer {
  const headers = [...headersOf(page)];
  headers.push(['vary', request.vary]);
  headers.push(['age', String(Math.max(0, Math.floor((request.now - page.storedAt) / 1000)))]);
  if (request.ifNoneMatch !== undefined && knowsTag(request.ifNoneMatch, page.etag)) {
    return { status: 304, headers, body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding);
  const encoded = encoding === undefined ? undefined : page.encoded[encoding];
  const body = encoded ?? page.body;
  if (encoded) headers.push(['content-encoding', encoding as string]);
  headers.push(['content-length', String(body.byteLength)]);
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body };
}

/** Whether an If-None-Match header names this ETag (weak or strong), or is `*`. */
export function knowsTag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
