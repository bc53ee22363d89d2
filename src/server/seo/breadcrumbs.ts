import { breadcrumbJsonLd } from '../../lib/breadcrumb-json-ld';
import type { Translate } from '../../lib/messages';
import { homeUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { siteHref } from './origin';

/** One step of a page's trail: what it is called and its path on the site. */
export interface TrailStep {
  name: string;
  url: string;
}

/**
 * The BreadcrumbList of a page below the home: home first, then the given steps (the page
 * itself last), each at its canonical URL (siteHref, the origin of the canonical links).
 */
export function pageBreadcrumb(tenant: Tenant, t: Translate, steps: readonly TrailStep[]): object {
  return breadcrumbJsonLd(
    [{ name: t('productPage.home'), url: homeUrl(tenant) }, ...steps].map((step) => ({
      name: step.name,
      url: siteHref(tenant, step.url),
    })),
  );
}
