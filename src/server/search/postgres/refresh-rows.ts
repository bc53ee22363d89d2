import type { PostgresHandle } from '../../db';
import { numberedParameters } from '../../db/postgres';
import { distributionCentreId } from '../../product/sku-stock';
import { type PostgresRows, readPostgresFacts } from '../refresh';
import { inTablesLock, withClient } from './tables-lock';

/**
 * Brings some products' rows up to date with what an order or a review changed (units, rating),
 * as the in-memory index does in place (refresh.ts). Rows not written yet read the change when
 * they are.
 */
export function refreshSearchRows(handle: PostgresHandle, tenant: string, ids: readonly string[]): Promise<void> {
  // One refresh per tenant at a time on this server: a burst of orders holds one connection, not the pool.
  const previous = refreshes.get(tenant) ?? Promise.resolve();
  const next = previous.then(() => updateRows(handle, tenant, ids));
  const settled = next.catch(() => {});
  refreshes.set(tenant, settled);
  settled.then(() => {
    if (refreshes.get(tenant) === settled) refreshes.delete(tenant);
  });
  return next;
}

/** Per tenant, the last refresh queued on this server. */
const refreshes = new Map<string, Promise<void>>();

async function updateRows(handle: PostgresHandle, tenant: string, ids: readonly string[]): Promise<void> {
  await withClient(handle, (client) =>
    inTablesLock(client, tenant, async () => {
      // Read through the client that holds the lock: waiting for another connection while holding
      // it could wait for ever on a pool whose connections all wait for the lock.
      const rows: PostgresRows = async (sql, parameters) =>
        (await client.query(numberedParameters(sql), [...parameters])).rows;
      const facts = await readPostgresFacts(rows, tenant, ids);
      for (const [id, { rating, units }] of facts) {
        const stores = [...units].filter(([store]) => store !== distributionCentreId);
        await client.query(
          `UPDATE search_products SET
             rating = CASE WHEN $3::integer IS NULL THEN rating WHEN $3 > 0 THEN $4::real ELSE 0 END,
             rating_count = COALESCE($3, rating_count),
             ships_home = $5::integer > 0 AND shipping_type <> 'pickup_only',
             stocked_stores = $6::text[],
             document = document || jsonb_build_object('webStock', $5::integer, 'storeStock', $7::jsonb)
               || CASE WHEN $3::integer IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('rating', $4::double precision, 'ratingCount', $3::integer) END
           WHERE tenant = $1 AND product_id = $2`,
          [
            tenant,
            id,
            rating?.count ?? null,
            rating?.average ?? null,
            units.get(distributionCentreId) ?? 0,
            stores.filter(([, left]) => left > 0).map(([store]) => store),
            JSON.stringify(stores),
          ],
        );
      }
    }),
  );
}
