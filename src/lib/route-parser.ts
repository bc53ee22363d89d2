import { type TenantId, tenantIdSchema } from '../tenants/schema';
import { errorStatusFrom } from './request-path';
import type { Route } from './routes';
import { normaliseTerm, readSearchQuery } from './search-query';
import { slugify } from './slug';

/**
 * Reads a request URL as one of the routes of docs/seo-and-urls.md. Lenient: letter case, a missing
 * trailing slash, a missing slug and percent-encoded names are all understood; the parsed
 * route is in normal form (lower-case ids, clean slugs) and canonical-route.ts says whether
 * the request should be redirected to it.
 */
export type ParsedRoute = Route | { kind: 'not-a-route' };

const notARoute: ParsedRoute = { kind: 'not-a-route' };

/** Catalogue, collection and landing ids: letters, digits, "_" and "-". */
const idPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const asId = (segment: string | undefined) => {
  const id = segment?.toLowerCase();
  return id !== undefined && idPattern.test(id) ? id : undefined;
};

function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape such as %E0%A4%A
  }
}

const tenantParam = (params: URLSearchParams): TenantId | undefined =>
  tenantIdSchema.safeParse(params.get('tenant')?.trim().toLowerCase()).data;
const isSearchByImage = (params: URLSearchParams) => params.get('isSearchByImage')?.trim().toLowerCase() === 'true';

/** Takes a URL or its site-relative text (pathname and search). */
export function parseRoute(input: string | URL): ParsedRoute {
  const url = typeof input === 'string' ? URL.parse(input, 'http://localhost') : input;
  const segments = url ? segmentsOf(url.pathname) : undefined;
  if (!url || !segments) return notARoute;
  const [first = '', ...rest] = segments;
  const params = url.searchParams;

  switch (first.toLowerCase()) {
    case '_error':
      if (rest.length > 0) return notARoute;
      return {
        kind: 'error',
        tenant: tenantParam(params),
        statusCode: errorStatusFrom(params.get('statusCode')),
        isSearchByImage: isSearchByImage(params),
      };
    case 'no-search-result':
      if (rest.length > 0) return notARoute;
      return {
        kind: 'no-search-result',
        tenant: tenantParam(params),
        term: readSearchQuery(params).term,
        isSearchByImage: isSearchByImage(params),
      };
  }
  const tenant = tenantIdSchema.safeParse(first.toLowerCase());
  return tenant.success ? tenantRoute(tenant.data, rest, params) : notARoute;
}

function tenantRoute(tenant: TenantId, segments: string[], params: URLSearchParams): ParsedRoute {
  const [word, a, b, c, ...extra] = segments;
  if (word === undefined) return { kind: 'home', tenant };
  if (extra.length > 0) return notARoute;
  const count = segments.length - 1;
  const query = readSearchQuery(params);

  switch (word.toLowerCase()) {
    case 'product': {
      const productId = asId(a);
      const skuId = asId(c);
      if (productId === undefined || (c !== undefined && skuId === undefined)) return notARoute;
      return { kind: 'product', tenant, productId, slug: slugify(b ?? ''), ...(skuId ? { skuId } : {}) };
    }
    case 'category': {
      const categoryId = asId(a);
      if (categoryId === undefined || count > 2) return notARoute;
      return { kind: 'category', tenant, categoryId, slug: slugify(b ?? ''), query };
    }
    case 'brand': {
      const brand = slugify(a ?? '');
      return brand === '' || count > 1 ? notARoute : { kind: 'brand', tenant, brand, query };
    }
    case 'search': {
      if (a === undefined) return { kind: 'search', tenant, query, seo: false };
      // docs/seo-and-urls.md short SEO route: the term is in the path, whatever Ntt says
      const term = normaliseTerm(slugify(a).replaceAll('-', ' '));
      return term === '' || count > 1 ? notARoute : { kind: 'search', tenant, query: { ...query, term }, seo: true };
    }
    case 'collection': {
      const collectionPageId = asId(a);
      if (collectionPageId === undefined || count > 1) return notARoute;
      return { kind: 'collection', tenant, collectionPageId, query };
    }
    case 'landing': {
      const landingId = asId(a);
      if (landingId === undefined || count > 2) return notARoute;
      return { kind: 'landing', tenant, landingId, slug: slugify(b ?? '') };
    }
    case 'cart':
      return count > 0 ? notARoute : { kind: 'cart', tenant };
    default:
      return notARoute;
  }
}
