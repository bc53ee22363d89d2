import { tenantIds } from '../../tenants/schema';
import { seedDemoUsers } from '../accounts/demo-users';
import { searchEngineSetting } from '../search/engine-setting';
import { importFirstCatalogues, tenantsWithoutReferenceData, unseededTenants } from './first-catalogue';
import { type DatabaseHandle, openConfiguredDatabase } from './index';
import { migrateToLatest } from './migrate';

/** Any number that no other advisory lock of the storefront uses: "andamio" in ASCII, cut to 32 bits. */
const preparationLock = 0x616e6461;

/**
 * Servers starting together on one PostgreSQL take turns: the first migrates and imports the
 * first catalogues, the others then find nothing left to do. (Kysely's migrator locks the
 * migrations alone; an import must not run twice either.) SQLite needs no lock: an import is one
 * write transaction.
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

export interface PrepareOptions {
  log?: (line: string) => void;
  /**
   * The worker module that makes the catalogue a tenant without one starts with
   * (first-catalogue.ts importFirstCataloguesHere): `npm start` and `npm run db:prepare` hand over
   * the generator's (scripts/first-catalogue-worker.mjs), which src/ never imports. Without it,
   * such a tenant waits for `npm run catalogue:import`.
   */
  firstCatalogueWorker?: URL;
}

/**
 * What `npm start` does before serving: bring the schema up to date and, on the first run,
 * import every tenant's first catalogue. Later starts find the tenants' catalogues and skip it.
 */
export async function prepareDatabase(options: PrepareOptions = {}): Promise<void> {
  const log = options.log ?? console.log;
  // A setting that cannot work stops the start, before anything is served.
  searchEngineSetting();
  const handle = openConfiguredDatabase();
  try {
    await oneAtATime(handle, async () => {
      const applied = await migrateToLatest(handle.db);
      if (applied.length > 0) log(`Database ${handle.location}: applied ${applied.join(', ')}`);
      const firstCatalogueWorker = options.firstCatalogueWorker;
      const unseeded = await unseededTenants(handle, tenantIds);
      if (firstCatalogueWorker) {
        const stale = await tenantsWithoutReferenceData(handle, tenantIds);
        if (stale.length > 0)
          log(`Importing the generated catalogue of ${stale.join(', ')} again: it predates 011-reference-data…`);
        if (unseeded.length > 0)
          log(`Importing the generated catalogue of ${unseeded.join(', ')} from its feed (first start only)…`);
        await importFirstCatalogues(handle, [...stale, ...unseeded], firstCatalogueWorker, log);
      } else if (unseeded.length > 0)
        log(`No catalogue yet for ${unseeded.join(', ')}: import one with npm run catalogue:import (README).`);
      // Demo customers (README) so that login, members' discounts and pro prices can be tried.
      const created = await seedDemoUsers(handle, tenantIds);
      if (created > 0) log(`Created ${created} demo customer accounts (see README).`);
    });
  } finally {
    await handle.close();
  }
}
