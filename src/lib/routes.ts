import type { Tenant, TenantId } from '../tenants/schema';
import { errorStatusFrom } from './request-path';
import {
  normaliseTerm,
  queryString,
  type SearchQuery,
  type SearchQueryInput,
  searchQuery,
  searchQueryParams,
} from './search-query';
import { slugFor, slugify } from './slug';

/**
 * The routes of docs/seo-and-urls.md as data, and the URLs they are written as. Every shape but search
 * ends with a slash; product, category and brand URLs are lower-case (so are ids and slugs
 * everywhere). A slug that comes out empty (a name of symbols only) is replaced by the id.
 *
 * Short SEO search route: /{tenant}/search/{slugged-term}/, one English word for every
 * tenant like the other route words, on the same page as /{tenant}/search?Ntt=.
 */
export type Route =
  | { kind: 'home'; tenant: TenantId }
  | { kind: 'product'; tenant: TenantId; productId: string; slug: string; skuId?: string | undefined }
  | { kind: 'category'; tenant: TenantId; categoryId: string; slug: string; query: SearchQuery }
  | { kind: 'brand'; tenant: TenantId; brand: string; query: SearchQuery }
  /** seo: the term came from (and is written in) the short path; it is then slug words. */
  | { kind: 'search'; tenant: TenantId; query: SearchQuery; seo: boolean }
  | { kind: 'collection'; tenant: TenantId; collectionPageId: string; query: SearchQuery }
  | { kind: 'landing'; tenant: TenantId; landingId: string; slug: string }
  | { kind: 'cart'; tenant: TenantId }
  | { kind: 'error'; tenant: TenantId | undefined; statusCode: number; isSearchByImage: boolean }
  | { kind: 'no-search-result'; tenant: TenantId | undefined; term: string; isSearchByImage: boolean };

export type RouteKind = Route['kind'];
/** What a builder needs of a tenant: its id for the prefix, its language for "&" in slugs. */
export type Site = Pick<Tenant, 'tenant' | 'lang'>;

/** The path segment of an id: lower-case (docs/seo-and-urls.md), and safe whatever the catalogue sends. */
const idSegment = (id: string) => encodeURIComponent(id.toLowerCase());
// an id such as "a_" is no slug: the fallback is the slug of the id (never empty for a valid id)
const slugOrId = (slug: string, id: string) => slugify(slug) || slugify(id);
const listing = (path: string, query: SearchQueryInput) => `${path}${queryString(searchQueryParams(query))}`;

type SharedPageRoute = Extract<Route, { kind: 'error' | 'no-search-result' }>;

/** docs/seo-and-urls.md: the error and no-results pages sit outside the tenant prefix and name the tenant in the query. */
function sharedPageHref(route: SharedPageRoute): string {
  const params =
    route.kind === 'error'
      ? new URLSearchParams({ statusCode: String(route.statusCode) })
      : new URLSearchParams({ Ntt: route.term });
  if (route.tenant) params.set('tenant', route.tenant);
  if (route.isSearchByImage) params.set('isSearchByImage', 'true');
  return `/${route.kind === 'error' ? '_error' : 'no-search-result'}?${params}`;
}

/** The URL of a route: site-relative path and query string. */
export function routeHref(route: Route): string {
  if (route.kind === 'error' || route.kind === 'no-search-result') return sharedPageHref(route);
  const base = `/${route.tenant}`;
  switch (route.kind) {
    case 'home':
      return `${base}/`;
    case 'product': {
      const sku = route.skuId ? `${idSegment(route.skuId)}/` : '';
      return `${base}/product/${idSegment(route.productId)}/${slugOrId(route.slug, route.productId)}/${sku}`;
    }
    case 'category':
      return listing(
        `${base}/category/${idSegment(route.categoryId)}/${slugOrId(route.slug, route.categoryId)}/`,
        route.query,
      );
    case 'brand': {
      const brand = slugify(route.brand);
      // a brand name of symbols only has no page of its own: search for it instead
      if (brand === '') return listing(`${base}/search`, { ...route.query, term: route.brand });
      return listing(`${base}/brand/${brand}/`, route.query);
    }
    case 'search': {
      const slug = route.seo ? slugify(route.query.term) : '';
      if (slug === '') return listing(`${base}/search`, route.query);
      return `${base}/search/${slug}/${queryString(searchQueryParams(route.query, { withoutTerm: true }))}`;
    }
    case 'collection':
      return listing(`${base}/collection/${idSegment(route.collectionPageId)}/`, route.query);
    case 'landing':
      return `${base}/landing/${idSegment(route.landingId)}/${slugOrId(route.slug, route.landingId)}/`;
    case 'cart':
      return `${base}/cart/`;
  }
}

export const homeUrl = (site: Site) => routeHref({ kind: 'home', tenant: site.tenant });

export function productUrl(
  site: Site,
  product: { productId: string; name: string; skuId?: string | undefined },
): string {
  const { productId, name, skuId } = product;
  return routeHref({ kind: 'product', tenant: site.tenant, productId, slug: slugFor(site.lang, name), skuId });
}

export function categoryUrl(site: Site, category: { categoryId: string; name: string }, query: SearchQueryInput = {}) {
  const slug = slugFor(site.lang, category.name);
  return routeHref({
    kind: 'category',
    tenant: site.tenant,
    categoryId: category.categoryId,
    slug,
    query: searchQuery(query),
  });
}

export function brandUrl(site: Site, brandName: string, query: SearchQueryInput = {}): string {
  return routeHref({
    kind: 'brand',
    tenant: site.tenant,
    brand: slugFor(site.lang, brandName) || brandName,
    query: searchQuery(query),
  });
}

/** docs/seo-and-urls.md: /{tenant}/search?Ntt={term}; builders always write Ntt, never sTerm. */
export function searchUrl(site: Site, query: SearchQueryInput): string {
  return routeHref({ kind: 'search', tenant: site.tenant, query: searchQuery(query), seo: false });
}

/** The short SEO search route; a term with no letter or digit gets the Ntt form instead. */
export function seoSearchUrl(site: Site, term: string, query: SearchQueryInput = {}): string {
  const words = slugFor(site.lang, term).replaceAll('-', ' ');
  const seo = words !== '';
  return routeHref({
    kind: 'search',
    tenant: site.tenant,
    query: searchQuery({ ...query, term: seo ? words : term }),
    seo,
  });
}

export function collectionUrl(site: Site, collectionPageId: string, query: SearchQueryInput = {}): string {
  return routeHref({ kind: 'collection', tenant: site.tenant, collectionPageId, query: searchQuery(query) });
}

export function landingUrl(site: Site, landing: { landingId: string; name: string }): string {
  const slug = slugFor(site.lang, landing.name);
  return routeHref({ kind: 'landing', tenant: site.tenant, landingId: landing.landingId, slug });
}

export const cartUrl = (site: Site) => routeHref({ kind: 'cart', tenant: site.tenant });

/** docs/seo-and-urls.md: the error page, reached by redirect carrying the status code (not a 4xx or 5xx: 404). */
export function errorUrl(statusCode: number, site?: Site, isSearchByImage = false): string {
  const status = errorStatusFrom(String(statusCode));
  return routeHref({ kind: 'error', tenant: site?.tenant, statusCode: status, isSearchByImage });
}

export function noSearchResultUrl(term: string, site?: Site, isSearchByImage = false): string {
  return routeHref({ kind: 'no-search-result', tenant: site?.tenant, term: normaliseTerm(term), isSearchByImage });
}
