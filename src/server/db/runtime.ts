import { type DatabaseHandle, openConfiguredDatabase } from './index';
import { migrateToLatest } from './migrate';

// One handle for the process, however many copies of this module are loaded (the server bundle's,
// and the start script's own, which closes it on shutdown: scripts/start.mjs).
const slot = Symbol.for('andamio.database');
type Holder = { [slot]?: Promise<DatabaseHandle> | undefined };
const holder = globalThis as Holder;

/**
 * The server's one database connection, opened on first use. SQLite in WAL mode serves many
 * readers from one connection; Node runs one request's SQL at a time anyway.
 */
export function database(): Promise<DatabaseHandle> {
  holder[slot] ??= (async () => {
    const handle = openConfiguredDatabase();
    await migrateToLatest(handle.db);
    return handle;
  })();
  return holder[slot];
}

/** Closes the connection if it was opened (SQLite checkpoints its write-ahead log); a later call opens it again. */
export async function closeDatabase(): Promise<void> {
  const opening = holder[slot];
  holder[slot] = undefined;
  if (opening) await (await opening).close();
}
