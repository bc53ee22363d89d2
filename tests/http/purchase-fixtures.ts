import { cartFixtures } from './cart-fixtures';
import { row } from './test-database';

/**
 * Products of the test database for the HTTP tests of the buying forms (cart, add to cart,
 * checkout), found by what they hold (the generator decides the ids). The cl, br and mx sites'
 * fallback price group and zone.
 */
export const sites = {
  cl: { tenant: 'cl', priceGroup: '10', zoneId: '13101' },
  br: { tenant: 'br', priceGroup: '50', zoneId: '3550308' },
  mx: { tenant: 'mx', priceGroup: '60', zoneId: '09015' },
} as const;

export interface Sku {
  productId: string;
  skuId: string;
  name: string;
}

async function found<T>(what: string, sql: string, ...parameters: (string | number)[]): Promise<T> {
  const first = await row<T>(sql, ...parameters);
  if (!first) throw new Error(`No ${what} in the test database`);
  return first;
}

let changing: Promise<string[]> | undefined;
/**
 * The SKUs tests/http/checkout.test.ts changes the stock and price of while it runs (cart-fixtures.ts
 * `stocked` and `other`): the tests of these forms run beside it and pick others.
 */
export function changedElsewhere(): Promise<string[]> {
  changing ??= cartFixtures().then((fixtures) => [fixtures.stocked, fixtures.other]);
  return changing;
}
const notChanged = 's.id NOT IN (?, ?)';

const pricedIn =
  'EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)';
const oneOfAKind = `(SELECT count(*) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id) = 1
  AND (SELECT count(*) FROM products q WHERE q.tenant = p.tenant AND q.name = p.name) = 1 AND ${pricedIn}`;

/** Sent home, 50+ units at the distribution centre, priced in the group; `skip` leaves out the first ones. */
export async function stockedSku(tenant: string, priceGroup: string, skip = 0): Promise<Sku> {
  return found(
    `stocked SKU of ${tenant}`,
    `SELECT p.id AS "productId", s.id AS "skuId", p.name FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND ${pricedIn} AND ${notChanged}
      ORDER BY s.id LIMIT 1 OFFSET ?`,
    tenant,
    priceGroup,
    ...(await changedElsewhere()),
    skip,
  );
}

/**
 * A stocked SKU of cl (group 10) that only the named file orders. The files run two at a time:
 * a file that counts a SKU's stock around its own order (checkout.test.ts on cart-fixtures
 * `stocked`, checkout-api.test.ts) was off by one when another file's order of the same SKU came
 * in meanwhile, so the files that order leave `stocked` to checkout.test.ts.
 */
const orderedOnlyBy = { checkoutApi: 40, orderPages: 41, webpay: 42 } as const;

export async function skuOrderedOnlyBy(file: keyof typeof orderedOnlyBy): Promise<string> {
  return (await stockedSku('cl', '10', orderedOnlyBy[file])).skuId;
}

/** A one-variant product without services, 20 to 500 units at the distribution centre: listing cards add it in one unit. */
export async function plainProduct(tenant: string, priceGroup: string): Promise<Sku & { units: number }> {
  return found(
    `plain product of ${tenant}`,
    `SELECT p.id AS "productId", s.id AS "skuId", p.name, d.quantity AS units FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.shipping_type = 'home' AND d.quantity BETWEEN 20 AND 500 AND p.services = '[]'
        AND ${oneOfAKind} AND ${notChanged}
      ORDER BY p.id LIMIT 1`,
    tenant,
    priceGroup,
    ...(await changedElsewhere()),
  );
}

/**
 * Two one-variant products: the first with units at the distribution centre to send home, the
 * second with units in a store of the zone's region to collect there. `skip` leaves out the
 * first candidates, so that tests buy different products.
 */
export async function productsToBuy(
  tenant: string,
  priceGroup: string,
  zoneId: string,
  skip = 0,
): Promise<{ home: Sku; pickup: Sku }> {
  const home = await found<Sku>(
    `product of ${tenant} to send home`,
    `SELECT p.id AS "productId", s.id AS "skuId", p.name FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND ${oneOfAKind} AND ${notChanged}
      ORDER BY p.id LIMIT 1 OFFSET ?`,
    tenant,
    priceGroup,
    ...(await changedElsewhere()),
    skip,
  );
  const pickup = await found<Sku>(
    `product of ${tenant} to collect`,
    `SELECT p.id AS "productId", s.id AS "skuId", p.name FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
      WHERE p.tenant = ? AND p.id != ? AND ${oneOfAKind} AND ${notChanged}
        AND EXISTS (SELECT 1 FROM stock st
                      JOIN stores so ON so.tenant = st.tenant AND so.id = st.store_id
                      JOIN zones zs ON zs.tenant = so.tenant AND zs.id = so.zone_id
                      JOIN cities cs ON cs.tenant = zs.tenant AND cs.id = zs.city_id
                     WHERE st.tenant = s.tenant AND st.sku_id = s.id AND st.quantity >= 20
                       AND cs.region_id = (SELECT c.region_id FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
                                            WHERE z.tenant = p.tenant AND z.id = ?))
      ORDER BY p.id DESC LIMIT 1 OFFSET ?`,
    tenant,
    home.productId,
    priceGroup,
    ...(await changedElsewhere()),
    zoneId,
    skip,
  );
  return { home, pickup };
}
