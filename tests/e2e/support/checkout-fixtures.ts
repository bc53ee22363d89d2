import { DatabaseSync } from 'node:sqlite';
import type { ReceivedMail } from '../../support/loopback-smtp';
import { mailTo } from './mailbox';

/**
 * What the checkout browser tests need from the e2e database and mailbox: a product sent home
 * and a product to collect at a store of the fallback zone's region (the generator decides the
 * ids; the tests ask for the kind), and the orders and emails a purchase left behind. The
 * checkout's refusals (a price or stock changed meanwhile) are tested over HTTP:
 * tests/http/checkout-messages.test.ts.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

export interface BuyableProduct {
  productId: string;
  skuId: string;
  name: string;
}

function read<T>(use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const oneOfAKind = `(SELECT count(*) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id) = 1
  AND (SELECT count(*) FROM products q WHERE q.tenant = p.tenant AND q.name = p.name) = 1
  AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)`;

/**
 * Two different one-variant products: the first with units at the distribution centre to send
 * home, the second with units in a store of the zone's region to collect there. `skip` leaves
 * out the first n candidates so that tests running side by side buy different products.
 */
export function productsToBuy(
  tenant: string,
  priceGroup: string,
  zoneId: string,
  skip = 0,
): { home: BuyableProduct; pickup: BuyableProduct } {
  return read((db) => {
    const home = db
      .prepare(
        `SELECT p.id AS productId, s.id AS skuId, p.name FROM products p
           JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
          WHERE p.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND ${oneOfAKind}
          ORDER BY p.id LIMIT 1 OFFSET ?`,
      )
      .get(tenant, priceGroup, skip) as BuyableProduct | undefined;
    const pickup = db
      .prepare(
        `SELECT p.id AS productId, s.id AS skuId, p.name FROM products p
           JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
          WHERE p.tenant = ? AND p.id != ? AND ${oneOfAKind}
            AND EXISTS (SELECT 1 FROM stock st
                          JOIN stores so ON so.tenant = st.tenant AND so.id = st.store_id
                          JOIN zones zs ON zs.tenant = so.tenant AND zs.id = so.zone_id
                          JOIN cities cs ON cs.tenant = zs.tenant AND cs.id = zs.city_id
                         WHERE st.tenant = s.tenant AND st.sku_id = s.id AND st.quantity >= 20
                           AND cs.region_id = (SELECT c.region_id FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
                                                WHERE z.tenant = p.tenant AND z.id = ?))
          ORDER BY p.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(tenant, home?.productId ?? '', priceGroup, zoneId, skip) as BuyableProduct | undefined;
    if (!home || !pickup) throw new Error(`No products to buy on ${tenant} in ${databasePath}`);
    return { home, pickup };
  });
}

/** How many orders an email address placed in a tenant. */
export function ordersOf(tenant: string, email: string): number {
  return read(
    (db) =>
      (
        db.prepare('SELECT count(*) AS n FROM orders WHERE tenant = ? AND email = ?').get(tenant, email) as {
          n: number;
        }
      ).n,
  );
}

/** The confirmation emails to `to` in the test mailbox (tests/support/smtp-mailbox.ts) that name the order number. */
export async function orderEmails(tenant: string, to: string, number: string): Promise<ReceivedMail[]> {
  return (await mailTo(to)).filter((mail) => mail.headers['x-andamio-tenant'] === tenant && mail.text.includes(number));
}
