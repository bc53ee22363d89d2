import type { Db } from '../db';
import type { BrandRow, CategoryRow, PriceRow, ProductRow, SkuRow, StockRow } from './feed-rows';
import { type Dialect, oneOf } from './id-list';
import { insertRows } from './insert-rows';
import { changedScheduledLists, replaceScheduledLists, type ScheduledPriceList } from './scheduled-price-rows';
import { type ReferenceRows, type ReferenceWritten, writePlaces, writeSurroundings } from './write-reference-part';

/**
 * Writes a part of a feed's rows where they differ from what the catalogue holds, and nothing
 * where they do not: the same feed imported twice changes nothing, so the catalogue's revision
 * (and every page and index kept under it) stays. Each table is read once per part (one `IN`
 * list) and written in statements of many rows: an import of 100,000 products runs some
 * thousands of statements, not millions.
 */

/** Ids per read: as many as a part of the feed holds (import-feed.ts), so a part reads each table once. */
export const idsPerQuery = 10_000;

export function chunks<T>(items: readonly T[], size = idsPerQuery): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Whether a row read back holds every value the feed's row sets (columns the feed leaves alone are not compared). */
export function same(existing: Record<string, unknown> | undefined, row: Record<string, unknown>): boolean {
  if (!existing) return false;
  for (const column in row) if ((existing[column] ?? null) !== (row[column as keyof typeof row] ?? null)) return false;
  return true;
}

type KeyedTable = 'categories' | 'brands' | 'products' | 'skus';
type KeyedRow = CategoryRow | BrandRow | ProductRow | SkuRow;
type Row = Record<string, unknown>;

/** A row's key, the values of `columns` joined: what identifies it within the tenant. */
export const rowKey = (row: Row, columns: readonly string[]) => columns.map((column) => String(row[column])).join('|');

/**
 * The rows that differ from those the tenant holds, found by `key` (the columns after the tenant
 * that identify a row; the table is read by the first of them, once per part).
 */
export async function changedRows<R extends object>(
  trx: Db,
  dialect: Dialect,
  table: string,
  tenant: string,
  rows: R[],
  key: readonly string[],
): Promise<R[]> {
  const lookup = key[0] as string;
  const changed: R[] = [];
  for (const part of chunks(rows)) {
    const existing = await trx
      .selectFrom(table as KeyedTable)
      .selectAll()
      .where('tenant', '=', tenant)
      .where(oneOf(dialect, lookup, [...new Set(part.map((row) => String((row as Row)[lookup])))]))
      .execute();
    const held = new Map((existing as Row[]).map((row) => [rowKey(row, key), row]));
    for (const row of part) if (!same(held.get(rowKey(row as Row, key)), row as Row)) changed.push(row);
  }
  return changed;
}

const changedById = <R extends KeyedRow>(trx: Db, dialect: Dialect, table: KeyedTable, tenant: string, rows: R[]) =>
  changedRows(trx, dialect, table, tenant, rows, ['id']);

/**
 * Inserts the rows, or sets every column the feed names on those already there: a product's
 * created_at stays unless the feed says since when it is listed, its sales counters unless the
 * feed counts them. Rows naming different columns go in statements of their own.
 */
async function upsertById(
  trx: Db,
  dialect: Dialect,
  table: KeyedTable,
  rows: KeyedRow[],
  created: string,
): Promise<void> {
  const byColumns = new Map<string, KeyedRow[]>();
  for (const row of rows) {
    const columns = Object.keys(row).join();
    const alike = byColumns.get(columns);
    if (alike) alike.push(row);
    else byColumns.set(columns, [row]);
  }
  for (const alike of byColumns.values()) {
    const update = Object.keys(alike[0] as KeyedRow).filter((column) => column !== 'tenant' && column !== 'id');
    const values = table === 'products' ? alike.map((row) => ({ created_at: created, ...row })) : alike;
    await insertRows(trx, dialect, table, values, { key: ['id'], update });
  }
}

export interface WrittenRows extends ReferenceWritten {
  categories: number;
  brands: number;
  products: number;
  skus: number;
  prices: number;
  stock: number;
  /** Products withdrawn because a full feed no longer names them. */
  withdrawn: number;
}

/** An import's counts before it writes anything, and the report of a feed that changed nothing. */
export function noRowsWritten(): WrittenRows {
  return { categories: 0, brands: 0, products: 0, skus: 0, prices: 0, stock: 0, withdrawn: 0 };
}

export interface FeedRows {
  categories: CategoryRow[];
  brands: BrandRow[];
  products: ProductRow[];
  skus: SkuRow[];
  /** Each SKU's whole list in one price group, replaced whole when any entry differs. */
  priceLists: PriceRow[][];
  /** The same SKUs' lists to come (a sale that begins later), replaced whole when they differ. */
  scheduledPriceLists: ScheduledPriceList[];
  stock: StockRow[];
  /** Places and what surrounds the products. */
  reference: ReferenceRows;
}

const priceListKey = (row: { sku_id: string; price_group_id: string }) => `${row.sku_id}|${row.price_group_id}`;
const comparablePrice = (row: PriceRow) =>
  `${row.position}|${row.type}|${row.amount}|${row.unit ?? ''}|${row.valid_until ?? ''}`;

async function changedPriceLists(
  trx: Db,
  dialect: Dialect,
  tenant: string,
  lists: PriceRow[][],
): Promise<PriceRow[][]> {
  const changed: PriceRow[][] = [];
  const skuIds = [...new Set(lists.map((list) => (list[0] as PriceRow).sku_id))];
  const held = new Map<string, string[]>();
  for (const part of chunks(skuIds)) {
    const existing = await trx
      .selectFrom('prices')
      .selectAll()
      .where('tenant', '=', tenant)
      .where(oneOf(dialect, 'sku_id', part))
      .orderBy('position')
      .execute();
    for (const row of existing) {
      const key = priceListKey(row);
      const entries = held.get(key);
      if (entries) entries.push(comparablePrice(row));
      else held.set(key, [comparablePrice(row)]);
    }
  }
  for (const list of lists) {
    const found = held.get(priceListKey(list[0] as PriceRow)) ?? [];
    if (list.length !== found.length || list.some((entry, at) => comparablePrice(entry) !== found[at]))
      changed.push(list);
  }
  return changed;
}

/** Replaces the lists whole: the old entries of each SKU and price group go, the new ones come. */
async function replacePriceLists(trx: Db, dialect: Dialect, tenant: string, lists: PriceRow[][]): Promise<void> {
  const skusByGroup = new Map<string, string[]>();
  for (const list of lists) {
    const { sku_id, price_group_id } = list[0] as PriceRow;
    const skus = skusByGroup.get(price_group_id);
    if (skus) skus.push(sku_id);
    else skusByGroup.set(price_group_id, [sku_id]);
  }
  for (const [group, skuIds] of skusByGroup) {
    for (const part of chunks(skuIds)) {
      await trx
        .deleteFrom('prices')
        .where('tenant', '=', tenant)
        .where('price_group_id', '=', group)
        .where(oneOf(dialect, 'sku_id', part))
        .execute();
    }
  }
  await insertRows(trx, dialect, 'prices', lists.flat());
}

async function changedStock(trx: Db, dialect: Dialect, tenant: string, rows: StockRow[]): Promise<StockRow[]> {
  const held = new Map<string, number>();
  for (const part of chunks([...new Set(rows.map((row) => row.sku_id))])) {
    const existing = await trx
      .selectFrom('stock')
      .select(['sku_id', 'store_id', 'quantity'])
      .where('tenant', '=', tenant)
      .where(oneOf(dialect, 'sku_id', part))
      .execute();
    for (const row of existing) held.set(`${row.sku_id}|${row.store_id}`, Number(row.quantity));
  }
  return rows.filter((row) => held.get(`${row.sku_id}|${row.store_id}`) !== row.quantity);
}

async function upsertStock(trx: Db, dialect: Dialect, rows: StockRow[]): Promise<void> {
  await insertRows(trx, dialect, 'stock', rows, { key: ['sku_id', 'store_id'], update: ['quantity'] });
}

/**
 * A full feed names every product sold: the ones it leaves out are withdrawn (their rows stay for
 * the orders, reviews and lists that name them). Answers their ids.
 */
export async function withdrawUnnamed(
  trx: Db,
  dialect: Dialect,
  tenant: string,
  named: Set<string>,
  now: Date,
): Promise<string[]> {
  const sold = await trx
    .selectFrom('products')
    .select('id')
    .where('tenant', '=', tenant)
    .where('withdrawn_at', 'is', null)
    .execute();
  const gone = sold.map((row) => row.id).filter((id) => !named.has(id));
  for (const part of chunks(gone)) {
    await trx
      .updateTable('products')
      .set({ withdrawn_at: now.toISOString() })
      .where('tenant', '=', tenant)
      .where(oneOf(dialect, 'id', part))
      .execute();
  }
  return gone;
}

/** What a part wrote: how many rows of each kind, and what the change touches. */
export interface WrittenPart {
  counts: Omit<WrittenRows, 'withdrawn'>;
  /** Products written, and those of the SKUs written. */
  productIds: string[];
  /** SKUs whose prices or stock were written. */
  skuIds: string[];
}

/** Writes what differs, parents before children, inside the caller's transaction. */
export async function writeRows(
  trx: Db,
  dialect: Dialect,
  tenant: string,
  rows: FeedRows,
  now: Date,
): Promise<WrittenPart> {
  const created = now.toISOString();
  const places = await writePlaces(trx, dialect, tenant, rows.reference);
  // a category's parent first: top levels before their children
  const categories = await changedById(trx, dialect, 'categories', tenant, rows.categories);
  await upsertById(
    trx,
    dialect,
    'categories',
    categories.toSorted((a, b) => a.level - b.level),
    created,
  );
  const brands = await changedById(trx, dialect, 'brands', tenant, rows.brands);
  await upsertById(trx, dialect, 'brands', brands, created);
  const products = await changedById(trx, dialect, 'products', tenant, rows.products);
  await upsertById(trx, dialect, 'products', products, created);
  const skus = await changedById(trx, dialect, 'skus', tenant, rows.skus);
  await upsertById(trx, dialect, 'skus', skus, created);
  const priceLists = await changedPriceLists(trx, dialect, tenant, rows.priceLists);
  await replacePriceLists(trx, dialect, tenant, priceLists);
  const scheduled = await changedScheduledLists(trx, dialect, tenant, rows.scheduledPriceLists);
  await replaceScheduledLists(trx, tenant, scheduled);
  const stock = await changedStock(trx, dialect, tenant, rows.stock);
  await upsertStock(trx, dialect, stock);
  const surroundings = await writeSurroundings(trx, dialect, tenant, rows.reference);
  return {
    counts: {
      ...places,
      ...surroundings.counts,
      categories: categories.length,
      brands: brands.length,
      products: products.length,
      skus: skus.length,
      // a list to come counts, so that the price alarm is set for its start (import-request.ts)
      prices: new Set([...priceLists.map((list) => priceListKey(list[0] as PriceRow)), ...scheduled.map(priceListKey)])
        .size,
      stock: stock.length,
    },
    productIds: [...products.map((row) => row.id), ...skus.map((row) => row.product_id), ...surroundings.productIds],
    skuIds: [...priceLists.map((list) => (list[0] as PriceRow).sku_id), ...stock.map((row) => row.sku_id)],
  };
}
