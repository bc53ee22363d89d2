import { DatabaseSync } from 'node:sqlite';

const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

export interface CalculatorProduct {
  id: string;
  slug: string;
  name: string;
  m2PerBox: number | null;
}

/**
 * A product of the calculator `kind` in `categoryId` whose first SKU (the one the page shows)
 * is not pickup-only, has 200+ units at the distribution centre and a price in `priceGroup`.
 */
export function calculatorProduct(
  tenant: string,
  kind: string,
  categoryId: string,
  priceGroup: string,
): CalculatorProduct {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const row = db
      .prepare(
        `SELECT p.id, p.slug, p.name, p.m2_per_box AS m2PerBox FROM products p
           JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
             AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
          WHERE p.tenant = ? AND p.calculator = ? AND p.category_id = ? AND p.shipping_type != 'pickup_only'
            AND d.quantity >= 200
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
          ORDER BY p.id LIMIT 1`,
      )
      .get(tenant, kind, categoryId, priceGroup) as CalculatorProduct | undefined;
    if (!row) throw new Error(`No ${kind} product in ${categoryId} for ${tenant} in ${databasePath}`);
    return row;
  } finally {
    db.close();
  }
}

export const productPath = (tenant: string, product: { id: string; slug: string }) =>
  `/${tenant}/product/${product.id}/${product.slug}/`;

/**
 * A product whose shown SKU has every price of `priceGroup` at `minAmount` minor units or more,
 * so that its current price is at least that much.
 */
export function pricedAtLeast(tenant: string, priceGroup: string, minAmount: number): { id: string; slug: string } {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const row = db
      .prepare(
        `SELECT p.id, p.slug FROM products p
           JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
             AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
           JOIN prices x ON x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?
          WHERE p.tenant = ?
          GROUP BY p.id HAVING MIN(x.amount) >= ?
          ORDER BY p.id LIMIT 1`,
      )
      .get(priceGroup, tenant, minAmount) as { id: string; slug: string } | undefined;
    if (!row) throw new Error(`No product priced from ${minAmount} for ${tenant} in ${databasePath}`);
    return row;
  } finally {
    db.close();
  }
}

/** Money as the page writes it, in minor units: every tenant's text keeps its digits in order. */
export const minorUnits = (text: string) => Number(text.replace(/\D/g, ''));
