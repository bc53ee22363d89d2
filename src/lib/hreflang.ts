import type { Tenant, TenantId } from '../tenants/schema';
import { htmlLang } from './locale';

/**
 * Which sites are language alternates of each other (docs/seo-and-urls.md SEO, hreflang). The group runs one
 * site per country and language; the sister brands sell in a country that already has its site
 * (Homy beside Chile, Obra beside Brazil). A sister brand is another shop with its own canonical,
 * not another language: it shares its country site's locale, and an hreflang set may hold each
 * locale once. So sister brands list no alternates, are listed by no country site, and do not list
 * each other either (Homy is es-CL, Obra pt-BR: different shops, not translations of one page).
 */
export const countrySites = ['cl', 'pe', 'co', 'ar', 'br', 'mx', 'uy'] as const satisfies readonly TenantId[];
export type CountrySite = (typeof countrySites)[number];

/** The country each site sells in: its own for a country site, its country site's for a sister brand. */
export const marketOf: Record<TenantId, CountrySite> = {
  cl: 'cl',
  pe: 'pe',
  co: 'co',
  ar: 'ar',
  br: 'br',
  mx: 'mx',
  uy: 'uy',
  homy: 'cl',
  obra: 'br',
};

export function isCountrySite(tenant: TenantId): tenant is CountrySite {
  return (countrySites as readonly TenantId[]).includes(tenant);
}

/** The same page (a product, a category, the home) on one site that has it. */
export interface SitePage {
  site: Pick<Tenant, 'tenant' | 'langFull'>;
  /** The page's canonical URL on that site, absolute by the origin rule of its canonical links. */
  href: string;
}

export interface Alternate {
  /** BCP 47 (es-CL, pt-BR) or x-default. */
  hreflang: string;
  href: string;
}

/**
 * The `<link rel="alternate" hreflang>` set of a page on `current`, given the pages of the same
 * item on every site that has it. Country sites only, in the order of `countrySites`, the page
 * itself included (each page of a set must list the whole set). x-default, for shoppers whose
 * language none of the sites speaks, is the first of them: Chile, the group's home market, when
 * it sells the item. A page sold on one country site alone, or shown on a sister brand, has no
 * alternates.
 */
export function languageAlternates(current: TenantId, pages: readonly SitePage[]): Alternate[] {
  if (!isCountrySite(current)) return [];
  const order = (tenant: TenantId) => (countrySites as readonly TenantId[]).indexOf(tenant);
  const seen = new Set<TenantId>();
  const set = pages
    .filter((page) => isCountrySite(page.site.tenant))
    .sort((a, b) => order(a.site.tenant) - order(b.site.tenant))
    .filter((page) => !seen.has(page.site.tenant) && seen.add(page.site.tenant));
  if (set.length < 2 || !seen.has(current)) return [];
  const alternates = set.map((page) => ({ hreflang: htmlLang(page.site.langFull), href: page.href }));
  return [...alternates, { hreflang: 'x-default', href: alternates[0]?.href ?? '' }];
}
