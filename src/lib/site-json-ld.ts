/**
 * schema.org JSON-LD of a tenant's home page (docs/seo-and-urls.md SEO): the retailer as an Organization,
 * and the site as a WebSite whose SearchAction tells crawlers how to search it
 * (the sitelinks search box points at /{tenant}/search?Ntt=).
 */
export interface SiteJsonLdInput {
  siteName: string;
  /** The tenant's public origin, e.g. https://www.andamio.cl */
  origin: string;
  /** The tenant's home path, e.g. /cl/ */
  homePath: string;
  /** The tenant's search path, e.g. /cl/search */
  searchPath: string;
  logoPath: string;
  language: string;
}

export function siteJsonLd(input: SiteJsonLdInput): object[] {
  const home = new URL(input.homePath, input.origin).href;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: input.siteName,
    url: home,
    logo: new URL(input.logoPath, input.origin).href,
  };
  const search = new URL(input.searchPath, input.origin);
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: input.siteName,
    url: home,
    inLanguage: input.language,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      // schema.org's placeholder syntax: the braces must survive URL building unescaped
      target: { '@type': 'EntryPoint', urlTemplate: `${search.href}?Ntt={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}
