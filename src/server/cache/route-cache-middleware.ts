import type { APIContext } from 'astro';
import { zoneCookies } from '../../lib/cookies';
import { mayKeepPage, routeCacheKey, zoneKey } from '../../lib/route-cache-key';
import { sharedCacheControl } from '../../lib/shared-cache-control';
import { tracingHeaderNames } from '../../lib/tracing';
import { compressedForms, entityTag } from '../http/compress';
import { isCrawlerRequest } from '../seo/crawler-context';
import { heldAnswer } from './held-answer';
import { routeCache } from './route-cache';
import type { CachedPage } from './route-store';

/**
 * The route cache in front of page rendering (ARCHITECTURE.md "Rendering and caching"). A page
 * that called `Astro.cache.set` (src/server/cache/page-cache.ts) is kept, keyed by its URL, the
 * shopper's zone and price group, and whether a crawler asked; the next request for the same key
 * gets the same bytes without rendering. The page streams to its first shopper while it is kept.
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

function replay(context: APIContext, page: CachedPage, now: number): Response {
  const { request } = context;
  const answer = heldAnswer(page, {
    method: request.method,
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    now,
  });
  return new Response(answer.body?.slice() ?? null, { status: answer.status, headers: answer.headers });
}

const setsCookie = (context: APIContext, response: Response) =>
  response.headers.has('set-cookie') || !context.cookies.headers().next().done;

/** Passes the page through to the shopper while collecting it, then keeps it if it asked to be. */
function keepWhileStreaming(context: APIContext, response: Response, key: string): Response {
  const store = routeCache();
  if (!store || !response.body) return response;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const started = Date.now();
  const collect = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size <= maxPageBytes) chunks.push(chunk);
      controller.enqueue(chunk);
    },
    flush() {
      const { maxAge, tags } = context.cache.options;
      const keep = mayKeepPage({
        method: 'GET',
        status: out.status,
        contentType: out.headers.get('content-type'),
        setsCookie: setsCookie(context, out),
        maxAgeSeconds: maxAge,
      });
      if (!keep || !maxAge || size > maxPageBytes) return;
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      // Astro adds the cache provider's headers after the middleware: a held page carries them itself.
      const headers = [...out.headers].filter(([name]) => !perRequest.has(name) && name !== 'cache-control');
      headers.push(['cache-control', sharedCacheControl(context.cache.options) as string]);
      store.set(key, {
        status: 200,
        headers,
        body,
        encoded: compressedForms(body),
        etag: entityTag(body),
        storedAt: started,
        maxAgeMs: maxAge * 1000,
        tags: tags ?? [],
      });
    },
  });
  const out = new Response(response.body.pipeThrough(collect), response);
  out.headers.set('x-cache', 'MISS');
  return out;
}

export async function answerFromRouteCache(context: APIContext, next: () => Promise<Response>): Promise<Response> {
  const method = context.request.method;
  const store = routeCache();
  if (!store || (method !== 'GET' && method !== 'HEAD') || context.locals.errorStatus !== undefined) return next();
  const key = keyOf(context);
  const now = Date.now();
  const cached = store.get(key, now);
  if (cached) return replay(context, cached, now);
  const response = await next();
  // the page asked to be cached before its first byte; its tags and cookies are checked again at the end
  const candidate = mayKeepPage({
    method,
    status: response.status,
    contentType: response.headers.get('content-type'),
    setsCookie: setsCookie(context, response),
    maxAgeSeconds: context.cache.options.maxAge,
  });
  return candidate ? keepWhileStreaming(context, response, key) : response;
}
