import { describe, expect, it } from 'vitest';
import { siteJsonLd } from './site-json-ld';

describe('siteJsonLd', () => {
  const [organization, website] = siteJsonLd({
    siteName: 'Andamio Brasil',
    origin: 'https://www.andamio.com.br',
    homePath: '/br/',
    searchPath: '/br/search',
    logoPath: '/favicon.svg',
    language: 'pt-BR',
  }) as [Record<string, unknown>, Record<string, unknown>];

  it('names the retailer as an Organization with its home and logo', () => {
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.andamio.com.br/br/#organization',
      name: 'Andamio Brasil',
      url: 'https://www.andamio.com.br/br/',
      logo: 'https://www.andamio.com.br/favicon.svg',
    });
  });

  it('describes the site with a search action on the tenant search route', () => {
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.andamio.com.br/br/',
      inLanguage: 'pt-BR',
      publisher: { '@id': 'https://www.andamio.com.br/br/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://www.andamio.com.br/br/search?Ntt={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
