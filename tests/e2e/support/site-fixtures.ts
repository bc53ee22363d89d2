import { DatabaseSync } from 'node:sqlite';

/**
 * Rows of the database the e2e server seeded, found by kind (the generator decides the ids):
 * a SKU each tenant sells for home delivery in its fallback zone, and a served zone that is not
 * the fallback, with its label.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

/** The one row a fixture query finds, or an error naming the query. */
export function row<T>(sql: string, ...params: string[]): T {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const found = db.prepare(sql).get(...params) as T | undefined;
    if (!found) throw new Error(`No fixture in ${databasePath} for: ${sql} (${params.join(', ')})`);
    return found;
  } finally {
    db.close();
  }
}

/** A SKU with 50+ units at the distribution centre, shipped home, priced in `priceGroup`. */
export function stockedSku(tenant: string, priceGroup: string): { skuId: string; name: string; productId: string } {
  const found = row<{ id: string; name: string; productId: string }>(
    `SELECT s.id, p.name, p.id AS productId FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
  );
  return { skuId: found.id, name: found.name, productId: found.productId };
}

/** A served zone of the tenant other than `exceptZoneId`. */
export function otherZone(tenant: string, exceptZoneId: string): { id: string; label: string } {
  return row<{ id: string; label: string }>(
    'SELECT id, label FROM zones WHERE tenant = ? AND served = 1 AND id != ? ORDER BY id LIMIT 1',
    tenant,
    exceptZoneId,
  );
}
