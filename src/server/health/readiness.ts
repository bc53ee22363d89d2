import { sql } from 'kysely';
import { tenantIds } from '../../tenants/schema';
import { pendingMigrations } from '../db/migrate';
import { database } from '../db/runtime';
import { logLine } from '../log';
import { searchEngineSetting } from '../search/engine-setting';
import { searchRowsChecked, searchVocabulary } from '../search/postgres/sync';
import { searchIndex, searchIndexSource } from '../search/registry';

export interface Readiness {
  ready: boolean;
  checks: {
    /** The database answers a query. */
    database: boolean;
    /** Every migration this server knows has run. */
    migrations: boolean;
    /** Every tenant's search index is in memory. */
    searchIndexes: boolean;
  };
  /** Tenants whose search index is still loading. */
  loading: string[];
}

/**
 * Whether this server can take shoppers (`/readyz`): its database answers, its schema is current
 * and every tenant's search index is loaded. An index not loaded yet starts loading, so a server
 * started without warm-up (WARM_UP=0) becomes ready on its own.
 */
export async function readiness(): Promise<Readiness> {
  let databaseUp = false;
  let migrationsDone = false;
  let loading: string[] = [...tenantIds];
  try {
    const handle = await database();
    await sql`select 1`.execute(handle.db);
    databaseUp = true;
    migrationsDone = (await pendingMigrations(handle.db)).length === 0;
    loading = tenantIds.filter((tenant) => searchIndexSource(tenant) === undefined);
    for (const tenant of loading) {
      searchIndex(handle, tenant).catch((error: unknown) =>
        logLine('error', 'search index failed to load', { tenant, error: String(error) }),
      );
    }
    if (handle.dialect === 'postgres' && searchEngineSetting() === 'postgres') {
      // Searches read PostgreSQL's search tables: ready once they are found current for every tenant.
      const unchecked = tenantIds.filter((tenant) => !searchRowsChecked(tenant));
      for (const tenant of unchecked) {
        searchVocabulary(handle, tenant).catch((error: unknown) =>
          logLine('error', 'search tables failed to load', { tenant, error: String(error) }),
        );
      }
      loading = [...new Set([...loading, ...unchecked])];
    }
  } catch (error) {
    logLine('error', 'readiness check failed', { error: String(error) });
  }
  const checks = {
    database: databaseUp,
    migrations: migrationsDone,
    searchIndexes: databaseUp && loading.length === 0,
  };
  return { ready: checks.database && checks.migrations && checks.searchIndexes, checks, loading };
}
