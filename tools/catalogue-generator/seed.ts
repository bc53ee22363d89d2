import type { DatabaseHandle, PostgresHandle, SqliteHandle } from '../../src/server/db';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { generateCatalogue } from './generate';
import { PostgresSink } from './postgres-sink';
import { writeProductPictograms } from './product-pictograms';
import type { CatalogueSink } from './sink';
import { SqliteSink } from './sqlite-sink';

/** spec: about 2,000 products per tenant by default. */
export const defaultProductsPerTenant = 2000;

/** Tables holding a tenant's generated catalogue, children first so deletes respect foreign keys. */
const catalogueTables = [
  'product_pictograms',
  'product_links',
  'collection_products',
  'collections',
  'sponsored_products',
  'questions',
  'review_media',
  'reviews',
  'stock',
  'scheduled_prices',
  'prices',
  'skus',
  'products',
  'brands',
  'categories',
  'stores',
  'postal_codes',
  'zones',
  'cities',
  'regions',
  'price_groups',
] as const;

export interface SeedOptions {
  products?: number;
  seed?: string;
  referenceDate?: Date;
  onProgress?: (tenant: TenantId, done: number, total: number) => void;
}

/** Today at midnight UTC: the catalogue's "now", stable through a day. */
export function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Writes a freshly generated catalogue of one tenant into the sink. */
function generateInto(id: TenantId, options: SeedOptions, sink: CatalogueSink): void {
  const generated = generateCatalogue(
    getTenant(id),
    {
      products: options.products ?? defaultProductsPerTenant,
      referenceDate: options.referenceDate ?? today(),
      ...(options.seed ? { seed: options.seed } : {}),
      onProgress: (done, total) => options.onProgress?.(id, done, total),
    },
    sink,
  );
  writeProductPictograms(id, generated, sink);
}

/** Replaces one tenant's catalogue with a freshly generated one, in one transaction. */
export function seedTenant(handle: SqliteHandle, id: TenantId, options: SeedOptions = {}): Map<string, number> {
  const raw = handle.sqlite.raw;
  const sink = new SqliteSink(handle.sqlite);
  raw.exec('BEGIN IMMEDIATE');
  try {
    for (const table of catalogueTables) raw.prepare(`DELETE FROM ${table} WHERE tenant = ?`).run(id);
    generateInto(id, options, sink);
    raw.exec('COMMIT');
  } catch (error) {
    raw.exec('ROLLBACK');
    throw error;
  }
  raw.exec('PRAGMA optimize');
  return sink.counts;
}

/** The same on PostgreSQL: one transaction, so other servers see the old catalogue or the new one. */
async function seedPostgresTenant(
  handle: PostgresHandle,
  id: TenantId,
  options: SeedOptions,
): Promise<Map<string, number>> {
  const sink = new PostgresSink();
  generateInto(id, options, sink);
  const client = await handle.pool.pool.connect();
  try {
    await client.query('BEGIN');
    for (const table of catalogueTables) await client.query(`DELETE FROM ${table} WHERE tenant = $1`, [id]);
    await sink.flush(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  for (const table of catalogueTables) await handle.pool.rows(`ANALYZE ${table}`);
  return sink.counts;
}

/** Replaces one tenant's catalogue on whichever database the handle is. */
export function seedCatalogue(
  handle: DatabaseHandle,
  id: TenantId,
  options: SeedOptions = {},
): Promise<Map<string, number>> {
  return handle.dialect === 'sqlite'
    ? Promise.resolve(seedTenant(handle, id, options))
    : seedPostgresTenant(handle, id, options);
}
