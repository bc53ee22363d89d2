import type { Db } from '../db';

/** The distribution centre's store id in the stock table: its units ship every home delivery. */
export const distributionCentreId = 'DC';

/** Units of one SKU by store id, the distribution centre included; a store without a row has none. */
export type SkuStock = Map<string, number>;

/** Units a stock row holds: inventories report oversold stock as negative, and that is none. */
export function unitsOnHand(quantity: number | null | undefined): number {
  return Math.max(0, quantity ?? 0);
}

/**
 * The units of each SKU named, read in one query: the one place stock is read for pages, the cart
 * and delivery rules. Inventories report oversold stock as negative: that is none.
 */
export async function stockOf(db: Db, tenant: string, skuIds: readonly string[]): Promise<Map<string, SkuStock>> {
  const out = new Map<string, SkuStock>(skuIds.map((id) => [id, new Map()]));
  if (skuIds.length === 0) return out;
  const rows = await db
    .selectFrom('stock')
    .select(['sku_id', 'store_id', 'quantity'])
    .where('tenant', '=', tenant)
    .where('sku_id', 'in', [...new Set(skuIds)])
    .execute();
  for (const row of rows) out.get(row.sku_id)?.set(row.store_id, unitsOnHand(row.quantity));
  return out;
}
