import { row, rows } from './test-database';

/**
 * Products the product-service tests need, found in the test database the server seeded:
 * the generator decides which product is sold out or has variants, the tests ask for a kind.
 */
export async function productFixtures() {
  const get = async <T>(sql: string, ...params: string[]): Promise<T> => {
    const found = await row<T>(sql, ...params);
    if (!found) throw new Error(`No fixture in the test database for: ${sql}`);
    return found;
  };
  const ids = async (sql: string, ...params: string[]) =>
    (await rows<{ id: string }>(sql, ...params)).map((found) => found.id);
  const dc = "JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'";
  const product = 'JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id';
  // NORMAL alone (with its per-unit lines) in groups 10 and 14: the current price is that amount.
  const plain = await get<{ id: string; amount: number; extreme: number }>(
    `SELECT s.product_id AS id, a.amount, b.amount AS extreme FROM skus s
     JOIN prices a ON a.tenant = s.tenant AND a.sku_id = s.id AND a.price_group_id = '10' AND a.type = 'NORMAL'
     JOIN prices b ON b.tenant = s.tenant AND b.sku_id = s.id AND b.price_group_id = '14' AND b.type = 'NORMAL'
     WHERE s.tenant = 'cl' AND s.position = 0 AND a.amount <> b.amount
       AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.tenant = s.tenant AND o.sku_id = s.id AND o.type NOT IN ('NORMAL', 'PUM', 'M2'))
     ORDER BY s.product_id LIMIT 1`,
  );
  const variants = await get<{ id: string }>(
    "SELECT product_id AS id FROM skus WHERE tenant = 'cl' GROUP BY product_id HAVING count(*) >= 3 ORDER BY product_id LIMIT 1",
  );
  const advertised = await get<{ page: string; advertised: string; term: string }>(
    `SELECT p.id AS page, a.id AS advertised, a.name AS term FROM products p
     JOIN products a ON a.tenant = p.tenant AND a.category_id = p.category_id AND a.id <> p.id
     JOIN sponsored_products sp ON sp.tenant = a.tenant AND sp.product_id = a.id
     JOIN skus s ON s.tenant = a.tenant AND s.product_id = a.id AND s.position = 0 ${dc}
     WHERE p.tenant = 'cl' AND a.shipping_type <> 'pickup_only' AND d.quantity > 0 ORDER BY p.id, a.id LIMIT 1`,
  );
  const related = (
    await get<{ id: string }>(
      "SELECT product_id AS id FROM product_links WHERE tenant = 'cl' AND kind = 'related' GROUP BY product_id HAVING count(*) >= 3 ORDER BY product_id LIMIT 1",
    )
  ).id;
  return {
    plain,
    extremeZone: (
      await get<{ id: string }>(
        "SELECT id FROM zones WHERE tenant = 'cl' AND price_group_id = '14' ORDER BY id LIMIT 1",
      )
    ).id,
    otherZone: await get<{ id: string; city: string; priceGroup: string }>(
      `SELECT id, city_id AS city, price_group_id AS "priceGroup" FROM zones WHERE tenant = 'cl' AND price_group_id = '12' ORDER BY id LIMIT 1`,
    ),
    variants: {
      productId: variants.id,
      skus: await ids("SELECT id FROM skus WHERE tenant = 'cl' AND product_id = ? ORDER BY position", variants.id),
    },
    otherSku: (
      await get<{ id: string }>(
        "SELECT id FROM skus WHERE tenant = 'cl' AND product_id <> ? ORDER BY id LIMIT 1",
        variants.id,
      )
    ).id,
    soldOutSku: await get<{ id: string; productId: string }>(
      `SELECT s.id, s.product_id AS "productId" FROM skus s WHERE s.tenant = 'cl'
       AND NOT EXISTS (SELECT 1 FROM stock k WHERE k.tenant = s.tenant AND k.sku_id = s.id AND k.quantity > 0) ORDER BY s.id LIMIT 1`,
    ),
    stockedSku: await get<{ id: string; units: number }>(
      `SELECT s.id, d.quantity AS units FROM skus s ${product} ${dc} WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity >= 50 ORDER BY s.id LIMIT 1`,
    ),
    related: {
      productId: related,
      linked: await ids(
        "SELECT linked_id AS id FROM product_links WHERE tenant = 'cl' AND product_id = ? AND kind = 'related' ORDER BY position",
        related,
      ),
    },
    project: (
      await get<{ id: string }>(
        "SELECT product_id AS id FROM product_links WHERE tenant = 'cl' AND kind = 'project' ORDER BY product_id LIMIT 1",
      )
    ).id,
    advertised,
    category: await get<{ id: string; name: string }>(
      "SELECT id, name FROM categories WHERE tenant = 'cl' AND level = 1 ORDER BY position, id LIMIT 1",
    ),
    brand: await get<{ slug: string; name: string }>(
      "SELECT slug, name FROM brands WHERE tenant = 'cl' ORDER BY slug LIMIT 1",
    ),
    mxProduct: (await get<{ id: string }>("SELECT id FROM products WHERE tenant = 'mx' ORDER BY id LIMIT 1")).id,
    brProduct: (await get<{ id: string }>("SELECT id FROM products WHERE tenant = 'br' ORDER BY id LIMIT 1")).id,
    spin: await get<{ id: string; gallery: string }>(
      `SELECT id, gallery FROM products WHERE tenant = 'cl' AND gallery LIKE '%"SPIN"%' ORDER BY id LIMIT 1`,
    ),
    video: (
      await get<{ id: string }>(
        `SELECT id FROM products WHERE tenant = 'cl' AND gallery LIKE '%"VIDEO"%' ORDER BY id LIMIT 1`,
      )
    ).id,
    regionStores: await ids(
      `SELECT st.id FROM stores st JOIN zones z ON z.tenant = st.tenant AND z.id = st.zone_id JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
       WHERE st.tenant = 'cl' AND c.region_id = (SELECT c2.region_id FROM zones z2 JOIN cities c2 ON c2.tenant = z2.tenant AND c2.id = z2.city_id WHERE z2.tenant = 'cl' AND z2.id = '13101')
       ORDER BY st.id`,
    ),
  };
}

export type ProductFixtures = Awaited<ReturnType<typeof productFixtures>>;
