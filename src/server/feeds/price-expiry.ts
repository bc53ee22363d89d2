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

/**
 * Puts in place every list to come whose start has come (scheduled_prices, migration 032): each
 * SKU's list in its price group becomes the latest list begun, in one transaction, and every
 * server follows as after a price feed. Whichever server gets there first moves the rows; the
 * others find none. Answers the number of lists put in place.
 */
export async function startScheduledPrices(handle: DatabaseHandle, now = new Date()): Promise<number> {
  const cutoff = now.toISOString();
  const started = await handle.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('scheduled_prices')
      .innerJoin('skus', (join) =>
        join.onRef('skus.tenant', '=', 'scheduled_prices.tenant').onRef('skus.id', '=', 'scheduled_prices.sku_id'),
      )
      .select([
        'scheduled_prices.tenant',
        'scheduled_prices.sku_id',
        'scheduled_prices.price_group_id',
        'skus.product_id',
      ])
      .select((eb) => eb.fn.max('scheduled_prices.starts_at').as('starts_at'))
      .where('scheduled_prices.starts_at', '<=', cutoff)
      .groupBy([
        'scheduled_prices.tenant',
        'scheduled_prices.sku_id',
        'scheduled_prices.price_group_id',
        'skus.product_id',
      ])
      .execute();
    for (const list of due) {
      const key = { tenant: list.tenant, sku_id: list.sku_id, price_group_id: list.price_group_id };
      const rows = await trx
        .selectFrom('scheduled_prices')
        .select(['position', 'type', 'amount', 'unit', 'valid_until'])
        .where('tenant', '=', key.tenant)
        .where('sku_id', '=', key.sku_id)
        .where('price_group_id', '=', key.price_group_id)
        .where('starts_at', '=', list.starts_at)
        .execute();
      await trx
        .deleteFrom('prices')
        .where('tenant', '=', key.tenant)
        .where('sku_id', '=', key.sku_id)
        .where('price_group_id', '=', key.price_group_id)
        .execute();
      if (rows.length > 0)
        await trx
          .insertInto('prices')
          .values(rows.map((row) => ({ ...key, ...row })))
          .execute();
      await trx
        .deleteFrom('scheduled_prices')
        .where('tenant', '=', key.tenant)
        .where('sku_id', '=', key.sku_id)
        .where('price_group_id', '=', key.price_group_id)
        .where('starts_at', '<=', cutoff)
        .execute();
    }
    return due;
  });
  const byTenant = new Map<string, Set<string>>();
  for (const row of started) byTenant.set(row.tenant, (byTenant.get(row.tenant) ?? new Set()).add(row.product_id));
  for (const [tenant, productIds] of byTenant)
    await publishChange(handle, { tenant, kind: 'catalogue', productIds: [...productIds] });
  return started.length;
}

/** When the next list to come begins (milliseconds since the epoch), if any does. */
export async function nextScheduledStart(handle: DatabaseHandle): Promise<number | undefined> {
  const row = await handle.db
    .selectFrom('scheduled_prices')
    .select((eb) => eb.fn.min('starts_at').as('next'))
    .executeTakeFirst();
  return row?.next ? Date.parse(row.next) : undefined;
}
