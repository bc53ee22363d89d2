import { randomUUID } from 'node:crypto';
import { type CatalogueChange, changeTags, notifyServers } from '../cache/change-notices';
import { purgeEdge } from '../cache/edge-purge';
import type { DatabaseHandle } from '../db';

/**
 * What an import run from the command line tells once it has committed: the CDN in front of the
 * storefront purges the products' pages (CDN_PURGE), and on PostgreSQL every server rebuilds the
 * tenant's search index and drops those pages (the notice publishChange sends). Servers on an
 * SQLite file hear nothing from another process: the answer says so, for the command to print.
 */
export async function followImport(handle: DatabaseHandle, change: CatalogueChange): Promise<'told' | 'restart'> {
  await purgeEdge(changeTags(change));
  if (handle.dialect !== 'postgres') return 'restart';
  await notifyServers(handle, change, `import-${randomUUID()}`);
  return 'told';
}
