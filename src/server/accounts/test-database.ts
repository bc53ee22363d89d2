import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type SqliteHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedDemoUsers } from './demo-users';

/** A migrated database file in a temp folder with the demo customers of some tenants, for unit tests. */
export async function demoDatabase(
  tenants: Parameters<typeof seedDemoUsers>[1],
): Promise<{ handle: SqliteHandle; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'andamio-accounts-'));
  const handle = openDatabase(join(dir, 'accounts.sqlite'));
  await migrateToLatest(handle.db);
  await seedDemoUsers(handle, tenants);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
