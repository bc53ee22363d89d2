import { type DatabaseHandle, openDatabase } from './index';
import { migrateToLatest } from './migrate';

let opening: Promise<DatabaseHandle> | undefined;

/**
 * The server's one database connection, opened on first use. SQLite in WAL mode serves many
 * readers from one connection; Node runs one request's SQL at a time anyway.
 */
export function database(): Promise<DatabaseHandle> {
  opening ??= (async () => {
    const handle = openDatabase();
    await migrateToLatest(handle.db);
    return handle;
  })();
  return opening;
}
