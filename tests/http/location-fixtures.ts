import { row } from './test-database';

/** A zone as the location and delivery calls answer it. */
export interface Place {
  zoneId: string;
  zoneCode: string;
  label: string;
  priceGroup: string;
  region: { id: string; name: string };
  city: { id: string; name: string };
  served: boolean;
  isFallback: boolean;
}

/**
 * SKUs the delivery tests need, found in the test database the server seeded (the generator
 * decides which SKU is out of stock or pickup-only; the tests ask for a kind, not an id).
 */
export interface DeliveryFixtures {
  /** Home shipping, 50+ units at the DC and 5+ in the given store (1001: La Florida, Santiago region). */
  stocked: string;
  /** Home shipping, 50+ units at the DC, every price of the price group between 1000 and 20000 minor units. */
  cheap: string;
  /** Nothing at the DC. */
  soldOut: string;
  /** A pickup-only product with DC units. */
  pickupOnly: string;
}

export async function deliveryFixtures(
  tenant = 'cl',
  { store = '1001', priceGroup = '10' } = {},
): Promise<DeliveryFixtures> {
  const first = async (sql: string, ...params: string[]): Promise<string> => {
    const found = await row<{ id: string }>(sql, ...params);
    if (!found) throw new Error(`No fixture in the test database for: ${sql}`);
    return found.id;
  };
  const dc = "JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'";
  const product = 'JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id';
  return {
    stocked: await first(
      `SELECT s.id FROM skus s ${product} ${dc} JOIN stock st ON st.tenant = s.tenant AND st.sku_id = s.id AND st.store_id = ?
       WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND st.quantity >= 5 ORDER BY s.id LIMIT 1`,
      store,
      tenant,
    ),
    cheap: await first(
      `SELECT s.id FROM skus s ${product} ${dc} WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50
       AND (SELECT min(amount) >= 1000 AND max(amount) <= 20000 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
       ORDER BY s.id LIMIT 1`,
      tenant,
      priceGroup,
    ),
    soldOut: await first(
      `SELECT s.id FROM skus s ${dc} WHERE s.tenant = ? AND d.quantity = 0 ORDER BY s.id LIMIT 1`,
      tenant,
    ),
    pickupOnly: await first(
      `SELECT s.id FROM skus s ${product} ${dc} WHERE s.tenant = ? AND p.shipping_type = 'pickup_only' AND d.quantity > 0 ORDER BY s.id LIMIT 1`,
      tenant,
    ),
  };
}
