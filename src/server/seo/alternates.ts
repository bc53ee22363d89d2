import { canonicalPath } from '../../lib/canonical-route';
import { type Alternate, countrySites, isCountrySite, languageAlternates, type SitePage } from '../../lib/hreflang';
import { homeUrl } from '../../lib/routes';
import { searchQuery } from '../../lib/search-query';
import { slugFor } from '../../lib/slug';
import { getTenant } from '../../tenants/registry';
import type { Tenant, TenantId } from '../../tenants/schema';
import { CatalogueMemo, type CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { siteHref } from './origin';

/**
 * hreflang alternates of the pages that exist on several country sites (docs/seo-and-urls.md SEO; which
 * sites count: src/lib/hreflang.ts). Each href is the page's canonical URL on that site, built
 * by the same rules as the page's own canonical link (canonical-route.ts, origin.ts). They
 * depend on the tenant and the URL alone, never on the shopper, and cost at most one indexed
 * query; a sister brand's page asks nothing.
 */

const page = (tenant: TenantId, path: string): SitePage => {
  const site = getTenant(tenant);
  return { site, href: siteHref(site, path) };
};

/** The home page exists on every site: every country site lists the others. */
export function homeAlternates(tenant: Tenant): Alternate[] {
  return languageAlternates(
    tenant.tenant,
    countrySites.map((site) => page(site, homeUrl(getTenant(site)))),
  );
}

/** Read from every country site's products and SKUs: kept while none of their catalogues changes. */
const productAlternateLists = new CatalogueMemo<readonly Alternate[]>(5000);

/**
 * A product is the same article where its GTIN is (catalogue/master.ts): its page on each
 * country site that sells it. On a variant's URL, the same variant there (the SKU of the same
 * EAN), so the set is of the same page.
 */
export async function productAlternates(
  handle: DatabaseHandle,
  revisions: CatalogueRevisions,
  tenant: Tenant,
  product: { productId: string; skuId?: string | undefined },
): Promise<readonly Alternate[]> {
  if (!isCountrySite(tenant.tenant)) return [];
  const key = `${tenant.tenant}\0${product.productId}\0${product.skuId ?? ''}`;
  return productAlternateLists.get(handle, revisions, countrySites, key, () =>
    readProductAlternates(handle, tenant, product),
  );
}

async function readProductAlternates(
  handle: DatabaseHandle,
  tenant: Tenant,
  product: { productId: string; skuId?: string | undefined },
): Promise<Alternate[]> {
  const rows = await handle.db
    .selectFrom('products as p')
    .innerJoin('products as o', 'o.gtin', 'p.gtin')
    .leftJoin('skus as s', (join) => join.onRef('s.tenant', '=', 'p.tenant').on('s.id', '=', product.skuId ?? ''))
    .leftJoin('skus as os', (join) =>
      join
        .onRef('os.tenant', '=', 'o.tenant')
        .onRef('os.product_id', '=', 'o.id')
        .onRef('os.ean', '=', 's.ean')
        // SKUs without a GTIN are not the same article for having none
        .on('os.ean', '<>', ''),
    )
    .select(['o.tenant', 'o.id', 'o.name', 'os.id as skuId'])
    .where('p.tenant', '=', tenant.tenant)
    .where('p.id', '=', product.productId)
    .where('o.tenant', 'in', countrySites)
    .execute();
  return languageAlternates(
    tenant.tenant,
    rows.filter(isSite).map((row) => {
      const path = canonicalPath(
        { kind: 'product', tenant: row.tenant, productId: row.id, slug: '', skuId: row.skuId ?? undefined },
        slugFor(getTenant(row.tenant).lang, row.name),
      );
      return page(row.tenant, path);
    }),
  );
}

/** Categories share their ids across tenants (catalogue/taxonomy.ts): the same category on each country site. */
export async function categoryAlternates(
  handle: DatabaseHandle,
  tenant: Tenant,
  categoryId: string,
): Promise<Alternate[]> {
  if (!isCountrySite(tenant.tenant)) return [];
  const rows = await handle.db
    .selectFrom('categories')
    .select(['tenant', 'id', 'name'])
    .where('tenant', 'in', countrySites)
    .where('id', '=', categoryId)
    .execute();
  return languageAlternates(
    tenant.tenant,
    rows.filter(isSite).map((row) => {
      const route = {
        kind: 'category',
        tenant: row.tenant,
        categoryId: row.id,
        slug: '',
        query: searchQuery(),
      } as const;
      return page(row.tenant, canonicalPath(route, row.name));
    }),
  );
}

/** Rows name their tenant as text; only the country sites were asked for. */
function isSite<T extends { tenant: string }>(row: T): row is T & { tenant: TenantId } {
  return isCountrySite(row.tenant as TenantId);
}
