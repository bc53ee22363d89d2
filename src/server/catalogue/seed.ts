import { getTenant } from '../../tenants/registry';
import type { TenantId } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { generateCatalogue } from './generate';
import { writeProductPictograms } from './product-pictograms';
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

/** Replaces one tenant's catalogue with a freshly generated one, in one transaction. */
export function seedTenant(handle: DatabaseHandle, id: TenantId, options: SeedOptions = {}): Map<string, number> {
  const raw = handle.sqlite.raw;
  const sink = new SqliteSink(handle.sqlite);
  const products = options.products ?? defaultProductsPerTenant;
  raw.exec('BEGIN IMMEDIATE');
  try {
    for (const table of catalogueTables) raw.prepare(`DELETE FROM ${table} WHERE tenant = ?`).run(id);
    const generated = generateCatalogue(
      getTenant(id),
      {
        products,
        referenceDate: options.referenceDate ?? today(),
        ...(options.seed ? { seed: options.seed } : {}),
        onProgress: (done, total) => options.onProgress?.(id, done, total),
      },
      sink,
    );
    writeProductPictograms(id, generated, sink);
    raw.exec('COMMIT');
  } catch (error) {
    raw.exec('ROLLBACK');
    throw error;
  }
  raw.exec('PRAGMA optimize');
  return sink.counts;
}

/**
 * Tenants seeded before the reference data the shop reads (migration 011: city coordinates,
 * product kinds; 012: product types; 010: the products' GTINs) existed: `npm start` seeds them
 * again so geolocation, pictures, the project builder's slots and hreflang alternates work.
 */
export function tenantsWithoutReferenceData(handle: DatabaseHandle, ids: readonly TenantId[]): TenantId[] {
  const missing = handle.sqlite.raw.prepare(
    `SELECT (SELECT count(*) FROM products WHERE tenant = ?1) > 0
        AND ((SELECT count(*) FROM product_pictograms WHERE tenant = ?1) = 0
          OR EXISTS (SELECT 1 FROM cities WHERE tenant = ?1 AND latitude IS NULL)
          OR EXISTS (SELECT 1 FROM products WHERE tenant = ?1 AND product_type IS NULL)
          OR EXISTS (SELECT 1 FROM products WHERE tenant = ?1 AND gtin IS NULL)) AS stale`,
  );
  return ids.filter((id) => Number((missing.get(id) as { stale: number } | undefined)?.stale ?? 0) === 1);
}

/** Tenants whose catalogue is empty: the first `npm start` seeds them. */
export function unseededTenants(handle: DatabaseHandle, ids: readonly TenantId[]): TenantId[] {
  const count = handle.sqlite.raw.prepare('SELECT count(*) AS n FROM products WHERE tenant = ?');
  return ids.filter((id) => Number((count.get(id) as { n: number } | undefined)?.n ?? 0) === 0);
}
