import { sql } from 'kysely';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import { importFeed } from '../import/import-feed';
import { readFeedRecords } from '../import/read-feed';
import type { DatabaseHandle } from './index';

/**
 * A tenant's first catalogue: a feed of Andamio's (the generator's demo catalogue, which
 * scripts/ hands over: nothing in src/ imports tools/) imported as a retailer's file would be, by
 * the same checks and writers (src/server/import), marked as the generator's.
 */
export type FirstCatalogue = (tenant: TenantId) => Iterable<unknown> | Promise<Iterable<unknown>>;

/** Tables a full feed of the generator fills: PostgreSQL's planner is told their new sizes. */
const analysedTables = ['products', 'skus', 'prices', 'stock', 'product_links', 'reviews', 'questions', 'zones'];

/** Imports the tenant's first catalogue as a full feed; answers the products it wrote. A bad record stops the start. */
export async function importFirstCatalogue(
  handle: DatabaseHandle,
  tenant: TenantId,
  records: Iterable<unknown>,
): Promise<number> {
  const report = await importFeed(handle, getTenant(tenant), readFeedRecords(`first catalogue of ${tenant}`, records), {
    full: true,
    source: 'generator',
    // nothing serves yet that keeps a copy of the catalogue: each search index is built on its first search
    publish: async () => undefined,
  });
  if (report.written === null) {
    const problems = report.problems
      .slice(0, 5)
      .map((problem) => `line ${problem.line} ${problem.field}: ${problem.reason}`);
    throw new Error(`The first catalogue of ${tenant} was refused:\n  ${problems.join('\n  ')}`);
  }
  if (handle.dialect === 'postgres') for (const table of analysedTables) await handle.pool.rows(`ANALYZE ${table}`);
  return report.written.products;
}

/**
 * Tenants holding the generator's catalogue from before the reference data the shop reads
 * (migration 011: city coordinates, product kinds; 012: product types; 010: the products' GTINs;
 * 026: the SKUs' own pictures) existed: `npm start` imports the generator's feed over it, which
 * names every one of those, so geolocation, pictures, the project builder's slots and hreflang
 * alternates work. A tenant with a retailer's import is the retailer's: never touched.
 */
export async function tenantsWithoutReferenceData(
  handle: DatabaseHandle,
  ids: readonly TenantId[],
): Promise<TenantId[]> {
  const stale: TenantId[] = [];
  for (const id of ids) {
    const { rows } = await sql<{ stale: boolean | number }>`
      SELECT EXISTS (SELECT 1 FROM products WHERE tenant = ${id})
        AND NOT EXISTS (SELECT 1 FROM catalogue_imports WHERE tenant = ${id} AND source <> 'generator')
        AND (NOT EXISTS (SELECT 1 FROM product_pictograms WHERE tenant = ${id})
          OR EXISTS (SELECT 1 FROM cities WHERE tenant = ${id} AND latitude IS NULL)
          OR EXISTS (SELECT 1 FROM products WHERE tenant = ${id} AND product_type IS NULL)
          OR EXISTS (SELECT 1 FROM products WHERE tenant = ${id} AND gtin IS NULL)
          OR EXISTS (SELECT 1 FROM skus WHERE tenant = ${id} AND gallery IS NULL)) AS stale`.execute(handle.db);
    if (rows[0]?.stale) stale.push(id);
  }
  return stale;
}

/** Tenants whose catalogue is empty: the first `npm start` imports theirs. */
export async function unseededTenants(handle: DatabaseHandle, ids: readonly TenantId[]): Promise<TenantId[]> {
  const seeded = await handle.db
    .selectFrom('products')
    .select('tenant')
    .distinct()
    .where('tenant', 'in', [...ids])
    .execute();
  const found = new Set(seeded.map((row) => row.tenant));
  return ids.filter((id) => !found.has(id));
}
