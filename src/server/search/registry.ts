import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import { SearchIndex, type SearchIndexOptions } from './build-index';
import { DocumentStore } from './document-store';
import { indexSourceOf } from './index-source';
import { searchDocuments } from './load';
import { applyProductFacts, readProductFacts } from './refresh';
import { catalogueRevision, readSnapshot, snapshotKey, snapshotPath, writeSnapshot } from './snapshots';
import { synonymGroups } from './synonyms';

const indexes = new Map<string, Promise<SearchIndex>>();
/** How each tenant's index in memory was made: read from its snapshot, or built from the database. */
const sources = new Map<string, 'snapshot' | 'built'>();
/** Snapshot writes per tenant, one after the other, so an older one never lands after a newer one. */
const writes = new Map<string, Promise<void>>();

/**
 * Where the tenant's index snapshot is kept, and under which key: beside an SQLite file only. On
 * PostgreSQL each server builds its index from the shared database (a few hundred ms for a
 * 2,000-product tenant), and no server's disk is assumed to outlive it.
 */
function snapshotOf(handle: DatabaseHandle, tenant: string, options: SearchIndexOptions) {
  if (handle.dialect !== 'sqlite') return undefined;
  const revision = catalogueRevision(handle.sqlite.raw, tenant);
  const path = snapshotPath(handle.path, tenant);
  if (path === undefined || revision === undefined) return undefined;
  return {
    path,
    key: snapshotKey(tenant, revision, options),
    unchanged: () => catalogueRevision(handle.sqlite.raw, tenant) === revision,
  };
}

async function ready(handle: DatabaseHandle, tenant: string, options: SearchIndexOptions): Promise<SearchIndex> {
  const started = performance.now();
  const snapshot = snapshotOf(handle, tenant, options);
  let miss = handle.dialect === 'sqlite' ? 'no catalogue revision' : 'not kept on PostgreSQL';
  if (snapshot) {
    const found = readSnapshot(snapshot.path, snapshot.key, options);
    if ('index' in found) {
      sources.set(tenant, 'snapshot');
      logLine('info', 'search index read from its snapshot', {
        tenant,
        products: found.index.docs.length,
        durationMs: Math.round(performance.now() - started),
      });
      return found.index;
    }
    miss = found.miss;
  }
  const built = new SearchIndex(DocumentStore.from(searchDocuments(await indexSourceOf(handle, tenant))), options);
  sources.set(tenant, 'built');
  logLine('info', 'search index built', {
    tenant,
    products: built.docs.length,
    durationMs: Math.round(performance.now() - started),
    snapshot: miss,
  });
  // Saved only when nothing was written to the catalogue while it was read: the key says what it holds.
  if (snapshot?.unchanged()) {
    const write = (writes.get(tenant) ?? Promise.resolve()).then(() =>
      writeSnapshot(snapshot.path, snapshot.key, built).catch((error: unknown) => {
        logLine('warn', 'search index snapshot not written', { tenant, error: String(error) });
      }),
    );
    writes.set(tenant, write);
  }
  return built;
}

/**
 * A tenant's search index, kept in memory from its first use: read from the snapshot saved
 * beside the database when the catalogue has not changed since (snapshots.ts), else built from
 * the database and saved for the next start.
 */
export function searchIndex(handle: DatabaseHandle, tenant: string): Promise<SearchIndex> {
  let index = indexes.get(tenant);
  if (!index) {
    index = synonymGroups(tenant).then((synonyms) => ready(handle, tenant, { synonyms }));
    indexes.set(tenant, index);
    index.catch(() => indexes.delete(tenant));
  }
  return index;
}

/** Drops a tenant's index so the next search rebuilds it (after a re-seed, a catalogue feed). */
export function forgetSearchIndex(tenant: string): void {
  indexes.delete(tenant);
  sources.delete(tenant);
}

/** Drops every tenant's index (a server that may have missed changes published by others). */
export function forgetAllSearchIndexes(): void {
  indexes.clear();
  sources.clear();
}

/**
 * Brings the tenant's index up to date with the stock and ratings of some products, once the
 * change is committed (an order placed, a review written): in place when it can be, else the
 * index is dropped and built again at its next use. An index not loaded yet reads the change
 * when it loads.
 */
export async function refreshSearchIndex(
  handle: DatabaseHandle,
  tenant: string,
  productIds: Iterable<string>,
): Promise<void> {
  const loading = indexes.get(tenant);
  if (!loading) return;
  const ids = [...productIds];
  try {
    const index = await loading;
    const facts = await readProductFacts(handle, tenant, ids);
    if (indexes.get(tenant) !== loading) return;
    if (applyProductFacts(index, facts) === 'rebuild') forgetSearchIndex(tenant);
  } catch (error) {
    logLine('warn', 'search index not refreshed', { tenant, error: String(error) });
    forgetSearchIndex(tenant);
  }
}

/** Whether the tenant's index in memory came from its snapshot or was built; undefined before its first use. */
export function searchIndexSource(tenant: string): 'snapshot' | 'built' | undefined {
  return sources.get(tenant);
}

/** Resolves once every snapshot being written is on disk. */
export async function snapshotsWritten(): Promise<void> {
  await Promise.all(writes.values());
}
