import type { Db } from '../db';
import type { BrandRow, CategoryRow, PriceRow, ProductRow, SkuRow, StockRow } from './feed-rows';

/**
 * Writes a feed's rows where they differ from what the catalogue holds, and nothing where they
 * do not: the same feed imported twice changes nothing, so the catalogue's revision (and every
 * page and index kept under it) stays. Answers how many rows of each kind were written.
 */

/** Ids per `IN (…)`: well under SQLite's and PostgreSQL's limits on bound parameters. */
const chunkSize = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) out.push(items.slice(start, start + chunkSize));
  return out;
}

/** Whether a row read back holds every value the feed's row sets (columns the feed leaves alone are not compared). */
function same(existing: Record<string, unknown> | undefined, row: Record<string, unknown>): boolean {
  if (!existing) return false;
  return Object.entries(row).every(([column, value]) => (existing[column] ?? null) === (value ?? null));
}

type KeyedTable = 'categories' | 'brands' | 'products' | 'skus';
type KeyedRow = CategoryRow | BrandRow | ProductRow | SkuRow;

async function changedById<R extends KeyedRow>(trx: Db, table: KeyedTable, tenant: string, rows: R[]): Promise<R[]> {
  const changed: R[] = [];
  for (const part of chunks(rows)) {
    const existing = await trx
      .selectFrom(table)
      .selectAll()
      .where('tenant', '=', tenant)
      .where(
        'id',
        'in',
        part.map((row) => row.id),
      )
      .execute();
    const byId = new Map(existing.map((row) => [row.id, row as Record<string, unknown>]));
    for (const row of part) if (!same(byId.get(row.id), row)) changed.push(row);
  }
  return changed;
}

async function upsertById(trx: Db, table: KeyedTable, rows: KeyedRow[], created: string): Promise<void> {
  for (const row of rows) {
    const { tenant: _tenant, id: _id, ...set } = row;
    const values = table === 'products' ? { ...row, created_at: created } : row;
    await trx
      .insertInto(table)
      .values(values as never)
      .onConflict((conflict) => conflict.columns(['tenant', 'id']).doUpdateSet(set as never))
      .execute();
  }
}

export interface WrittenRows {
  categories: number;
  brands: number;
  products: number;
  skus: number;
  prices: number;
  stock: number;
  /** Products withdrawn because a full feed no longer names them. */
  withdrawn: number;
}

export interface FeedRows {
  categories: CategoryRow[];
  brands: BrandRow[];
  products: ProductRow[];
  skus: SkuRow[];
  /** Each SKU's whole list in one price group, replaced whole when any entry differs. */
  priceLists: PriceRow[][];
  stock: StockRow[];
}

const priceListKey = (row: { sku_id: string; price_group_id: string }) => `${row.sku_id}|${row.price_group_id}`;
const comparablePrice = (row: PriceRow) =>
  JSON.stringify([row.position, row.type, row.amount, row.unit ?? null, row.valid_until ?? null]);

async function changedPriceLists(trx: Db, tenant: string, lists: PriceRow[][]): Promise<PriceRow[][]> {
  const changed: PriceRow[][] = [];
  for (const part of chunks(lists)) {
    const skuIds = [...new Set(part.map((list) => (list[0] as PriceRow).sku_id))];
    const existing = await trx
      .selectFrom('prices')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('sku_id', 'in', skuIds)
      .orderBy('position')
      .execute();
    const held = new Map<string, string[]>();
    for (const row of existing)
      held.set(priceListKey(row), [...(held.get(priceListKey(row)) ?? []), comparablePrice(row)]);
    for (const list of part) {
      const wanted = list.map(comparablePrice);
      const found = held.get(priceListKey(list[0] as PriceRow)) ?? [];
      if (wanted.length !== found.length || wanted.some((entry, at) => entry !== found[at])) changed.push(list);
    }
  }
  return changed;
}

async function changedStock(trx: Db, tenant: string, rows: StockRow[]): Promise<StockRow[]> {
  const changed: StockRow[] = [];
  for (const part of chunks(rows)) {
    const existing = await trx
      .selectFrom('stock')
      .select(['sku_id', 'store_id', 'quantity'])
      .where('tenant', '=', tenant)
      .where('sku_id', 'in', [...new Set(part.map((row) => row.sku_id))])
      .execute();
    const held = new Map(existing.map((row) => [`${row.sku_id}|${row.store_id}`, row.quantity]));
    for (const row of part) if (held.get(`${row.sku_id}|${row.store_id}`) !== row.quantity) changed.push(row);
  }
  return changed;
}

/**
 * A full feed names every product sold: the ones it leaves out are withdrawn (their rows stay for
 * the orders, reviews and lists that name them). Answers their ids.
 */
async function withdrawUnnamed(trx: Db, tenant: string, named: Set<string>, now: string): Promise<string[]> {
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
      .set({ withdrawn_at: now })
      .where('tenant', '=', tenant)
      .where('id', 'in', part)
      .execute();
  }
  return gone;
}

/**
 * Writes what differs, parents before children, inside the caller's transaction; with `full`,
 * withdraws the products the feed does not name (their ids in `withdrawnIds`).
 */
export async function writeRows(
  trx: Db,
  tenant: string,
  rows: FeedRows,
  now: Date,
  full = false,
  withdrawnIds: string[] = [],
): Promise<WrittenRows> {
  const created = now.toISOString();
  // a category's parent first: top levels before their children
  const categories = await changedById(trx, 'categories', tenant, rows.categories);
  await upsertById(
    trx,
    'categories',
    categories.toSorted((a, b) => a.level - b.level),
    created,
  );
  const brands = await changedById(trx, 'brands', tenant, rows.brands);
  await upsertById(trx, 'brands', brands, created);
  const products = await changedById(trx, 'products', tenant, rows.products);
  await upsertById(trx, 'products', products, created);
  const skus = await changedById(trx, 'skus', tenant, rows.skus);
  await upsertById(trx, 'skus', skus, created);

  const priceLists = await changedPriceLists(trx, tenant, rows.priceLists);
  for (const list of priceLists) {
    const { sku_id, price_group_id } = list[0] as PriceRow;
    await trx
      .deleteFrom('prices')
      .where('tenant', '=', tenant)
      .where('sku_id', '=', sku_id)
      .where('price_group_id', '=', price_group_id)
      .execute();
    await trx.insertInto('prices').values(list).execute();
  }
  const stock = await changedStock(trx, tenant, rows.stock);
  for (const row of stock) {
    await trx
      .insertInto('stock')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['tenant', 'sku_id', 'store_id']).doUpdateSet({ quantity: row.quantity }),
      )
      .execute();
  }
  if (full)
    withdrawnIds.push(...(await withdrawUnnamed(trx, tenant, new Set(rows.products.map((row) => row.id)), created)));
  return {
    withdrawn: withdrawnIds.length,
    categories: categories.length,
    brands: brands.length,
    products: products.length,
    skus: skus.length,
    prices: priceLists.length,
    stock: stock.length,
  };
}
