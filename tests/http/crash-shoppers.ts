import { rows } from './test-database';

/**
 * The shoppers of the crash tests (crash-durability, postgres-crash): each adds one unit at a time
 * to its own cart and remembers what the server acknowledged.
 */

/** One shopper's cookies and the quantity of its line each acknowledged add reported. */
export interface Shopper {
  cookie: string;
  lineId?: string;
  acknowledged: number;
}

export async function addOne(base: string, shopper: Shopper, skuId: string): Promise<void> {
  const response = await fetch(`${base}/api/cl/cart/items`, {
    method: 'POST',
    headers: {
      origin: base,
      'content-type': 'application/json',
      ...(shopper.cookie ? { cookie: shopper.cookie } : {}),
    },
    body: JSON.stringify({ skuId, quantity: 1 }),
  });
  const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (set.length > 0) shopper.cookie = [shopper.cookie, ...set].filter(Boolean).join('; ');
  const body = (await response.json()) as { data?: { lines: { lineId: string; skuId: string; quantity: number }[] } };
  const line = body.data?.lines.find((candidate) => candidate.skuId === skuId);
  if (response.ok && line) {
    shopper.lineId = line.lineId;
    shopper.acknowledged = Math.max(shopper.acknowledged, line.quantity);
  }
}

/** `count` cl SKUs shipped home with 300 units or more at the DC, priced in the fallback zone. */
export async function skusWithUnits(count: number): Promise<string[]> {
  const found = await rows<{ id: string }>(
    `SELECT s.id FROM skus s JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
     JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
     WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity >= 300
     AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = '10')
     ORDER BY s.id LIMIT ${count}`,
  );
  if (found.length < count) throw new Error('Too few SKUs with 300 units at the DC in the test database');
  return found.map((row) => row.id);
}
