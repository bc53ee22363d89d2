import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTenant } from '../../../tools/catalogue-generator/seed';
import type { TenantId } from '../../tenants/schema';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';

/**
 * For unit tests: a migrated database file in a temp folder with a small generated catalogue
 * of some tenants, on a fixed "today" so that the data is the same on every run.
 */
export async function catalogueDatabase(
  tenants: readonly TenantId[],
  products = 150,
): Promise<{ handle: SqliteHandle; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-product-'));
  const handle = openDatabase(join(dir, 'catalogue.sqlite'));
  await migrateToLatest(handle.db);
  for (const tenant of tenants)
    seedTenant(handle, tenant, { products, referenceDate: new Date('2026-03-02T00:00:00Z') });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
