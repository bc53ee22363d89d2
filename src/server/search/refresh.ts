import type { DatabaseHandle } from '../db';
import { distributionCentreId } from '../product/sku-stock';
import type { SearchIndex } from './build-index';

/** What a refresh did: the index changed in place, or it cannot follow and must be built again. */
export type RefreshOutcome = 'updated' | 'rebuild';

/** What orders and reviews change of a product, as the index was loaded (load.ts). */
export interface ProductFacts {
  rating?: { average: number; count: number };
  /** Units summed per store over the product's SKUs, the distribution centre "DC" among them. */
  units: Map<string, number>;
}

interface RatingRow {
  id: string;
  rating_average: number;
  rating_count: number;
}
interface UnitsRow {
  product_id: string;
  store_id: string;
  units: number;
}

/** One product (`= ?`, SQLite, statement by statement) or a list of them (`= ANY(?)`, PostgreSQL). */
type ProductMatch = '= ?' | '= ANY(?)';
const ratingsSql = (match: ProductMatch) =>
  `SELECT id, rating_average, rating_count FROM products WHERE tenant = ? AND id ${match}`;
const unitsSql = (match: ProductMatch) => `SELECT s.product_id, st.store_id, SUM(st.quantity) AS units FROM stock st
  JOIN skus s ON s.tenant = st.tenant AND s.id = st.sku_id
  WHERE st.tenant = ? AND s.product_id ${match} GROUP BY s.product_id, st.store_id`;

function factsOf(ids: readonly string[], ratings: RatingRow[], units: UnitsRow[]): Map<string, ProductFacts> {
  const facts = new Map<string, ProductFacts>(ids.map((id) => [id, { units: new Map() }]));
  for (const row of ratings) {
    const product = facts.get(row.id);
    if (product) product.rating = { average: row.rating_average, count: row.rating_count };
  }
  for (const row of units) facts.get(row.product_id)?.units.set(row.store_id, Number(row.units));
  return facts;
}

/** The current rating and units of some products, from whichever database the handle is. */
export async function readProductFacts(
  handle: DatabaseHandle,
  tenant: string,
  ids: Iterable<string>,
): Promise<Map<string, ProductFacts>> {
  const wanted = [...new Set(ids)];
  if (handle.dialect === 'sqlite') {
    // The connection's cached statements: an order or a review refreshes a few products.
    const ratings = handle.sqlite.statement(ratingsSql('= ?'));
    const units = handle.sqlite.statement(unitsSql('= ?'));
    return factsOf(
      wanted,
      wanted.flatMap((id) => ratings.all(tenant, id) as unknown as RatingRow[]),
      wanted.flatMap((id) => units.all(tenant, id) as unknown as UnitsRow[]),
    );
  }
  return readPostgresFacts(handle.pool.rows, tenant, wanted);
}

/** A query on PostgreSQL with `?` parameters: the pool's, or one client's inside its transaction. */
export type PostgresRows = <Row>(sql: string, parameters: readonly unknown[]) => Promise<Row[]>;

/** The same facts on PostgreSQL, read through whichever connection the caller holds. */
export async function readPostgresFacts(
  rows: PostgresRows,
  tenant: string,
  ids: readonly string[],
): Promise<Map<string, ProductFacts>> {
  const wanted = [...new Set(ids)];
  const [ratings, units] = await Promise.all([
    rows<RatingRow>(ratingsSql('= ANY(?)'), [tenant, wanted]),
    rows<UnitsRow>(unitsSql('= ANY(?)'), [tenant, wanted]),
  ]);
  return factsOf(wanted, ratings, units);
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
export function applyProductFacts(index: SearchIndex, facts: Map<string, ProductFacts>): RefreshOutcome {
  const p = index.docs.parts;
  const c = index.columns;
  for (const [id, { rating, units: read }] of facts) {
    const o = index.ordinalOf.get(id);
    if (o === undefined) continue;
    if (rating) {
      p.rating[o] = rating.average;
      p.ratingCount[o] = rating.count;
      c.rating[o] = rating.count > 0 ? rating.average : 0;
    }
    const units = new Map(read);
    // The distribution centre ("DC") ships home deliveries; the other entries are stores.
    p.webStock[o] = units.get(distributionCentreId) ?? 0;
    units.delete(distributionCentreId);
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
