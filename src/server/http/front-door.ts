import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import { chooseEncoding } from '../../lib/content-encoding';
import { zoneCookies } from '../../lib/cookies';
import { isCrawler } from '../../lib/crawler';
import { pageVary } from '../../lib/edge-cache';
import { routeCacheKey, zoneKey } from '../../lib/route-cache-key';
import { cameOverHttps, strictTransport } from '../../lib/security-headers';
import { traceContextFrom } from '../../lib/tracing';
import { getTenant, isTenantId } from '../../tenants/registry';
import { heldAnswer } from '../cache/held-answer';
import { routeCache } from '../cache/route-cache';
import { cryptoIds } from '../ids';
import { logLine, logsInfo } from '../log';
import { guardBody, writeRefusal } from './body-guard';
import { refusal } from './refused-request';
import { securityHeaders } from './security-headers';
import { loadStaticFiles, type StaticFile } from './static-files';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The storefront's HTTP entry (`npm start`): a page the route cache holds for this request's key
 * is written straight from memory, before Astro's request handling; everything else goes to the
 * Node adapter's handler, whose middleware renders, stores (src/server/cache/route-cache-middleware.ts)
 * and answers. A hit gets what a rendered page gets: the security headers and one log line with
 * its own tracing ids. Built client files (bundles, favicon) are answered from memory too, in the
 * compressed form the build wrote. A page's form past its body limit is refused here, before
 * Astro reads it (body-guard.ts).
 */
export function frontDoor(astro: Handler, options: { clientDir: string }): Handler {
  const files = loadStaticFiles(options.clientDir);
  return (req, res) => {
    if (!answerUndecodable(req, res) && !answerStaticFile(files, req, res) && !answerFromMemory(req, res))
      guardBody(req, res, () => astro(req, res));
  };
}

/** A path that does not decode (`/cl/%ZZ`) is refused here, in the storefront's words (the adapter's own refusal is a bare 400). */
function answerUndecodable(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    decodeURI(req.url ?? '/');
    return false;
  } catch {
    writeRefusal(req, res, refusal({ status: 400 }, req.url, header(req, 'x-tenant-id')));
    return true;
  }
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** A built client file, from memory, compressed as the client takes it; 304 when it has it. */
function answerStaticFile(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET';
  if ((method !== 'GET' && method !== 'HEAD') || !req.url) return false;
  const file = files.get(req.url.split('?', 1)[0] ?? '');
  if (!file) return false;
  res.setHeader('content-type', file.type);
  res.setHeader('cache-control', file.cacheControl);
  res.setHeader('etag', file.etag);
  res.setHeader('vary', 'accept-encoding');
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  if (cameOverHttps(undefined, header(req, 'x-forwarded-proto'))) res.setHeader(...strictTransport);
  const known = header(req, 'if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(file.etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const encoding = chooseEncoding(header(req, 'accept-encoding'));
  const encoded = encoding === undefined ? undefined : file.encoded[encoding];
  if (encoded) res.setHeader('content-encoding', encoding as string);
  const body = encoded ?? file.body;
  res.setHeader('content-length', body.byteLength);
  res.end(method === 'HEAD' ? undefined : body);
  return true;
}

function answerFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET';
  const store = routeCache();
  if (!store || (method !== 'GET' && method !== 'HEAD') || !req.url) return false;
  const started = performance.now();
  const tenantId = req.url.split('/', 2)[1] ?? '';
  if (!isTenantId(tenantId)) return false;
  const tenant = getTenant(tenantId);
  let url: URL;
  try {
    url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    return false;
  }
  const key = routeCacheKey({
    url,
    zone: zoneKey(parseCookie(req.headers.cookie ?? '')[zoneCookies(tenant.tenant).zone], tenant),
    crawler: isCrawler(req.headers['user-agent']),
  });
  const now = Date.now();
  const page = store.get(key, now);
  if (!page) return false;

  const answer = heldAnswer(page, {
    method,
    ifNoneMatch: header(req, 'if-none-match'),
    acceptEncoding: header(req, 'accept-encoding'),
    vary: pageVary({ tenant: tenant.tenant, header: (name) => header(req, name) }),
    now,
  });
  // One writeHead with every header, rather than a setHeader each (Node checks and stores each one
  // twice that way): a held page's answer is all bytes already in memory.
  const head: string[] = [];
  for (const [name, value] of answer.headers) head.push(name, value);
  if (cameOverHttps(undefined, header(req, 'x-forwarded-proto'))) head.push(...strictTransport);
  res.writeHead(answer.status, head);
  res.end(answer.body ?? undefined);
  if (logsInfo) {
    // the ids are logged, never sent: a shared cache would hand the answer's ids to every shopper
    const trace = traceContextFrom((name) => header(req, name) ?? null, cryptoIds);
    logLine('info', 'request', {
      tenant: tenant.tenant,
      method,
      path: url.pathname,
      requestId: trace['x-request-id'],
      traceId: trace['x-b3-traceid'],
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      status: answer.status,
      cache: 'HIT',
    });
  }
  return true;
}
