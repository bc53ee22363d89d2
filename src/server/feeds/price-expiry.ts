import { publishChange } from '../cache/catalogue-changes';
import type { DatabaseHandle } from '../db';

/**
 * Drops every campaign price whose end has come (prices.valid_until, migration 028), in one
 * transaction, then has every server follow as after a price feed: the products' pages leave the
 * route cache and the search index is built again. Whichever server gets there first drops the
 * rows; the others find none. Answers the number of rows dropped.
 */
export async function expireEndedPrices(handle: DatabaseHandle, now = new Date()): Promise<number> {
  const cutoff = now.toISOString();
  const ended = await handle.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('prices')
      .innerJoin('skus', (join) =>
        join.onRef('skus.tenant', '=', 'prices.tenant').onRef('skus.id', '=', 'prices.sku_id'),
      )
      .select(['prices.tenant', 'skus.product_id'])
      .distinct()
      .where('prices.valid_until', '<=', cutoff)
      .execute();
    const deleted = await trx.deleteFrom('prices').where('valid_until', '<=', cutoff).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0 ? rows : [];
  });
  const byTenant = new Map<string, string[]>();
  for (const row of ended) byTenant.set(row.tenant, [...(byTenant.get(row.tenant) ?? []), row.product_id]);
  for (const [tenant, productIds] of byTenant) await publishChange(handle, { tenant, kind: 'catalogue', productIds });
  return ended.length;
}

/** When the next campaign price ends (milliseconds since the epoch), if any does. */
export async function nextPriceEnd(handle: DatabaseHandle): Promise<number | undefined> {
  const row = await handle.db
    .selectFrom('prices')
    .select((eb) => eb.fn.min('valid_until').as('next'))
    .where('valid_until', 'is not', null)
    .executeTakeFirst();
  return row?.next ? Date.parse(row.next) : undefined;
}
