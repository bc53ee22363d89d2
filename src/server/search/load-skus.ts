import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { PriceEntry, PriceType } from '../../lib/price/price-entry';
import { slugify } from '../../lib/slug';
import type { SearchDocument } from './types';

/** What a product's SKUs add to its search document. */
export interface ProductSkus {
  /** The SKU listings price and add to the cart: the first by position. */
  first: string;
  count: number;
  colors: SearchDocument['colors'];
  sizes: string[];
  /** Its SKU ids (the page's "Código") and EANs. */
  codes: string[];
  /** Units per store (the distribution centre "DC" among them), summed over its SKUs. */
  stock?: Map<string, number>;
  /** The first SKU's price list per price group (spec §3). */
  lists?: Map<string, PriceEntry[]>;
}

/**
 * A query's rows as arrays, one at a time: at 100,000 products the stock table has millions of
 * rows, which must not all be objects at once.
 */
function rowsOf<Row extends unknown[]>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): Iterable<Row> {
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  return statement.iterate(...params) as unknown as Iterable<Row>;
}

/**
 * Every SKU fact of a tenant's products, by product id. Each table is read once in its primary
 * key's order (no join, no sort for SQLite to do) and summed here.
 */
export function loadProductSkus(db: DatabaseSync, tenant: string): Map<string, ProductSkus> {
  const products = new Map<string, ProductSkus>();
  const productOfSku = new Map<string, ProductSkus>();
  type SkuRow = [string, string, string | null, string | null, string | null, string];
  const skuSql = `SELECT id, product_id, color, color_hex, size, ean FROM skus
    WHERE tenant = ? ORDER BY product_id, position`;
  for (const [id, productId, color, hex, size, ean] of rowsOf<SkuRow>(db, skuSql, tenant)) {
    let facts = products.get(productId);
    if (facts === undefined) {
      facts = { first: id, count: 0, colors: [], sizes: [], codes: [] };
      products.set(productId, facts);
    }
    productOfSku.set(id, facts);
    facts.count++;
    facts.codes.push(id, ean);
    if (color) {
      const slug = slugify(color);
      if (!facts.colors.some((known) => known.slug === slug)) facts.colors.push({ slug, name: color, hex });
    }
    if (size && !facts.sizes.includes(size)) facts.sizes.push(size);
  }

  const stockSql = 'SELECT sku_id, store_id, quantity FROM stock WHERE tenant = ? AND quantity > 0';
  for (const [skuId, storeId, quantity] of rowsOf<[string, string, number]>(db, stockSql, tenant)) {
    const facts = productOfSku.get(skuId);
    if (facts === undefined) continue;
    facts.stock ??= new Map();
    facts.stock.set(storeId, (facts.stock.get(storeId) ?? 0) + quantity);
  }

  type PriceRow = [string, string, string, number, string | null];
  // Listings show the price of each product's first SKU. CROSS JOIN keeps SQLite walking the
  // SKUs and looking up their prices (in key order: group, then position), not the other way.
  const priceSql = `SELECT p.sku_id, p.price_group_id, p.type, p.amount, p.unit
    FROM skus s CROSS JOIN prices p ON p.tenant = s.tenant AND p.sku_id = s.id
    WHERE s.tenant = ? AND s.position = 0`;
  for (const [skuId, group, type, amount, unit] of rowsOf<PriceRow>(db, priceSql, tenant)) {
    const facts = productOfSku.get(skuId);
    if (facts === undefined || facts.first !== skuId) continue;
    facts.lists ??= new Map();
    const list = facts.lists.get(group) ?? [];
    list.push({ type: type as PriceType, price: amount, ...(unit ? { unit } : {}) });
    facts.lists.set(group, list);
  }
  return products;
}
