/**
 * robots.txt (robotstxt.org; Google's wildcard extensions `*` and `$`). Crawlers may read the
 * storefront; they are kept out of what has no value in a search result or cannot be shared:
 * the JSON API, the error and no-results pages, the shopper's own pages (cart, account,
 * checkout) and listing variants whose query string only filters or re-sorts a page whose
 * canonical URL they already index (docs/seo-and-urls.md facets `f.<facet>` and `sortBy`).
 */

/** Paths under each tenant prefix that belong to one shopper. */
export const privateTenantSections = ['cart', 'account', 'checkout'] as const;

/**
 * Pages under each tenant prefix that are "noindex" and that every product or page links to with
 * its own query string: the comparison of the products a card names (`compare/?ids=…`) and the
 * location page that returns to the page it came from (`location/?back=…`). Crawled, they made
 * an endless set of URLs (45% of a 600-page crawl were comparisons) and nothing to index.
 */
export const crawlTrapTenantSections = ['compare', 'location'] as const;

/**
 * Query parameters that only narrow or re-order a listing. Matched as a parameter name (after
 * `?` or `&`), never anywhere in the query, so a search term containing "f." stays crawlable.
 */
export const variantParams = ['f.', 'sortBy='] as const;

export interface RobotsInput {
  /** The origin the sitemap index is served from, without a trailing slash. */
  origin: string;
  tenants: readonly string[];
}

export function robotsTxt({ origin, tenants }: RobotsInput): string {
  // One Disallow per tenant: a `/*/cart` wildcard would also match /cl/category/1/carteles/.
  const sections = [...privateTenantSections, ...crawlTrapTenantSections];
  const tenantPaths = tenants.flatMap((tenant) => sections.map((section) => `/${tenant}/${section}`));
  const queryPatterns = variantParams.flatMap((param) => [`/*?${param}`, `/*&${param}`]);
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_error',
    'Disallow: /no-search-result',
    ...tenantPaths.map((path) => `Disallow: ${path}`),
    ...queryPatterns.map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${origin}/sitemap-index.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
