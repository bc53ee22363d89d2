import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { DatabaseHandle } from '../db';
import type { PostgresPool } from '../db/postgres';

export interface CategoryRow {
  id: string;
  name: string;
  parent_id: string | null;
}
export type SkuRow = [
  id: string,
  productId: string,
  color: string | null,
  hex: string | null,
  size: string | null,
  ean: string,
];
export type StockRow = [skuId: string, storeId: string, quantity: number];
export type PriceRow = [skuId: string, group: string, type: string, amount: number, unit: string | null];
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  brand_id: string;
  brand_name: string;
  brand_slug: string;
  category_id: string;
  data_sheet: string;
  rating_average: number;
  rating_count: number;
  sold_week: number;
  created_at: string;
  shipping_type: string;
  gallery: string;
  badges: string;
}

/**
 * The rows one tenant's search index is built from (load.ts, load-skus.ts), each table read once.
 * SQLite hands them over one at a time as they are read (at 100,000 products the stock table
 * has millions of rows, which must not all be objects at once); PostgreSQL's arrive together.
 */
export interface IndexSource {
  categories(): Iterable<CategoryRow>;
  /** In product order, then SKU position. */
  skus(): Iterable<SkuRow>;
  /** Rows with units only. */
  stock(): Iterable<StockRow>;
  /** The price list of each product's first SKU. */
  firstSkuPrices(): Iterable<PriceRow>;
  /** In id order, with the brand's name and slug. */
  products(): Iterable<ProductRow>;
}

const categoriesSql = 'SELECT id, name, parent_id FROM categories WHERE tenant = ?';
const skusSql = `SELECT id, product_id, color, color_hex, size, ean FROM skus
  WHERE tenant = ? ORDER BY product_id, position`;
const stockSql = 'SELECT sku_id, store_id, quantity FROM stock WHERE tenant = ? AND quantity > 0';
const productsSql = `SELECT p.id, p.name, p.slug, p.brand_id, b.name AS brand_name, b.slug AS brand_slug, p.category_id,
    p.data_sheet, p.rating_average, p.rating_count, p.sold_week, p.created_at, p.shipping_type,
    p.gallery, p.badges
  FROM products p JOIN brands b ON b.tenant = p.tenant AND b.id = p.brand_id
  WHERE p.tenant = ? AND p.withdrawn_at IS NULL ORDER BY p.id`;
// CROSS JOIN keeps SQLite walking the SKUs and looking up their prices (in key order: group,
// then position), not the other way; PostgreSQL plans the join itself.
const pricesSql = (join: 'CROSS JOIN' | 'JOIN') => `SELECT p.sku_id, p.price_group_id, p.type, p.amount, p.unit
  FROM skus s ${join} prices p ON p.tenant = s.tenant AND p.sku_id = s.id
  WHERE s.tenant = ? AND s.position = 0`;

/** A statement's rows, read as they are iterated; `arrays` gives each row as its columns in order. */
function sqliteRows<Row>(db: DatabaseSync, sql: string, arrays: boolean, ...params: SQLInputValue[]): Iterable<Row> {
  return {
    [Symbol.iterator]() {
      const statement = db.prepare(sql);
      statement.setReturnArrays(arrays);
      return statement.iterate(...params) as unknown as Iterator<Row>;
    },
  };
}

export function sqliteIndexSource(db: DatabaseSync, tenant: string): IndexSource {
  return {
    categories: () => sqliteRows(db, categoriesSql, false, tenant),
    skus: () => sqliteRows(db, skusSql, true, tenant),
    stock: () => sqliteRows(db, stockSql, true, tenant),
    firstSkuPrices: () => sqliteRows(db, pricesSql('CROSS JOIN'), true, tenant),
    products: () => sqliteRows(db, productsSql, false, tenant),
  };
}

export async function postgresIndexSource(pool: PostgresPool, tenant: string): Promise<IndexSource> {
  const [categories, skus, stock, prices, products] = await Promise.all([
    pool.rows<CategoryRow>(categoriesSql, [tenant]),
    pool.arrays<SkuRow>(skusSql, [tenant]),
    pool.arrays<StockRow>(stockSql, [tenant]),
    pool.arrays<PriceRow>(pricesSql('JOIN'), [tenant]),
    pool.rows<ProductRow>(productsSql, [tenant]),
  ]);
  return {
    categories: () => categories,
    skus: () => skus,
    stock: () => stock,
    firstSkuPrices: () => prices,
    products: () => products,
  };
}

/** The index's rows from whichever database the handle is. */
export function indexSourceOf(handle: DatabaseHandle, tenant: string): Promise<IndexSource> {
  return handle.dialect === 'sqlite'
    ? Promise.resolve(sqliteIndexSource(handle.sqlite.raw, tenant))
    : postgresIndexSource(handle.pool, tenant);
}
