/**
 * robots.txt (robotstxt.org; Google's wildcard extensions `*` and `$`). Crawlers may read the
 * storefront; they are kept out of what has no value in a search result or cannot be shared:
 * the JSON API, the error and no-results pages, the shopper's own pages (cart, account,
 * checkout) and listing variants whose query string only filters or re-sorts a page whose
 * canonical URL they already index (spec §2 facets `f.<facet>` and `sortBy`).
 */

/** Paths under each tenant prefix that belong to one shopper. */
export const privateTenantSections = ['cart', 'account', 'checkout'] as const;

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
  const tenantPaths = tenants.flatMap((tenant) => privateTenantSections.map((section) => `/${tenant}/${section}`));
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
