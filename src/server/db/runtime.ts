import { searchEngineSetting } from '../search/engine-setting';
import { type DatabaseHandle, openConfiguredDatabase } from './index';
import { migrateToLatest } from './migrate';

// One handle for the process, however many copies of this module are loaded (the server bundle's,
// and the start script's own, which closes it on shutdown: scripts/start.mjs).
const slot = Symbol.for('andamio.database');
const listening = Symbol.for('andamio.database.listening');
type Holder = { [slot]?: Promise<DatabaseHandle> | undefined; [listening]?: (() => Promise<void>) | undefined };
const holder = globalThis as Holder;

/**
 * The server's database, opened on first use: the SQLite file's one connection (in WAL mode it
 * serves many readers; Node runs one request's SQL at a time anyway), or a PostgreSQL pool, with
 * a connection of its own listening for the changes other servers publish.
 */
export function database(): Promise<DatabaseHandle> {
  holder[slot] ??= (async () => {
    searchEngineSetting(process.env);
    const handle = openConfiguredDatabase();
    await migrateToLatest(handle.db);
    if (handle.dialect === 'postgres') {
      // loaded here, not above: the start script's copy of this module only closes the database
      const { listenForChanges } = await import('../cache/catalogue-changes');
      holder[listening] = listenForChanges(handle);
    }
    return handle;
  })();
  return holder[slot];
}

/** Closes the connection if it was opened (SQLite checkpoints its write-ahead log); a later call opens it again. */
export async function closeDatabase(): Promise<void> {
  const opening = holder[slot];
  const stopListening = holder[listening];
  holder[slot] = undefined;
  holder[listening] = undefined;
  await stopListening?.();
  if (opening) await (await opening).close();
}
