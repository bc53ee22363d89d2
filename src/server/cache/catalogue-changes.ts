import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle, PostgresHandle } from '../db';
import { logLine } from '../log';
import { refreshSearchTables } from '../search/engine';
import { recheckSearchRows } from '../search/postgres/sync';
import { forgetAllSearchIndexes, forgetSearchIndex, refreshSearchIndex } from '../search/registry';
import { purgeEdge } from './edge-purge';
import { dropProductPages } from './invalidate';
import { cacheTags, routeCache } from './route-cache';

/**
 * A committed change to some products that every server must follow:
 * - 'stock-or-rating' (an order took units, a review moved the rating): each server's search
 *   index is brought up to date in place;
 * - 'catalogue' (a feed changed prices or stock): each server's index is built again at its next use.
 * Either way the cached pages that show those products are dropped.
 */
export interface CatalogueChange {
  tenant: string;
  kind: 'stock-or-rating' | 'catalogue';
  productIds: string[];
}

/** The PostgreSQL channel servers sharing a database publish changes on. */
export const changesChannel = 'andamio_catalogue_changes';
/** This process, so that it skips the notices of the changes it applied itself. */
const origin = randomUUID();
/** NOTIFY carries at most 8,000 bytes: a feed's thousands of products go in several notices. */
const idsPerNotice = 200;

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
  await purgeEdge([...new Set(change.productIds)].map((id) => cacheTags.product(change.tenant, id)));
  if (handle.dialect === 'postgres') {
    const ids = [...new Set(change.productIds)];
    for (let start = 0; start < Math.max(ids.length, 1); start += idsPerNotice) {
      const notice = {
        origin,
        tenant: change.tenant,
        kind: change.kind,
        productIds: ids.slice(start, start + idsPerNotice),
      };
      await handle.pool
        .rows('SELECT pg_notify(?, ?)', [changesChannel, JSON.stringify(notice)])
        .catch((error: unknown) => logLine('warn', 'catalogue change not published', { error: String(error) }));
    }
  }
  return dropped;
}

function parseNotice(payload: string | undefined): (CatalogueChange & { origin: string }) | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as CatalogueChange & { origin: string };
    const valid =
      typeof notice.origin === 'string' &&
      typeof notice.tenant === 'string' &&
      (notice.kind === 'stock-or-rating' || notice.kind === 'catalogue') &&
      Array.isArray(notice.productIds) &&
      notice.productIds.every((id) => typeof id === 'string');
    return valid ? notice : undefined;
  } catch {
    return undefined;
  }
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
