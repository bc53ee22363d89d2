import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db';
import { type Dialect, oneOf } from './id-list';
import { insertRows } from './insert-rows';
import type { ReferenceRow, ReferenceTable, RowList } from './reference-rows';
import { changedRows, chunks, rowKey } from './write-rows';

/**
 * Writes the rows of places and of what surrounds the products where they differ from what the
 * tenant holds, as write-rows.ts does the catalogue's: each table read once per part of the feed
 * (by the first column of its key), the differing rows upserted in statements of many rows.
 */

type Row = Record<string, unknown>;

/** The columns after the tenant that identify a row of each table. */
export const referenceKeys: Record<ReferenceTable, readonly string[]> = {
  price_groups: ['id'],
  regions: ['id'],
  cities: ['id'],
  zones: ['id'],
  postal_codes: ['code', 'colony'],
  stores: ['id'],
  product_pictograms: ['product_id'],
  collections: ['id'],
  sponsored_products: ['ad_id'],
  reviews: ['id'],
  questions: ['id'],
};

/** Upserts the rows that differ; answers them. */
export async function writeChangedRows<R extends ReferenceRow>(
  trx: Db,
  dialect: Dialect,
  table: ReferenceTable,
  tenant: string,
  rows: R[],
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const key = referenceKeys[table];
  const changed = await changedRows(trx, dialect, table, tenant, rows, key);
  const update = Object.keys(first).filter((column) => column !== 'tenant' && !key.includes(column));
  await insertRows(trx, dialect, table, changed, { key, update });
  return changed;
}

/**
 * Replaces each list (a product's rail of one kind, a collection's products) whose rows differ
 * from what the tenant holds, whole: its old rows go, its new ones come. Answers the lists written.
 */
export async function replaceChangedLists<R extends Row>(
  trx: Db,
  dialect: Dialect,
  table: 'product_links' | 'collection_products',
  tenant: string,
  lists: RowList<R>[],
): Promise<RowList<R>[]> {
  const first = lists[0];
  if (!first) return [];
  const ownerColumns = Object.keys(first.owner);
  const lookup = ownerColumns[0] as string;
  const comparable = (rows: readonly Row[]) =>
    JSON.stringify(rows.map((row) => Object.keys(row).map((column) => row[column] ?? null)));
  const held = new Map<string, Row[]>();
  for (const part of chunks([...new Set(lists.map((list) => list.owner[lookup] as string))])) {
    const existing = await trx
      .selectFrom(table)
      .selectAll()
      .where('tenant', '=', tenant)
      .where(oneOf(dialect, lookup, part) as never)
      .orderBy('position')
      .execute();
    for (const row of existing as Row[]) {
      const owner = rowKey(row, ownerColumns);
      const rows = held.get(owner);
      if (rows) rows.push(row);
      else held.set(owner, [row]);
    }
  }
  const changed = lists.filter((list) => {
    const found = held.get(rowKey(list.owner, ownerColumns)) ?? [];
    if (found.length !== list.rows.length) return true;
    const columns = list.rows[0] ? Object.keys(list.rows[0]) : [];
    const pick = (row: Row) => Object.fromEntries(columns.map((column) => [column, row[column]]));
    return comparable(list.rows) !== comparable(found.map(pick));
  });
  // the old rows of the changed lists, grouped by every owner column but the first (a rail's kind)
  const byRest = new Map<string, { rest: Record<string, string>; firsts: string[] }>();
  for (const list of changed) {
    const rest = Object.fromEntries(ownerColumns.slice(1).map((column) => [column, list.owner[column] as string]));
    const restKey = JSON.stringify(rest);
    const group = byRest.get(restKey) ?? { rest, firsts: [] };
    group.firsts.push(list.owner[lookup] as string);
    byRest.set(restKey, group);
  }
  for (const { rest, firsts } of byRest.values()) {
    for (const part of chunks(firsts)) {
      let remove = trx
        .deleteFrom(table)
        .where('tenant', '=', tenant)
        .where(oneOf(dialect, lookup, part) as never);
      for (const [column, value] of Object.entries(rest)) remove = remove.where(column as never, '=', value as never);
      await remove.execute();
    }
  }
  await insertRows(
    trx,
    dialect,
    table,
    changed.flatMap((list) => list.rows),
  );
  return changed;
}

/**
 * Sets the rating the product cards show from the reviews the tenant holds, for the products
 * whose reviews were written: two decimals, as a review written on the storefront sets it
 * (reviews/submit.ts). A first catalogue rates hundreds of products with as many different
 * figures: on PostgreSQL they go in one statement per part, bound as arrays (a statement each
 * cost a first start 3.9 s of round trips).
 */
const ratingUpdate = 'UPDATE products SET rating_count = ?, rating_average = ? WHERE tenant = ? AND id = ?';

export async function updateRatings(trx: Db, dialect: Dialect, tenant: string, productIds: string[]): Promise<void> {
  for (const part of chunks([...new Set(productIds)])) {
    const totals = await trx
      .selectFrom('reviews')
      .select((eb) => ['product_id', eb.fn.countAll<number>().as('count'), sql<number>`SUM(rating)`.as('sum')])
      .where('tenant', '=', tenant)
      .where(oneOf(dialect, 'product_id', part))
      .groupBy('product_id')
      .execute();
    if (totals.length === 0) continue;
    const ids = totals.map((row) => row.product_id);
    const counts = totals.map((row) => Number(row.count));
    const averages = totals.map((row, at) => Math.round((Number(row.sum) / (counts[at] as number)) * 100) / 100);
    if (dialect === 'postgres') {
      await sql`UPDATE products SET rating_count = figures.count, rating_average = figures.average
        FROM unnest(${ids}::text[], ${counts}::integer[], ${averages}::double precision[]) AS figures(id, count, average)
        WHERE products.tenant = ${tenant} AND products.id = figures.id`.execute(trx);
      continue;
    }
    // SQLite, in the process: a statement a product, its text prepared once, costs no round trip
    // (SQLite joined a list of figures bound as JSON from the wrong side: 40 ms a statement)
    for (const [at, id] of ids.entries())
      await trx.executeQuery(CompiledQuery.raw(ratingUpdate, [counts[at], averages[at], tenant, id]));
  }
}
