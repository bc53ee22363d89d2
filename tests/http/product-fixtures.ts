import { DatabaseSync } from 'node:sqlite';
import { testDatabase } from './server';

/**
 * Products the product-service tests need, found in the test database the server seeded:
 * the generator decides which product is sold out or has variants, the tests ask for a kind.
 */
export function productFixtures() {
  const db = new DatabaseSync(testDatabase, { readOnly: true });
  const get = <T>(sql: string, ...params: string[]): T => {
    const row = db.prepare(sql).get(...params) as T | undefined;
    if (!row) throw new Error(`No fixture in ${testDatabase} for: ${sql}`);
    return row;
  };
  const all = <T>(sql: string, ...params: string[]) => db.prepare(sql).all(...params) as T[];
  const dc = "JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'";
  const product = 'JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id';
  try {
    // NORMAL alone (with its per-unit lines) in groups 10 and 14: the current price is that amount.
    const plain = get<{ id: string; amount: number; extreme: number }>(
      `SELECT s.product_id AS id, a.amount, b.amount AS extreme FROM skus s
       JOIN prices a ON a.tenant = s.tenant AND a.sku_id = s.id AND a.price_group_id = '10' AND a.type = 'NORMAL'
       JOIN prices b ON b.tenant = s.tenant AND b.sku_id = s.id AND b.price_group_id = '14' AND b.type = 'NORMAL'
       WHERE s.tenant = 'cl' AND s.position = 0 AND a.amount <> b.amount
         AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.tenant = s.tenant AND o.sku_id = s.id AND o.type NOT IN ('NORMAL', 'PUM', 'M2'))
       ORDER BY s.product_id LIMIT 1`,
    );
    const variants = get<{ id: string }>(
      "SELECT product_id AS id FROM skus WHERE tenant = 'cl' GROUP BY product_id HAVING count(*) >= 3 ORDER BY product_id LIMIT 1",
    );
    const advertised = get<{ page: string; advertised: string; term: string }>(
      `SELECT p.id AS page, a.id AS advertised, a.name AS term FROM products p
       JOIN products a ON a.tenant = p.tenant AND a.category_id = p.category_id AND a.id <> p.id
       JOIN sponsored_products sp ON sp.tenant = a.tenant AND sp.product_id = a.id
       JOIN skus s ON s.tenant = a.tenant AND s.product_id = a.id AND s.position = 0 ${dc}
       WHERE p.tenant = 'cl' AND a.shipping_type <> 'pickup_only' AND d.quantity > 0 ORDER BY p.id LIMIT 1`,
    );
    const related = get<{ id: string }>(
      "SELECT product_id AS id FROM product_links WHERE tenant = 'cl' AND kind = 'related' GROUP BY product_id HAVING count(*) >= 3 LIMIT 1",
    ).id;
    return {
      plain,
      extremeZone: get<{ id: string }>(
        "SELECT id FROM zones WHERE tenant = 'cl' AND price_group_id = '14' ORDER BY id LIMIT 1",
      ).id,
      otherZone: get<{ id: string; city: string; priceGroup: string }>(
        "SELECT id, city_id AS city, price_group_id AS priceGroup FROM zones WHERE tenant = 'cl' AND price_group_id = '12' ORDER BY id LIMIT 1",
      ),
      variants: {
        productId: variants.id,
        skus: all<{ id: string }>(
          "SELECT id FROM skus WHERE tenant = 'cl' AND product_id = ? ORDER BY position",
          variants.id,
        ).map((row) => row.id),
      },
      otherSku: get<{ id: string }>(
        "SELECT id FROM skus WHERE tenant = 'cl' AND product_id <> ? ORDER BY id LIMIT 1",
        variants.id,
      ).id,
      soldOutSku: get<{ id: string; productId: string }>(
        `SELECT s.id, s.product_id AS productId FROM skus s WHERE s.tenant = 'cl'
         AND NOT EXISTS (SELECT 1 FROM stock k WHERE k.tenant = s.tenant AND k.sku_id = s.id AND k.quantity > 0) ORDER BY s.id LIMIT 1`,
      ),
      stockedSku: get<{ id: string; units: number }>(
        `SELECT s.id, d.quantity AS units FROM skus s ${product} ${dc} WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity >= 50 ORDER BY s.id LIMIT 1`,
      ),
      related: {
        productId: related,
        linked: all<{ id: string }>(
          "SELECT linked_id AS id FROM product_links WHERE tenant = 'cl' AND product_id = ? AND kind = 'related' ORDER BY position",
          related,
        ).map((row) => row.id),
      },
      project: get<{ id: string }>(
        "SELECT product_id AS id FROM product_links WHERE tenant = 'cl' AND kind = 'project' ORDER BY product_id LIMIT 1",
      ).id,
      advertised,
      category: get<{ id: string; name: string }>(
        "SELECT id, name FROM categories WHERE tenant = 'cl' AND level = 1 ORDER BY position LIMIT 1",
      ),
      brand: get<{ slug: string; name: string }>(
        "SELECT slug, name FROM brands WHERE tenant = 'cl' ORDER BY slug LIMIT 1",
      ),
      mxProduct: get<{ id: string }>("SELECT id FROM products WHERE tenant = 'mx' ORDER BY id LIMIT 1").id,
      brProduct: get<{ id: string }>("SELECT id FROM products WHERE tenant = 'br' ORDER BY id LIMIT 1").id,
      spin: get<{ id: string; gallery: string }>(
        "SELECT id, gallery FROM products WHERE tenant = 'cl' AND gallery LIKE '%\"SPIN\"%' ORDER BY id LIMIT 1",
      ),
      video: get<{ id: string }>(
        "SELECT id FROM products WHERE tenant = 'cl' AND gallery LIKE '%\"VIDEO\"%' ORDER BY id LIMIT 1",
      ).id,
      regionStores: all<{ id: string }>(
        `SELECT st.id FROM stores st JOIN zones z ON z.tenant = st.tenant AND z.id = st.zone_id JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
         WHERE st.tenant = 'cl' AND c.region_id = (SELECT c2.region_id FROM zones z2 JOIN cities c2 ON c2.tenant = z2.tenant AND c2.id = z2.city_id WHERE z2.tenant = 'cl' AND z2.id = '13101')
         ORDER BY st.id`,
      ).map((row) => row.id),
    };
  } finally {
    db.close();
  }
}

export type ProductFixtures = ReturnType<typeof productFixtures>;
