import type { PostgresHandle } from '../db';
import { logLine } from '../log';
import { cacheTags } from './route-cache';

/**
 * A committed change to some products that every server must follow:
 * - 'stock-or-rating' (an order took units, a review moved the rating): each server's search
 *   index is brought up to date in place;
 * - 'catalogue' (a feed or an import changed the catalogue): each server's index is built again
 *   at its next use.
 * Either way the cached pages that show those products are dropped.
 */
export interface CatalogueChange {
  tenant: string;
  kind: 'stock-or-rating' | 'catalogue';
  productIds: string[];
  /**
   * Every page of the tenant goes, not only those that show the products named: an import added,
   * withdrew or moved products, which changes listings that did not show them.
   */
  wholeTenant?: boolean;
}

/** The surrogate keys a change purges from the CDN: the tenant's, or its products'. */
export function changeTags(change: CatalogueChange): string[] {
  if (change.wholeTenant) return [cacheTags.tenant(change.tenant)];
  return [...new Set(change.productIds)].map((id) => cacheTags.product(change.tenant, id));
}

/** The PostgreSQL channel servers sharing a database publish changes on. */
export const changesChannel = 'andamio_catalogue_changes';
/** NOTIFY carries at most 8,000 bytes: a feed's thousands of products go in several notices. */
const idsPerNotice = 200;

/**
 * Tells every server listening on the database about a committed change (LISTEN/NOTIFY:
 * delivered to each listening connection at once). `origin` names the process that made it, which
 * skips its own notices. Kept apart from the servers' side (catalogue-changes.ts) so that a
 * command run outside the storefront, the catalogue import, can tell the servers too.
 */
export async function notifyServers(handle: PostgresHandle, change: CatalogueChange, origin: string): Promise<void> {
  for (const notice of noticesOf(change, origin)) {
    await handle.pool
      .rows('SELECT pg_notify(?, ?)', [changesChannel, JSON.stringify(notice)])
      .catch((error: unknown) => logLine('warn', 'catalogue change not published', { error: String(error) }));
  }
}

/**
 * The notices a change goes out in: the whole tenant in one (its pages all go, so naming its
 * products would only cost notices: an import of 100,000 sent 500), else its products 200 a notice.
 */
export function noticesOf(change: CatalogueChange, origin: string): (CatalogueChange & { origin: string })[] {
  const { tenant, kind } = change;
  if (change.wholeTenant) return [{ origin, tenant, kind, productIds: [], wholeTenant: true }];
  const ids = [...new Set(change.productIds)];
  const notices: (CatalogueChange & { origin: string })[] = [];
  for (let start = 0; start < Math.max(ids.length, 1); start += idsPerNotice) {
    notices.push({ origin, tenant, kind, productIds: ids.slice(start, start + idsPerNotice) });
  }
  return notices;
}

/** A notice read back, or undefined when it is not one of ours. */
export function parseNotice(payload: string | undefined): (CatalogueChange & { origin: string }) | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as CatalogueChange & { origin: string };
    const valid =
      typeof notice.origin === 'string' &&
      typeof notice.tenant === 'string' &&
      (notice.kind === 'stock-or-rating' || notice.kind === 'catalogue') &&
      Array.isArray(notice.productIds) &&
      notice.productIds.every((id) => typeof id === 'string') &&
      (notice.wholeTenant === undefined || typeof notice.wholeTenant === 'boolean');
    return valid ? notice : undefined;
  } catch {
    return undefined;
  }
}
