import { baseUrl } from './client';
import { catalogueFeedToken } from './server';
import { row, rows, run } from './test-database';

/**
 * Rows of the seeded test database for the catalogue page tests (the generator decides the ids:
 * the tests ask for a kind of product, not an id). SQL both SQLite and PostgreSQL understand.
 */
async function one<T>(sql: string, ...parameters: string[]): Promise<T> {
  const found = await row<T>(sql, ...parameters);
  if (!found) throw new Error(`No fixture in the test database for: ${sql} (${parameters.join(', ')})`);
  return found;
}

const pricedIn =
  'EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)';
const homeStock = (units: number) =>
  `JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
   JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
   WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= ${units}`;

/** A SKU with 50+ units shipped home, priced in `priceGroup`, whose product offers extended warranties. */
export async function skuWithWarranty(tenant: string, priceGroup: string) {
  const found = await one<{ id: string; product_id: string; name: string; services: string }>(
    `SELECT s.id, s.product_id, p.name, p.services FROM skus s ${homeStock(50)}
        AND p.services LIKE '%"warranty"%' AND p.variant_type IS NULL AND ${pricedIn}
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
  );
  const services = JSON.parse(found.services) as { kind: string; name: string }[];
  return {
    skuId: found.id,
    productId: found.product_id,
    name: found.name,
    warranties: services.filter((service) => service.kind === 'warranty'),
  };
}

/** A SKU with a size (variant type SIZE), 50+ units shipped home, priced in `priceGroup`. */
export function sizedSku(tenant: string, priceGroup: string) {
  return one<{ skuId: string; name: string; size: string }>(
    `SELECT s.id AS "skuId", p.name, s.size FROM skus s ${homeStock(50)}
        AND s.size IS NOT NULL AND ${pricedIn}
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
  );
}

/** A served zone other than `exceptZoneId`. */
export function otherZone(tenant: string, exceptZoneId: string) {
  return one<{ id: string; label: string }>(
    'SELECT id, label FROM zones WHERE tenant = ? AND served = 1 AND id != ? ORDER BY id LIMIT 1',
    tenant,
    exceptZoneId,
  );
}

/** The category with the most products. */
export async function biggestCategory(tenant: string): Promise<string> {
  const found = await one<{ id: string }>(
    'SELECT category_id AS id FROM products WHERE tenant = ? GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1',
    tenant,
  );
  return found.id;
}

/**
 * Products with at least `minReviews` reviews and some linked products, in the leaf category of
 * a sponsored product (so that ads fit their page), most reviewed first.
 */
export async function reviewedProductsNearAds(tenant: string, minReviews: number, limit = 10): Promise<string[]> {
  const found = await rows<{ id: string; n: number | string }>(
    `SELECT p.id, (SELECT count(*) FROM reviews r WHERE r.tenant = p.tenant AND r.product_id = p.id) AS n
       FROM products p
      WHERE p.tenant = ?
        AND p.category_id IN (SELECT q.category_id FROM products q
                                JOIN sponsored_products s ON s.tenant = q.tenant AND s.product_id = q.id
                               WHERE q.tenant = p.tenant)
        AND p.id NOT IN (SELECT product_id FROM sponsored_products WHERE tenant = p.tenant)
        AND EXISTS (SELECT 1 FROM product_links l
                     WHERE l.tenant = p.tenant AND l.product_id = p.id AND l.kind = 'linked')
      ORDER BY n DESC, p.id LIMIT 200`,
    tenant,
  );
  return found
    .filter((product) => Number(product.n) >= minReviews)
    .slice(0, limit)
    .map((product) => product.id);
}

/** The best rating among a product's reviews: what the "highest rated" order shows first. */
export async function topRating(tenant: string, productId: string): Promise<number> {
  const found = await one<{ top: number }>(
    'SELECT max(rating) AS top FROM reviews WHERE tenant = ? AND product_id = ?',
    tenant,
    productId,
  );
  return Number(found.top);
}

/**
 * A product with between 1 and 5 seeded reviews: all of them, and one more, fit on the first page.
 * The review `foreignReview` adds is not counted, so every run picks the same product.
 */
export async function fewReviewsProduct(tenant: string): Promise<string> {
  const found = await one<{ id: string }>(
    `SELECT product_id AS id FROM reviews WHERE tenant = ? AND id NOT LIKE 'http-extras-%' GROUP BY product_id
      HAVING count(*) BETWEEN 1 AND 5 ORDER BY product_id LIMIT 1`,
    tenant,
  );
  return found.id;
}

export interface ForeignReview {
  id: string;
  alias: string;
  title: string;
  comment: string;
}

const foreignTexts = {
  es: { title: 'Muy buena', comment: 'Cubre bien con dos manos y el olor se va rápido, la recomiendo.' },
  pt: { title: 'Muito boa', comment: 'Cobre bem com duas demãos e o cheiro passa rápido, recomendo.' },
} as const;

/**
 * A review of `productId` written in `lang` (a shopper writing in the other catalogue language),
 * added once and kept: its id is fixed per tenant and product, so tests and runs share it.
 */
export async function foreignReview(tenant: string, productId: string, lang: 'es' | 'pt'): Promise<ForeignReview> {
  const review = { id: `http-extras-${tenant}-${productId}`, alias: `Leitor http ${lang}`, ...foreignTexts[lang] };
  await run(
    `INSERT INTO reviews
       (tenant, id, product_id, rating, recommend, title, comment, alias, email, lang, attribute_ratings, helpful, created_at, reviewer)
     VALUES (?, ?, ?, 5, 1, ?, ?, ?, NULL, ?, '{}', 0, ?, NULL)
     ON CONFLICT DO NOTHING`,
    tenant,
    review.id,
    productId,
    review.title,
    review.comment,
    review.alias,
    lang,
    new Date().toISOString(),
  );
  await dropCachedPages(tenant, productId);
  return review;
}

/**
 * A row written straight into the database is not a change the server heard of: its route cache
 * may still hold the product's page (another test opened it). The stock feed, given a quantity
 * the product already has, makes the server drop that page, as any catalogue change does.
 */
async function dropCachedPages(tenant: string, productId: string): Promise<void> {
  const stock = await one<{ skuId: string; quantity: number }>(
    `SELECT st.sku_id AS "skuId", st.quantity FROM stock st JOIN skus s ON s.tenant = st.tenant AND s.id = st.sku_id
      WHERE st.tenant = ? AND s.product_id = ? AND st.store_id = 'DC' ORDER BY st.sku_id LIMIT 1`,
    tenant,
    productId,
  );
  const response = await fetch(`${baseUrl}/api/${tenant}/catalogue/stock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${catalogueFeedToken}` },
    body: JSON.stringify({ updates: [{ skuId: stock.skuId, storeId: 'DC', quantity: Number(stock.quantity) }] }),
  });
  if (response.status !== 200) throw new Error(`The stock feed answered ${response.status}`);
}

/** Forgets the kept translations of a review, so the next one is asked to the service again. */
export async function forgetTranslations(tenant: string, reviewId: string): Promise<void> {
  await run('DELETE FROM review_translations WHERE tenant = ? AND review_id = ?', tenant, reviewId);
}

/** The fallback zone and its price group of the tenants the product-option tests run on. */
export const fallbackZones = {
  cl: { zoneId: '13101', priceGroup: '10' },
  br: { zoneId: '3550308', priceGroup: '50' },
  mx: { zoneId: '09015', priceGroup: '60' },
} as const;
export type ZoneTenant = keyof typeof fallbackZones;

/** A product sold home and in at least two stores of the fallback zone's region, with those stores. */
export async function storeProduct(tenant: ZoneTenant) {
  const { zoneId, priceGroup } = fallbackZones[tenant];
  const region = await one<{ regionId: string }>(
    `SELECT c.region_id AS "regionId" FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
      WHERE z.tenant = ? AND z.id = ?`,
    tenant,
    zoneId,
  );
  const storesWithStock = `FROM stock k JOIN stores st ON st.tenant = k.tenant AND st.id = k.store_id
      JOIN zones sz ON sz.tenant = st.tenant AND sz.id = st.zone_id
      JOIN cities sc ON sc.tenant = sz.tenant AND sc.id = sz.city_id
     WHERE k.tenant = ? AND k.quantity >= 3 AND sc.region_id = ?`;
  const found = await one<{ productId: string; skuId: string }>(
    `SELECT p.id AS "productId", s.id AS "skuId" FROM skus s ${homeStock(5)}
        AND s.id = (SELECT min(x.id) FROM skus x WHERE x.tenant = s.tenant AND x.product_id = p.id)
        AND ${pricedIn}
        AND (SELECT count(*) ${storesWithStock} AND k.sku_id = s.id) >= 2
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
    tenant,
    region.regionId,
  );
  const stores = await rows<{ id: string; name: string }>(
    `SELECT st.id, st.name ${storesWithStock} AND k.sku_id = ? ORDER BY st.name`,
    tenant,
    region.regionId,
    found.skuId,
  );
  return { ...found, stores };
}

/** Served zones in another price group where the SKU has a price, each with a postal code of its own. */
export function otherZones(tenant: ZoneTenant, skuId: string) {
  return rows<{ zoneId: string; label: string; regionId: string; zipCode: string | null }>(
    `SELECT z.id AS "zoneId", z.label, c.region_id AS "regionId",
            (SELECT min(pc.code) FROM postal_codes pc WHERE pc.tenant = z.tenant AND pc.zone_id = z.id
                AND NOT EXISTS (SELECT 1 FROM postal_codes o WHERE o.tenant = pc.tenant AND o.code = pc.code AND o.zone_id != z.id)) AS "zipCode"
       FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
      WHERE z.tenant = ? AND z.served = 1 AND z.price_group_id != ?
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = z.tenant AND x.sku_id = ? AND x.price_group_id = z.price_group_id)
      ORDER BY z.id LIMIT 40`,
    tenant,
    fallbackZones[tenant].priceGroup,
    skuId,
  );
}

/** A postal code whose every zone is unserved (docs/zones-and-price-groups.md "Zip not served"). */
export async function unservedZip(tenant: ZoneTenant): Promise<string> {
  const found = await one<{ code: string }>(
    `SELECT pc.code FROM postal_codes pc WHERE pc.tenant = ?
        AND NOT EXISTS (SELECT 1 FROM postal_codes o JOIN zones z ON z.tenant = o.tenant AND z.id = o.zone_id
                         WHERE o.tenant = pc.tenant AND o.code = pc.code AND z.served = 1)
      ORDER BY pc.code LIMIT 1`,
    tenant,
  );
  return found.code;
}
