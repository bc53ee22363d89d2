import type { DatabaseSync } from 'node:sqlite';
import type { SearchIndex } from './build-index';

/** What a refresh did: the index changed in place, or it cannot follow and must be built again. */
export type RefreshOutcome = 'updated' | 'rebuild';

interface StockRow {
  store_id: string;
  units: number;
}

/**
 * Brings a loaded index up to date, in place, with what orders and reviews change for some
 * products: their units at the distribution centre and in each store (an order takes them), and
 * their rating (a review). Search, facets, listings and cards read these columns, so the next
 * search sees the change without building the index again (seconds at 100,000 products).
 *
 * A store the index has no entry for that now has units (a delivery, not a sale) cannot be added
 * in place: the answer is then 'rebuild', and the caller drops the index.
 */
export function refreshProducts(
  index: SearchIndex,
  db: DatabaseSync,
  tenant: string,
  ids: Iterable<string>,
): RefreshOutcome {
  const p = index.docs.parts;
  const c = index.columns;
  const ratingOf = db.prepare('SELECT rating_average, rating_count FROM products WHERE tenant = ? AND id = ?');
  // stock summed per store over the product's SKUs, as the index was loaded (load.ts)
  const stockOf = db.prepare(`SELECT st.store_id, SUM(st.quantity) AS units FROM stock st
    JOIN skus s ON s.tenant = st.tenant AND s.id = st.sku_id
    WHERE st.tenant = ? AND s.product_id = ? GROUP BY st.store_id`);
  for (const id of new Set(ids)) {
    const o = index.ordinalOf.get(id);
    if (o === undefined) continue;
    const rating = ratingOf.get(tenant, id) as { rating_average: number; rating_count: number } | undefined;
    if (rating) {
      p.rating[o] = rating.rating_average;
      p.ratingCount[o] = rating.rating_count;
      c.rating[o] = rating.rating_count > 0 ? rating.rating_average : 0;
    }
    const units = new Map((stockOf.all(tenant, id) as unknown as StockRow[]).map((row) => [row.store_id, row.units]));
    // The distribution centre ("DC") ships home deliveries; the other entries are stores.
    p.webStock[o] = units.get('DC') ?? 0;
    units.delete('DC');
    const shipping = p.shippingTypes[p.shipping[o] as number];
    c.shipsHome[o] = (p.webStock[o] as number) > 0 && shipping !== 'pickup_only' ? 1 : 0;
    for (let i = p.stockStart[o] as number; i < (p.stockStart[o + 1] as number); i++) {
      const store = p.stores[p.stockStore[i] as number] as string;
      const left = units.get(store) ?? 0;
      p.stockUnits[i] = left;
      const stocked = c.storeStocked.get(store);
      if (stocked) stocked[o] = left > 0 ? 1 : 0;
      units.delete(store);
    }
    for (const left of units.values()) if (left > 0) return 'rebuild';
  }
  index.forgetPopularity();
  return 'updated';
}
