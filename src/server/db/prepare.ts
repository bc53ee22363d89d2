import { seedCatalogue, tenantsWithoutReferenceData, unseededTenants } from '../../../tools/catalogue-generator/seed';
import { tenantIds } from '../../tenants/schema';
import { seedDemoUsers } from '../accounts/demo-users';
import { searchEngineSetting } from '../search/engine-setting';
import { type DatabaseHandle, openConfiguredDatabase } from './index';
import { migrateToLatest } from './migrate';

/** Any number that no other advisory lock of the storefront uses: "andamio" in ASCII, cut to 32 bits. */
const preparationLock = 0x616e6461;

/**
 * Servers starting together on one PostgreSQL take turns: the first migrates and seeds, the
 * others then find nothing left to do. (Kysely's migrator locks the migrations alone; the seed
 * must not run twice either.) SQLite needs no lock: a seed is one write transaction.
 */
async function oneAtATime<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.dialect === 'sqlite') return work();
  const client = await handle.pool.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [preparationLock]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [preparationLock]).catch(() => {});
    client.release();
  }
}

/**
 * What `npm start` does before serving: bring the schema up to date and, on the first run,
 * generate every tenant's catalogue. Later starts find the tenants seeded and skip it.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  // A setting that cannot work stops the start, before anything is served.
  searchEngineSetting();
  const handle = openConfiguredDatabase();
  try {
    await oneAtATime(handle, async () => {
      const applied = await migrateToLatest(handle.db);
      if (applied.length > 0) log(`Database ${handle.location}: applied ${applied.join(', ')}`);
      const stale = await tenantsWithoutReferenceData(handle, tenantIds);
      if (stale.length > 0)
        log(`Generating the catalogue of ${stale.join(', ')} again: it predates 011-reference-data…`);
      const unseeded = await unseededTenants(handle, tenantIds);
      if (unseeded.length > 0) log(`Generating the catalogue of ${unseeded.join(', ')} (first start only)…`);
      for (const tenant of [...stale, ...unseeded]) {
        const started = performance.now();
        const counts = await seedCatalogue(handle, tenant);
        log(
          `  ${tenant}: ${counts.get('products') ?? 0} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      // Demo customers (README) so that login, members' discounts and pro prices can be tried.
      const created = await seedDemoUsers(handle, tenantIds);
      if (created > 0) log(`Created ${created} demo customer accounts (see README).`);
    });
  } finally {
    await handle.close();
  }
}
