import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import { type TenantId, tenantIds } from '../tenants/schema';
import { countrySites, isCountrySite, languageAlternates, marketOf } from './hreflang';

const page = (tenant: TenantId, path = `/${tenant}/`) => ({
  site: getTenant(tenant),
  href: new URL(path, getTenant(tenant).seoDomain).href,
});

describe('country sites and sister brands', () => {
  it.each([
    ['cl', true, 'cl'],
    ['pe', true, 'pe'],
    ['br', true, 'br'],
    ['uy', true, 'uy'],
    ['homy', false, 'cl'],
    ['obra', false, 'br'],
  ] as const)('%s: country site %s, sells in %s', (tenant, country, market) => {
    expect(isCountrySite(tenant)).toBe(country);
    expect(marketOf[tenant]).toBe(market);
  });

  it('gives each country site its own locale, so no hreflang value repeats in a set', () => {
    const locales = countrySites.map((tenant) => getTenant(tenant).langFull);
    expect(new Set(locales).size).toBe(countrySites.length);
    expect(tenantIds.filter((tenant) => !isCountrySite(tenant))).toEqual(['homy', 'obra']);
  });
});

describe('languageAlternates', () => {
  it('lists every country site that has the page, in a fixed order, with x-default on Chile', () => {
    const pages = [page('br', '/br/product/104711/tinta-latex/'), page('cl', '/cl/product/100000/pintura-latex/')];
    expect(languageAlternates('br', pages)).toEqual([
      { hreflang: 'es-CL', href: 'https://www.andamio.cl/cl/product/100000/pintura-latex/' },
      { hreflang: 'pt-BR', href: 'https://www.andamio.com.br/br/product/104711/tinta-latex/' },
      { hreflang: 'x-default', href: 'https://www.andamio.cl/cl/product/100000/pintura-latex/' },
    ]);
    expect(languageAlternates('cl', pages)).toEqual(languageAlternates('br', pages));
  });

  it('takes the first site of the order as x-default when Chile does not sell the item', () => {
    const alternates = languageAlternates('uy', [page('uy'), page('mx'), page('pe')]);
    expect(alternates.map((alternate) => alternate.hreflang)).toEqual(['es-PE', 'es-MX', 'es-UY', 'x-default']);
    expect(alternates.at(-1)?.href).toBe(alternates[0]?.href);
  });

  it('leaves the sister brands out of a country set, and gives a sister brand none', () => {
    const pages = [page('cl'), page('homy'), page('br'), page('obra')];
    expect(languageAlternates('cl', pages).map((alternate) => alternate.hreflang)).toEqual([
      'es-CL',
      'pt-BR',
      'x-default',
    ]);
    expect(languageAlternates('homy', pages)).toEqual([]);
    expect(languageAlternates('obra', pages)).toEqual([]);
    expect(languageAlternates('homy', [page('homy'), page('obra')])).toEqual([]);
  });

  it('gives none to a page that only one country site has, or that the current site lacks', () => {
    expect(languageAlternates('cl', [page('cl'), page('homy')])).toEqual([]);
    expect(languageAlternates('cl', [page('pe'), page('br')])).toEqual([]);
    expect(languageAlternates('cl', [])).toEqual([]);
  });

  it('lists a site once even when given twice', () => {
    expect(languageAlternates('cl', [page('cl'), page('cl'), page('ar')])).toHaveLength(3);
  });
});
