import type { APIContext } from 'astro';
import { zoneCookies } from '../../lib/cookies';
import { pageVary, surrogateKeyHeaders } from '../../lib/edge-cache';
import { mayKeepPage, routeCacheKey, zoneKey } from '../../lib/route-cache-key';
import { sharedCacheControl } from '../../lib/shared-cache-control';
import { tracingHeaderNames } from '../../lib/tracing';
import { compressedForms, entityTag } from '../http/compress';
import { isCrawlerRequest } from '../seo/crawler-context';
import { edgePurge } from './edge-purge';
import { heldAnswer, knowsTag } from './held-answer';
import { routeCache } from './route-cache';
import type { CachedPage } from './route-store';

/**
 * The route cache in front of page rendering (docs/rendering-and-caching.md). A page
 * that called `Astro.cache.set` (src/server/cache/page-cache.ts) is kept, keyed by its URL, the
 * shopper's zone and price group, and whether a crawler asked; the next request for the same key
 * gets the same bytes without rendering.
 *
 * Such a page is rendered whole before its first byte leaves: its ETag is the hash of those bytes,
 * so a shared cache that refreshes it (README "Behind a CDN") gets 304 while it is the same, even
 * after this server's own copy has lapsed and the page was rendered again.
 *
 * Never kept: anything but a 200 HTML answer to GET, an answer that sets a cookie, a page that
 * did not ask to be cached (cart, checkout, account), and a page larger than `maxPageBytes`.
 */
const maxPageBytes = 2 * 1024 * 1024;

/** Headers that belong to one request and are never replayed. */
const perRequest = new Set<string>([
  'set-cookie',
  'date',
  'age',
  'x-cache',
  'vary',
  'etag',
  'cache-control',
  // HSTS follows how the request came (src/lib/security-headers.ts)
  'strict-transport-security',
  ...tracingHeaderNames,
]);

function keyOf(context: APIContext): string {
  const { tenant } = context.locals;
  return routeCacheKey({
    url: context.url,
    zone: zoneKey(context.cookies.get(zoneCookies(tenant.tenant).zone)?.value, tenant),
    crawler: isCrawlerRequest(context.request),
  });
}

/** The Vary of a shareable page for this request (src/lib/edge-cache.ts). */
export function varyFor(context: Pick<APIContext, 'locals' | 'request'>): string {
  const { request } = context;
  return pageVary({ tenant: context.locals.tenant.tenant, header: (name) => request.headers.get(name) });
}

function replay(context: APIContext, page: CachedPage, now: number): Response {
  const { request } = context;
  const answer = heldAnswer(page, {
    method: request.method,
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    vary: varyFor(context),
    now,
  });
  return new Response(answer.body?.slice() ?? null, { status: answer.status, headers: answer.headers });
}

const setsCookie = (context: APIContext, response: Response) =>
  response.headers.has('set-cookie') || !context.cookies.headers().next().done;

async function wholeBody(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The page rendered whole, answered with its ETag (304 when the client has it) and kept when it
 * may be. The headers an edge reads (Cache-Control, Vary, surrogate keys) are the cache
 * provider's (src/server/cache/provider.ts); a kept page carries them itself.
 */
async function renderedWhole(
  context: APIContext,
  response: Response,
  key: string,
  renderedFrom: number,
): Promise<Response> {
  const started = Date.now();
  const body = await wholeBody(response);
  const etag = entityTag(body);
  const store = routeCache();
  const { maxAge, tags } = context.cache.options;
  const keep = mayKeepPage({
    method: 'GET',
    status: response.status,
    contentType: response.headers.get('content-type'),
    setsCookie: setsCookie(context, response),
    maxAgeSeconds: maxAge,
  });
  if (store && keep && maxAge && body.byteLength <= maxPageBytes) {
    const headers = [...response.headers].filter(([name]) => !perRequest.has(name));
    headers.push(['cache-control', sharedCacheControl(context.cache.options, { purged: Boolean(edgePurge()) }) ?? '']);
    headers.push(...surrogateKeyHeaders(tags ?? []));
    store.set(
      key,
      {
        status: 200,
        headers,
        body,
        encoded: compressedForms(body),
        etag,
        storedAt: started,
        maxAgeMs: maxAge * 1000,
        tags: tags ?? [],
      },
      renderedFrom,
    );
  }
  const known = context.request.headers.get('if-none-match');
  const fresh = known !== null && knowsTag(known, etag);
  // a Response copies the bytes it is given: the page kept above is not shared with its reader
  const out = new Response(fresh || context.request.method === 'HEAD' ? null : body, {
    status: fresh ? 304 : response.status,
    headers: response.headers,
  });
  out.headers.set('etag', etag);
  if (store) out.headers.set('x-cache', 'MISS');
  return out;
}

export async function answerFromRouteCache(context: APIContext, next: () => Promise<Response>): Promise<Response> {
  const method = context.request.method;
  if ((method !== 'GET' && method !== 'HEAD') || context.locals.errorStatus !== undefined) return next();
  const store = routeCache();
  const key = keyOf(context);
  const now = Date.now();
  const cached = store?.get(key, now);
  if (cached) return replay(context, cached, now);
  const renderedFrom = Date.now();
  const response = await next();
  // a page asks to be cached before its first byte; its tags and cookies are read again once whole
  const candidate = mayKeepPage({
    method: 'GET',
    status: response.status,
    contentType: response.headers.get('content-type'),
    setsCookie: setsCookie(context, response),
    maxAgeSeconds: context.cache.options.maxAge,
  });
  return candidate && response.body ? renderedWhole(context, response, key, renderedFrom) : response;
}
