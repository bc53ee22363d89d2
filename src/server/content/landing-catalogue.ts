import type { CatalogueNames } from '../../lib/content/landing-schema';
import { slugify } from '../../lib/slug';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import { generateCatalogue } from '../catalogue/generate';
import { defaultProductsPerTenant, today } from '../catalogue/seed';
import type { CatalogueSink, Row, TableName } from '../catalogue/sink';
import { reservedFacets } from '../search/columns';

/** Keeps only the names a landing page may use, out of a generated catalogue's rows. */
class NameSink implements CatalogueSink {
  readonly names = {
    skus: new Set<string>(),
    collections: new Set<string>(),
    categories: new Set<string>(),
    brands: new Set<string>(),
    facets: new Set<string>(reservedFacets),
  };

  insert<T extends TableName>(table: T, row: Row<T>): void {
    const id = (row as { id?: string }).id ?? '';
    if (table === 'skus') this.names.skus.add(id);
    else if (table === 'collections') this.names.collections.add(id);
    else if (table === 'categories') this.names.categories.add(id);
    else if (table === 'brands') this.names.brands.add((row as Row<'brands'>).name);
    else if (table === 'products') {
      // the search index names an attribute facet by the slug of the attribute's name (search/columns.ts)
      const sheet = JSON.parse((row as Row<'products'>).data_sheet) as { name: string }[];
      for (const attribute of sheet) this.names.facets.add(slugify(attribute.name));
    }
  }
}

const cache = new Map<TenantId, CatalogueNames>();

/**
 * The catalogue a landing page is checked against when the site is built. The build runs before
 * the database exists (`npm start` builds, then seeds on its first start), so the check generates
 * what that first start seeds: the generator is deterministic (same tenant, size and seed, same
 * SKUs and collections), about 0.2 s per tenant, and only for tenants that have landing pages.
 */
export function seededCatalogueNames(tenant: TenantId): CatalogueNames {
  let names = cache.get(tenant);
  if (!names) {
    const sink = new NameSink();
    generateCatalogue(getTenant(tenant), { products: defaultProductsPerTenant, referenceDate: today() }, sink);
    names = sink.names;
    cache.set(tenant, names);
  }
  return names;
}
