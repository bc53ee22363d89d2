/**
 * schema.org BreadcrumbList of a page (docs/seo-and-urls.md SEO): the trail a shopper reads above the page,
 * home first, each step an absolute URL. Product pages and every listing (category, collection,
 * brand, landing page) write one, so a search result can show where the page sits in the site.
 */
export interface BreadcrumbItem {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
