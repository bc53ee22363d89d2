import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie } from '../../lib/cookie-header';
import { zoneCookies } from '../../lib/cookies';
import { isCrawler } from '../../lib/crawler';
import { routeCacheKey, zoneKey } from '../../lib/route-cache-key';
import { securityHeaders } from '../../lib/security-headers';
import { traceContextFrom, traceHeaders } from '../../lib/tracing';
import { getTenant, isTenantId } from '../../tenants/registry';
import { routeCache } from '../cache/route-cache';
import { cryptoIds } from '../ids';
import { logLine } from '../log';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The storefront's HTTP entry (`npm start`): a page the route cache holds for this request's key
 * is written straight from memory, before Astro's request handling; everything else goes to the
 * Node adapter's handler, whose middleware renders, stores (src/server/cache/route-cache-middleware.ts)
 * and answers. A hit gets what a rendered page gets: its own tracing ids, the security headers
 * and one log line.
 */
export function frontDoor(astro: Handler): Handler {
  return (req, res) => {
    if (!answerFromMemory(req, res)) astro(req, res);
  };
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
    zone: zoneKey(readCookie(req.headers.cookie, zoneCookies(tenant.tenant).zone), tenant),
    crawler: isCrawler(req.headers['user-agent']),
  });
  const now = Date.now();
  const page = store.get(key, now);
  if (!page) return false;

  const trace = traceContextFrom((name) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : null;
  }, cryptoIds);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  for (const [name, value] of [...traceHeaders(trace), ...securityHeaders]) res.setHeader(name, value);
  res.setHeader('x-cache', 'HIT');
  res.setHeader('age', String(Math.floor((now - page.storedAt) / 1000)));
  res.setHeader('content-length', page.body.byteLength);
  res.end(method === 'HEAD' ? undefined : page.body);
  logLine('info', 'request', {
    tenant: tenant.tenant,
    method,
    path: url.pathname,
    requestId: trace['x-request-id'],
    traceId: trace['x-b3-traceid'],
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    status: page.status,
    cache: 'HIT',
  });
  return true;
}
