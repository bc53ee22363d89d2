import { sql } from 'kysely';
import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import { importFeedsHere, importFeedsInWorkers, workerDataOf } from '../import/feeds-in-workers';
import { importFeed } from '../import/import-feed';
import { type FeedLine, readFeedRecords } from '../import/read-feed';
import { type DatabaseHandle, openConfiguredDatabase } from './index';

/**
 * A tenant's first catalogue is the generator's demo one, as Andamio's feed, imported by the
 * same checks and writers as a retailer's file (src/server/import) and marked as the generator's.
 * Worker threads import them (feeds-in-workers.ts): the worker module scripts hand over
 * (scripts/first-catalogue-worker.mjs) makes each tenant's records with the generator (nothing in
 * src/ imports tools/) and gives them to importFirstCataloguesHere.
 */

/** What a worker tells of a tenant it imported. */
interface Imported {
  products: number;
  /** Seconds making and checking the records, and writing them. */
  made: number;
  written: number;
}

/** Tables a full feed of the generator fills: PostgreSQL's planner is told their new sizes. */
const analysedTables = ['products', 'skus', 'prices', 'stock', 'product_links', 'reviews', 'questions', 'zones'];

/** Threads importing: while one writes a tenant's catalogue, the other makes the next. */
const importThreads = 2;

/** Imports the tenants' first catalogues in workers of the module at `worker`. A bad record stops the start. */
export async function importFirstCatalogues(
  handle: DatabaseHandle,
  tenants: readonly TenantId[],
  worker: URL,
  log: (line: string) => void,
): Promise<void> {
  // a later start, with every tenant's catalogue in: no worker, and no ANALYZE of tables nothing wrote
  if (tenants.length === 0) return;
  await importFeedsInWorkers<Imported>(
    worker,
    { feeds: tenants.length, threads: importThreads, takeTurns: handle.dialect === 'sqlite', data: { tenants } },
    (feed, { products, made, written }) =>
      log(`  ${tenants[feed]}: ${products} products, made in ${made.toFixed(1)} s, written in ${written.toFixed(1)} s`),
  );
  if (handle.dialect === 'postgres') for (const table of analysedTables) await handle.pool.rows(`ANALYZE ${table}`);
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * The worker's side: imports the tenants its parent hands out, each a full feed of the records
 * `recordsOf` makes, on a connection of its own.
 */
export async function importFirstCataloguesHere(recordsOf: (tenant: TenantId) => Iterable<unknown>): Promise<void> {
  const { tenants } = workerDataOf<{ tenants: TenantId[] }>();
  const handle = openConfiguredDatabase();
  try {
    await importFeedsHere({
      async prepare(feed) {
        const started = performance.now();
        const tenant = tenants[feed] as TenantId;
        const lines: FeedLine[] = [];
        for await (const read of readFeedRecords(`first catalogue of ${tenant}`, recordsOf(tenant))) lines.push(read);
        return { tenant, lines, made: seconds(started) };
      },
      async write({ tenant, lines, made }): Promise<Imported> {
        const started = performance.now();
        const products = await importFirstCatalogue(handle, tenant, lines);
        return { products, made, written: seconds(started) };
      },
    });
  } finally {
    await handle.close();
  }
}

/** Imports the tenant's first catalogue as a full feed; answers the products it wrote. */
async function importFirstCatalogue(handle: DatabaseHandle, tenant: TenantId, lines: FeedLine[]): Promise<number> {
  const report = await importFeed(handle, getTenant(tenant), linesOf(lines), {
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
  return report.written.products;
}

async function* linesOf(lines: FeedLine[]): AsyncGenerator<FeedLine> {
  yield* lines;
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
