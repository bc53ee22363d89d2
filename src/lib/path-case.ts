import { type Redirect, redirectStatus } from './redirects';
import { readSearchQuery } from './search-query';

/**
 * docs/seo-and-urls.md: "a URL with upper case … redirects to the canonical one". Page routes only: the
 * tenant and the route word are lower-cased; for the routes whose ids and slugs are
 * case-insensitive (product, category, brand, collection, landing) the whole path is. A search
 * term in the short SEO route keeps its letters: the search page decides about it. Nothing
 * outside a tenant's pages (the API, media, assets) is touched. The query string is kept.
 * A tenant's home is `/cl/`: its slashless form (any case) moves there for good, with a 301, so
 * crawlers index the one URL the sitemap, the canonical link and hreflang name.
 */
const routeWords = new Set([
  'product',
  'category',
  'brand',
  'search',
  'collection',
  'landing',
  'cart',
  'account',
  'search-by-image',
]);
const lowerAll = new Set(['product', 'category', 'brand', 'collection', 'landing']);

export function lowerCaseRedirect(url: URL, isTenant: (id: string) => boolean): Redirect | undefined {
  const [, first = '', ...after] = url.pathname.split('/');
  const [word = '', ...rest] = after;
  const tenant = first.toLowerCase();
  const lowerWord = word.toLowerCase();
  // An unknown tenant or route word is a 404 whatever its case: redirecting it would only add a hop.
  if (!isTenant(tenant) || (word !== '' && !routeWords.has(lowerWord))) return undefined;
  if (after.length === 0) return { status: 301, location: `/${tenant}/${url.search}` };
  const tail = lowerAll.has(lowerWord) ? rest.map((part) => part.toLowerCase()) : rest;
  const path = ['', tenant, ...(after.length > 0 ? [lowerWord] : []), ...tail].join('/');
  if (path === url.pathname) return undefined;
  return { status: redirectStatus(readSearchQuery(url.searchParams)), location: `${path}${url.search}` };
}
