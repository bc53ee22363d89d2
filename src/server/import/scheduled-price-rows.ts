import type { Insertable } from 'kysely';
import type { FeedRecordOf } from '../../lib/validation/andamio-feed';
import type { Database, Db } from '../db';
import { type PriceRow, priceRows } from './feed-rows';
import { type Dialect, oneOf } from './id-list';

export type ScheduledPriceRow = Insertable<Database['scheduled_prices']>;

/** A SKU's lists to come in one price group: every list from its start, all rows (none: nothing to come). */
export interface ScheduledPriceList {
  sku_id: string;
  price_group_id: string;
  rows: ScheduledPriceRow[];
}

type Entry = FeedRecordOf<'prices'>['prices'][number];

/** Whether an entry holds at `instant`: begun (or beginning then) and not yet ended. */
const holdsAt = (entry: Entry, instant: number) =>
  (entry.validFrom === undefined || Date.parse(entry.validFrom) <= instant) &&
  (entry.validUntil === undefined || Date.parse(entry.validUntil) > instant);

/**
 * A price record as the list in force now and the lists to come (migration 032): one list from
 * each later `validFrom`, holding the entries begun by then and not yet ended, in the record's
 * order. An entry not begun is left out of the list now; one that has ended by a later start is
 * left out of that start's list (its end would drop it from `prices` first).
 */
export function priceListsInTime(
  tenant: string,
  record: FeedRecordOf<'prices'>,
  now: Date,
): { inForce: PriceRow[]; scheduled: ScheduledPriceList } {
  const begun = record.prices.filter(
    (entry) => entry.validFrom === undefined || Date.parse(entry.validFrom) <= now.getTime(),
  );
  const starts = [
    ...new Set(
      record.prices.flatMap((entry) =>
        entry.validFrom !== undefined && Date.parse(entry.validFrom) > now.getTime()
          ? [Date.parse(entry.validFrom)]
          : [],
      ),
    ),
  ].toSorted((a, b) => a - b);
  const rows = starts.flatMap((start) => {
    const list = record.prices.filter((entry) => holdsAt(entry, start));
    const startsAt = new Date(start).toISOString();
    return priceRows(tenant, { ...record, prices: list }).map((row) => ({ ...row, starts_at: startsAt }));
  });
  return {
    inForce: priceRows(tenant, { ...record, prices: begun }),
    scheduled: { sku_id: record.skuId, price_group_id: record.priceGroup, rows },
  };
}

const listKey = (row: { sku_id: string; price_group_id: string }) => `${row.sku_id}|${row.price_group_id}`;
const comparable = (row: ScheduledPriceRow) =>
  `${row.starts_at}|${row.position}|${row.type}|${row.amount}|${row.unit ?? ''}|${row.valid_until ?? ''}`;

/** The lists whose rows to come differ from what the catalogue holds (the same feed again: none). */
export async function changedScheduledLists(
  trx: Db,
  dialect: Dialect,
  tenant: string,
  lists: ScheduledPriceList[],
): Promise<ScheduledPriceList[]> {
  if (lists.length === 0) return [];
  const held = new Map<string, string[]>();
  const existing = await trx
    .selectFrom('scheduled_prices')
    .selectAll()
    .where('tenant', '=', tenant)
    .where(oneOf(dialect, 'sku_id', [...new Set(lists.map((list) => list.sku_id))]))
    .orderBy('starts_at')
    .orderBy('position')
    .execute();
  for (const row of existing) held.set(listKey(row), [...(held.get(listKey(row)) ?? []), comparable(row)]);
  return lists.filter((list) => {
    const found = held.get(listKey(list)) ?? [];
    return list.rows.length !== found.length || list.rows.some((row, at) => comparable(row) !== found[at]);
  });
}

/** Replaces each SKU's lists to come in its price group with the feed's (none clears them). */
export async function replaceScheduledLists(trx: Db, tenant: string, lists: ScheduledPriceList[]): Promise<void> {
  for (const list of lists) {
    await trx
      .deleteFrom('scheduled_prices')
      .where('tenant', '=', tenant)
      .where('sku_id', '=', list.sku_id)
      .where('price_group_id', '=', list.price_group_id)
      .execute();
    if (list.rows.length > 0) await trx.insertInto('scheduled_prices').values(list.rows).execute();
  }
}
