import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle, PostgresHandle } from '../db';
import { logLine } from '../log';
import { refreshSearchTables } from '../search/engine';
import { recheckSearchRows } from '../search/postgres/sync';
import { forgetAllSearchIndexes, forgetSearchIndex, refreshSearchIndex } from '../search/registry';
import { type CatalogueChange, changesChannel, changeTags, notifyServers, parseNotice } from './change-notices';
import { purgeEdge } from './edge-purge';
import { dropProductPages } from './invalidate';
import { cacheTags, routeCache } from './route-cache';

export type { CatalogueChange } from './change-notices';

/** This process, so that it skips the notices of the changes it applied itself. */
const origin = randomUUID();

/**
 * Follows a change here: the search index first, then the cached pages, so a page rendered again
 * in between cannot be kept with what the index still had. Answers the number of pages dropped.
 */
export async function applyChange(handle: DatabaseHandle, change: CatalogueChange): Promise<number> {
  const ids = [...new Set(change.productIds)];
  if (change.kind === 'catalogue') {
    forgetSearchIndex(change.tenant);
    recheckSearchRows(change.tenant);
  } else await refreshSearchIndex(handle, change.tenant, ids);
  if (change.wholeTenant) return routeCache()?.invalidate([cacheTags.tenant(change.tenant)]) ?? 0;
  return dropProductPages(change.tenant, ids);
}

/**
 * Follows a committed change on this server, purges the shared edge in front of the servers
 * (src/server/cache/edge-purge.ts), and on PostgreSQL tells every other server sharing the
 * database (LISTEN/NOTIFY: delivered to each listening connection at once). Answers the number
 * of this server's pages dropped.
 */
export async function publishChange(handle: DatabaseHandle, change: CatalogueChange): Promise<number> {
  if (change.kind === 'stock-or-rating') await refreshSearchTables(handle, change.tenant, change.productIds);
  const dropped = await applyChange(handle, change);
  // the edge is shared by every server: the one that made the change purges it
  await purgeEdge(changeTags(change));
  if (handle.dialect === 'postgres') await notifyServers(handle, change, origin);
  return dropped;
}

/** Every search index and cached page goes: what this server may have missed is unknown. */
function forgetEverything(): void {
  forgetAllSearchIndexes();
  recheckSearchRows();
  routeCache()?.clear();
}

/**
 * Listens, on a connection of its own, for the changes other servers publish, and follows each.
 * When the connection drops it connects again (every second until it can); changes published in
 * between were missed, so the server then forgets its indexes and cached pages. Answers a stop.
 */
export function listenForChanges(handle: PostgresHandle): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString: handle.pool.url });
    const again = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(true), 1000);
    };
    client = next;
    next.on('error', again);
    next.on('end', again);
    next.on('notification', (message) => {
      if (message.channel !== changesChannel) return;
      const notice = parseNotice(message.payload);
      if (!notice || notice.origin === origin) return;
      applyChange(handle, notice).catch((error: unknown) =>
        logLine('warn', 'catalogue change not followed', { tenant: notice.tenant, error: String(error) }),
      );
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${changesChannel}`);
      if (reconnecting) forgetEverything();
    } catch (error) {
      logLine('warn', 'catalogue changes: cannot listen, trying again', { error: String(error) });
      again();
    }
  };
  void connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
