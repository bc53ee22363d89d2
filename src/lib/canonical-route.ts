import { type RedirectStatus, redirectStatus } from './redirects';
import { type Route, routeHref } from './routes';
import { readSearchQuery } from './search-query';
import { slugify } from './slug';

/**
 * Whether a request URL is the canonical URL of its route (docs/seo-and-urls.md: lower-case, the slug of
 * the current name, trailing slash), and where to redirect when it is not. Only the path is
 * canonicalised: the request's query string (filters, campaign tags) is carried as it came.
 */
export type Canonical = { canonical: true } | { canonical: false; location: string; status: RedirectStatus };

/** The canonical path of a route, given the slug of the current product, category or landing name. */
export function canonicalPath(route: Route, canonicalSlug?: string): string {
  const href = routeHref(withSlug(route, canonicalSlug));
  const query = href.indexOf('?');
  return query === -1 ? href : href.slice(0, query);
}

function withSlug(route: Route, canonicalSlug: string | undefined): Route {
  if (canonicalSlug === undefined) return route;
  const slug = slugify(canonicalSlug);
  switch (route.kind) {
    case 'product':
    case 'category':
    case 'landing':
      return { ...route, slug };
    case 'brand':
      return slug === '' ? route : { ...route, brand: slug };
    default:
      return route;
  }
}

/**
 * Compares the request path with the canonical one. The error and no-results pages are
 * never redirected: they are reached by redirect already (docs/seo-and-urls.md).
 */
export function canonicalise(url: URL, route: Route, canonicalSlug?: string): Canonical {
  if (route.kind === 'error' || route.kind === 'no-search-result') return { canonical: true };
  const path = canonicalPath(route, canonicalSlug);
  if (path === url.pathname) return { canonical: true };
  // docs/seo-and-urls.md: the same status rule as every redirect (301 only with the brand facet)
  const status = redirectStatus(readSearchQuery(url.searchParams));
  return { canonical: false, location: `${path}${url.search}`, status };
}
