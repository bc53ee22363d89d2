import { defineMiddleware, sequence } from 'astro:middleware';
import type { APIContext } from 'astro';
import { privateCacheControl } from './lib/edge-cache';
import { translator } from './lib/messages';
import { lowerCaseRedirect } from './lib/path-case';
import type { Redirect } from './lib/redirects';
import { forwardedOrigin, isCrossSiteWrite } from './lib/request-origin';
import { errorStatusFrom, tenantFromPath } from './lib/request-path';
import { cameOverHttps, strictTransport } from './lib/security-headers';
import { traceContextFrom, traceHeaders } from './lib/tracing';
import { answerActionCall } from './server/actions/action-calls';
import { apiErrorCodes } from './server/api/errors';
import { fail } from './server/api/respond';
import { CatalogueRevisions } from './server/cache/catalogue-memo';
import { answerFromRouteCache, varyFor } from './server/cache/route-cache-middleware';
import { startPriceExpiryOnce } from './server/feeds/price-expiry-timer';
import { withoutCampaignTags } from './server/http/campaign-tags';
import { compressAnswer } from './server/http/compress-stream';
import { errorPage } from './server/http/error-page';
import { securityHeaders } from './server/http/security-headers';
import { cryptoIds } from './server/ids';
import { logLine } from './server/log';
import { startOrderExpiryOnce } from './server/orders/expiry-timer';
import { webpayPaths } from './server/payments/webpay/webpay-paths';
import { resolveRequestScope } from './server/request/resolve-scope';
import { defaultTenant, getTenant, isTenantId } from './tenants/registry';
import { defaultTenantId, type Tenant } from './tenants/schema';

/** Some responses (Response.redirect) have immutable headers: copy them before writing. */
function withHeaders(response: Response, headers: [string, string][]): Response {
  let out = response;
  try {
    for (const [name, value] of headers) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response);
    for (const [name, value] of headers) out.headers.set(name, value);
  }
  return out;
}

/**
 * Whether a shared cache may keep the answer for every shopper of its zone: a page that asked to be
 * cached (its Cache-Control follows from the cache provider) or one answered from the route cache.
 * An answer that sets a cookie never is: its cache headers are withdrawn.
 */
function shareable(context: APIContext, response: Response): boolean {
  if (response.headers.get('cache-control')?.startsWith('public')) return true;
  if (!context.cache.options.maxAge) return false;
  if (response.headers.has('set-cookie') || !context.cookies.headers().next().done) {
    context.cache.set(false);
    return false;
  }
  return true;
}

/** Tracing ids in, tracing ids out, one JSON log line per request (docs/api.md), and the answer compressed. */
const tracing = defineMiddleware(async (context, next) => {
  // A rewrite to the error page runs the chain again with the same locals: trace once.
  if (context.locals.trace) return next();
  // the server's first request starts its sweeps: orders past their payment's time, campaign prices past their end
  startOrderExpiryOnce();
  startPriceExpiryOnce();
  const started = performance.now();
  const trace = traceContextFrom((name) => context.request.headers.get(name), cryptoIds);
  context.locals.trace = trace;
  const fields = () => ({
    tenant: context.locals.tenant?.tenant,
    method: context.request.method,
    path: context.url.pathname,
    requestId: trace['x-request-id'],
    traceId: trace['x-b3-traceid'],
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  });
  try {
    const response = await next();
    // 501 is a service we were not configured with (social login, translation): expected, not a failure.
    const level = response.status >= 500 && response.status !== 501 ? 'error' : 'info';
    logLine(level, 'request', { ...fields(), status: response.status });
    const https = cameOverHttps(context.url.protocol, context.request.headers.get('x-forwarded-proto'));
    // an answer with a policy of its own keeps it: an uploaded file is sandboxed (serve-media.ts)
    const ownPolicy = response.headers.has('content-security-policy');
    const security = securityHeaders.filter(([name]) => !(ownPolicy && name === 'content-security-policy'));
    const headers = [...security, ...(https ? [strictTransport] : [])];
    // a shared cache stores a shareable answer whole: this request's ids would reach every shopper
    if (shareable(context, response)) headers.push(['vary', varyFor(context)]);
    else {
      headers.push(...traceHeaders(trace));
      if (!response.headers.has('cache-control')) headers.push(['cache-control', privateCacheControl]);
    }
    return compressAnswer(context.request, withHeaders(response, headers));
  } catch (error) {
    logLine('error', 'request failed', { ...fields(), status: 500, error: String(error) });
    throw error;
  }
});

/** Under /api/ every answer is the JSON envelope of docs/api.md, unknown tenants and paths included. */
async function apiOnly(locals: App.Locals, knownTenant: boolean, next: () => Promise<Response>): Promise<Response> {
  const response = knownTenant ? await next() : undefined;
  if (response && !(response.status === 404 && !response.headers.get('content-type')?.includes('json')))
    return response;
  return fail(404, [{ code: apiErrorCodes.notFound, key: 'errors.pageNotAvailable' }], locals.t);
}

function assignTenant(locals: App.Locals, tenant: Tenant): void {
  locals.tenant = tenant;
  locals.t = translator(tenant.lang);
}

/**
 * docs/seo-and-urls.md: a page URL with upper case redirects to its lower-case form. The page is asked for
 * that form first: when it redirects too (a wrong slug), its canonical location is the one
 * hop the shopper gets; when it is a 404, so is this.
 */
async function lowerCaseAnswer(context: APIContext, target: Redirect): Promise<Response> {
  const page = await context.rewrite(target.location);
  if (page.status === 301 || page.status === 302) return page;
  if (!page.ok) return page;
  await page.body?.cancel();
  // The page rendered to look (a miss of the route cache) left its cache settings on this
  // request; the redirect is this request's own answer, private like every other redirect.
  context.cache.set(false);
  return context.redirect(target.location, target.status);
}

/** An island's action call names its tenant in x-tenant-id; without a known one it is refused in the envelope. */
function actionTenant(context: APIContext, next: () => Promise<Response>): Promise<Response> | Response {
  const named = context.request.headers.get('x-tenant-id') ?? '';
  assignTenant(context.locals, isTenantId(named) ? getTenant(named) : defaultTenant);
  if (isTenantId(named)) return next();
  return fail(
    400,
    [{ code: apiErrorCodes.validation, key: 'validation.invalid', field: 'x-tenant-id' }],
    context.locals.t,
  );
}

const readsPage = (method: string) => method === 'GET' || method === 'HEAD';

/** Resolves the tenant once, from the path, onto Astro.locals (docs/conventions.md). */
const tenancy = defineMiddleware((context, next) => {
  if (context.locals.errorStatus !== undefined) return next();
  const lowerCase = readsPage(context.request.method) ? lowerCaseRedirect(context.url, isTenantId) : undefined;
  if (lowerCase) return lowerCaseAnswer(context, lowerCase);
  const where = tenantFromPath(context.url, isTenantId);
  switch (where.kind) {
    case 'root':
      return context.redirect(`/${defaultTenantId}/${context.url.search}`, 302);
    case 'tenant':
      assignTenant(context.locals, getTenant(where.tenant));
      return next();
    case 'shared':
      if (where.page === 'action') return actionTenant(context, next);
      assignTenant(context.locals, where.tenant ? getTenant(where.tenant) : defaultTenant);
      if (where.page === 'api') return apiOnly(context.locals, where.tenant !== undefined, next);
      if (where.page !== 'error') return next();
      return errorPage(context, errorStatusFrom(context.url.searchParams.get('statusCode')));
    case 'unknown-tenant':
      assignTenant(context.locals, defaultTenant);
      return errorPage(context, 404);
  }
});

/**
 * Refuses writes that come from another site's page (CSRF), in the shape of the request:
 * the JSON envelope under /api/, the error page elsewhere. Replaces Astro's checkOrigin,
 * which answers plain text before this middleware could word it.
 */
const sameOrigin = defineMiddleware((context, next) => {
  // the error page a refusal rewrites to runs the chain again with the same request: refuse once
  if (context.locals.errorStatus !== undefined) return next();
  const crossSite = isCrossSiteWrite({
    method: context.request.method,
    origin: context.request.headers.get('origin'),
    fetchSite: context.request.headers.get('sec-fetch-site'),
    ownOrigin: context.url.origin,
    forwardedOrigin: forwardedOrigin(
      context.request.headers.get('x-forwarded-proto'),
      context.request.headers.get('x-forwarded-host') ?? context.request.headers.get('host'),
    ),
  });
  // Webpay may send the shopper back with a form POST from its own site; that return changes
  // nothing a forger could choose (src/pages/[tenant]/checkout/webpay/return.ts)
  if (!crossSite || context.url.pathname === webpayPaths(context.locals.tenant).return) return next();
  // the API and an island's action call (POST /_actions/…) answer in the envelope; a page's form, the page
  if (context.url.pathname.startsWith('/api/') || context.url.pathname.startsWith('/_actions/')) {
    return fail(403, [{ code: apiErrorCodes.forbidden, key: 'errors.crossSite' }], context.locals.t);
  }
  return errorPage(context, 403);
});

/** Astro Actions, from an island or a no-JS form, are answered before any page renders. */
const actionCalls = defineMiddleware((context, next) => answerActionCall(context, next));

/**
 * The catalogue revisions the rest of the request reads by: made after a form's action, so a page
 * shown after the action's write reads the catalogue it left. The tokens are read at the first
 * kept read only; a rewrite to the error page runs the chain again and keeps them.
 */
const catalogueRevisions = defineMiddleware((context, next) => {
  context.locals.catalogueRevisions ??= new CatalogueRevisions();
  return next();
});

/** A page never sees the campaign tags its cache key leaves out (src/server/http/campaign-tags.ts). */
const campaignTags = defineMiddleware((context, next) =>
  context.url.pathname.startsWith('/api/') ? next() : withoutCampaignTags(context, next),
);

/** A page kept for the shopper's zone is answered from memory (src/server/cache). */
const pageCache = defineMiddleware((context, next) =>
  context.url.pathname.startsWith('/api/') ? next() : answerFromRouteCache(context, next),
);

/**
 * The request read once into the plain value the services take (src/server/request/request-scope.ts):
 * last, so that an answer from the route cache never reads it, and after a form's action, whose
 * cookies (a login, a zone) the page it shows goes by.
 */
const requestScope = defineMiddleware(async (context, next) => {
  context.locals.scope ??= await resolveRequestScope(context);
  return next();
});

export const onRequest = sequence(
  tracing,
  tenancy,
  sameOrigin,
  actionCalls,
  catalogueRevisions,
  campaignTags,
  pageCache,
  requestScope,
);
