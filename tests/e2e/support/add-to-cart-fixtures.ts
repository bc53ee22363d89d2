import { DatabaseSync } from 'node:sqlite';

/**
 * Products of the e2e database for the add-to-cart browser tests, found by what they hold (the
 * generator decides the ids): one variant sent home from the distribution centre, priced in the
 * fallback zone's price group, with related or similar products to recommend, with or without
 * services to offer after the add.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

export interface AddableProduct {
  productId: string;
  skuId: string;
  name: string;
  /** Units at the distribution centre: what a home delivery can take. */
  units: number;
}

function addable(tenant: string, priceGroup: string, withServices: boolean): AddableProduct {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const found = db
      .prepare(
        `SELECT p.id AS productId, s.id AS skuId, p.name, d.quantity AS units FROM products p
           JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
          WHERE p.tenant = ? AND p.shipping_type = 'home' AND d.quantity BETWEEN 20 AND 500
            AND (p.services = '[]') = ?
            AND (SELECT count(*) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id) = 1
            AND (SELECT count(*) FROM products q WHERE q.tenant = p.tenant AND q.name = p.name) = 1
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
            AND EXISTS (SELECT 1 FROM product_links l WHERE l.tenant = p.tenant AND l.product_id = p.id
                          AND l.kind IN ('related', 'similar'))
          ORDER BY p.id LIMIT 1`,
      )
      .get(tenant, withServices ? 0 : 1, priceGroup) as AddableProduct | undefined;
    if (!found) throw new Error(`No addable product on ${tenant} in ${databasePath}`);
    return found;
  } finally {
    db.close();
  }
}

/** A one-variant product without services, with 20 to 500 units to send home. */
export const plainProduct = (tenant: string, priceGroup: string) => addable(tenant, priceGroup, false);

/** A one-variant product that offers services or extended warranties. */
export const productWithServices = (tenant: string, priceGroup: string) => addable(tenant, priceGroup, true);
