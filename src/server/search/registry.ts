import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import { SearchIndex } from './build-index';
import { loadSearchDocuments } from './load';
import { synonymGroups } from './synonyms';

const indexes = new Map<string, Promise<SearchIndex>>();

/**
 * A tenant's search index, built from the database on first use and kept in memory: the
 * catalogue changes when it is re-seeded, not per request.
 */
export function searchIndex(handle: DatabaseHandle, tenant: string): Promise<SearchIndex> {
  let index = indexes.get(tenant);
  if (!index) {
    index = synonymGroups(tenant).then((synonyms) => {
      const started = performance.now();
      const built = new SearchIndex(loadSearchDocuments(handle.sqlite, tenant), { synonyms });
      logLine('info', 'search index built', {
        tenant,
        products: built.docs.length,
        durationMs: Math.round(performance.now() - started),
      });
      return built;
    });
    indexes.set(tenant, index);
    index.catch(() => indexes.delete(tenant));
  }
  return index;
}

/** Drops a tenant's index so the next search rebuilds it (after a re-seed). */
export function forgetSearchIndex(tenant: string): void {
  indexes.delete(tenant);
}
