import { tenantIds } from '../../tenants/schema';
import { seedDemoUsers } from '../accounts/demo-users';
import { seedTenant, tenantsWithoutReferenceData, unseededTenants } from '../catalogue/seed';
import { databasePath, openDatabase } from './index';
import { migrateToLatest } from './migrate';

/**
 * What `npm start` does before serving: bring the schema up to date and, on the first run,
 * generate every tenant's catalogue. Later starts find the tenants seeded and skip it.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const handle = openDatabase();
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) log(`Database ${databasePath()}: applied ${applied.join(', ')}`);
    const stale = tenantsWithoutReferenceData(handle, tenantIds);
    if (stale.length > 0) log(`Generating the catalogue of ${stale.join(', ')} again: it predates 011-reference-data…`);
    const unseeded = unseededTenants(handle, tenantIds);
    if (unseeded.length > 0) log(`Generating the catalogue of ${unseeded.join(', ')} (first start only)…`);
    const missing = [...stale, ...unseeded];
    for (const tenant of missing) {
      const started = performance.now();
      const counts = seedTenant(handle, tenant);
      log(
        `  ${tenant}: ${counts.get('products') ?? 0} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    // Demo customers (README) so that login, members' discounts and pro prices can be tried.
    const created = await seedDemoUsers(handle, tenantIds);
    if (created > 0) log(`Created ${created} demo customer accounts (see README).`);
  } finally {
    await handle.close();
  }
}
