import { DatabaseSync } from 'node:sqlite';
import { formatMoney } from '../../src/lib/money';
import { pageViewer } from '../../src/lib/price/combinations';
import type { PriceEntry, PriceType } from '../../src/lib/price/price-entry';
import { priceLines } from '../../src/lib/price/price-lines';
import { getTenant } from '../../src/tenants/registry';
import { rows } from './test-database';

const cl = getTenant('cl');
/** The fallback zone's price group in cl, which pages without a zone cookie show. */
export const fallbackGroup = '10';

export interface PricedProduct {
  id: string;
  name: string;
  badges: string[];
  skuIds: string[];
  /** The first SKU's price list in the fallback group, in the catalogue's order. */
  entries: PriceEntry[];
}

interface Rows {
  products: { id: string; name: string; badges: string }[];
  skus: { product_id: string; id: string }[];
  prices: { sku_id: string; type: string; amount: number; unit: string | null; valid_until: string | null }[];
}

const queries: Record<keyof Rows, string> = {
  products: "SELECT id, name, badges FROM products WHERE tenant = 'cl' ORDER BY id",
  skus: "SELECT product_id, id FROM skus WHERE tenant = 'cl' ORDER BY product_id, position",
  prices: `SELECT p.sku_id, p.type, p.amount, p.unit, p.valid_until FROM prices p JOIN skus s ON s.tenant = p.tenant AND s.id = p.sku_id
           WHERE p.tenant = 'cl' AND p.price_group_id = ? AND s.position = 0 ORDER BY p.sku_id, p.position`,
};

function pricedProducts({ products, skus, prices }: Rows): PricedProduct[] {
  const skuIds = new Map<string, string[]>();
  for (const sku of skus) skuIds.set(sku.product_id, [...(skuIds.get(sku.product_id) ?? []), sku.id]);
  const lists = new Map<string, PriceEntry[]>();
  for (const row of prices) {
    const entry = {
      type: row.type as PriceType,
      price: row.amount,
      ...(row.unit ? { unit: row.unit } : {}),
      ...(row.valid_until ? { validUntil: row.valid_until } : {}),
    };
    lists.set(row.sku_id, [...(lists.get(row.sku_id) ?? []), entry]);
  }
  return products.map((product): PricedProduct => {
    const ids = skuIds.get(product.id) ?? [];
    return {
      id: product.id,
      name: product.name,
      badges: JSON.parse(product.badges) as string[],
      skuIds: ids,
      entries: lists.get(ids[0] ?? '') ?? [],
    };
  });
}

/**
 * cl products by what their price lists hold, found in the database the server seeded (the
 * generator decides which product has which prices); each product's first SKU, as listings.
 * The HTTP suite's database, on SQLite or PostgreSQL (test-database.ts).
 */
export async function priceFixtures(): Promise<PricedProduct[]> {
  return pricedProducts({
    products: await rows(queries.products),
    skus: await rows(queries.skus),
    prices: await rows(queries.prices, fallbackGroup),
  });
}

/** The same, read from an SQLite file: the browser tests' database. */
export function priceFixturesInFile(databasePath: string): PricedProduct[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return pricedProducts({
      products: db.prepare(queries.products).all() as Rows['products'],
      skus: db.prepare(queries.skus).all() as Rows['skus'],
      prices: db.prepare(queries.prices).all(fallbackGroup) as Rows['prices'],
    });
  } finally {
    db.close();
  }
}

/** The line a page shows for a role, by the display rule (the same for every shopper), or undefined. */
export function shownLine(product: PricedProduct, role: 'card' | 'pro' | 'current' | 'regular') {
  const shown = priceLines(product.entries, cl, { viewer: pageViewer });
  const line = shown.status === 'priced' ? shown.lines.find((candidate) => candidate.role === role) : undefined;
  return line && { type: line.type, amount: line.amountMinor, text: formatMoney(line.amountMinor, cl) };
}

export const has = (product: PricedProduct, type: PriceType) => product.entries.some((entry) => entry.type === type);
