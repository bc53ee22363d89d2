import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import type { SearchIndex } from '../search/build-index';
import { reservedFacets } from '../search/columns';

/**
 * Names an editor's file (a landing page, a home) gives that the tenant's catalogue lacks, by
 * kind, in the order written. The build checks only their shape: the catalogue is whatever was
 * imported into the database, so they are checked here, when the page is rendered. What is
 * unknown is left out of the page, logged, and listed in the editor's preview.
 */
export interface UnknownNames {
  skus: string[];
  collections: string[];
  categories: string[];
  brands: string[];
  facets: string[];
}

export const noUnknownNames = (): UnknownNames => ({
  skus: [],
  collections: [],
  categories: [],
  brands: [],
  facets: [],
});

export const hasUnknownNames = (unknown: UnknownNames) => Object.values(unknown).some((names) => names.length > 0);

/** The products of a SKU list in the editor's order, and the SKUs the database lacks. */
export async function productsOfSkus(
  handle: DatabaseHandle,
  tenant: string,
  skus: readonly string[],
): Promise<{ productIds: string[]; unknown: string[] }> {
  const rows = await handle.db
    .selectFrom('skus')
    .select(['id', 'product_id'])
    .where('tenant', '=', tenant)
    .where('id', 'in', skus)
    .execute();
  const productOf = new Map(rows.map((row) => [row.id, row.product_id]));
  return {
    productIds: skus.flatMap((sku) => productOf.get(sku) ?? []),
    unknown: skus.filter((sku) => !productOf.has(sku)),
  };
}

/** A collection's products in its order; undefined when the catalogue has no such collection. */
export async function collectionProducts(
  handle: DatabaseHandle,
  tenant: string,
  id: string,
): Promise<string[] | undefined> {
  const [collection, rows] = await Promise.all([
    handle.db
      .selectFrom('collections')
      .select('id')
      .where('tenant', '=', tenant)
      .where('id', '=', id)
      .executeTakeFirst(),
    handle.db
      .selectFrom('collection_products')
      .select('product_id')
      .where('tenant', '=', tenant)
      .where('collection_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  return collection ? rows.map((row) => row.product_id) : undefined;
}

/**
 * Facet names of a grid's query that the search index does not filter by: the search would
 * ignore them and show products the editor did not choose (brand, colour, price… and the
 * data-sheet attributes with a facet are known).
 */
export function unknownFacets(index: SearchIndex, facets: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(facets).filter((name) => !reservedFacets.has(name) && !index.attributeFacets.has(name));
}

/** Brand names as the catalogue writes them ("Bosch"), of the brands that have products. */
export const brandNames = (index: SearchIndex): ReadonlySet<string> =>
  new Set([...index.brands.values()].map((brand) => brand.name));

/** One log line per rendered page that names something the catalogue lacks: what, and where. */
export function logUnknownNames(tenant: string, path: string, unknown: UnknownNames): void {
  if (!hasUnknownNames(unknown)) return;
  const fields = Object.fromEntries(
    Object.entries(unknown)
      .filter(([, names]) => names.length > 0)
      .map(([kind, names]) => [kind, names.join(' ')]),
  );
  logLine('warn', 'content names what the catalogue lacks', { tenant, path, ...fields });
}
