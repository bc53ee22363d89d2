import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';
import { contrastFailures } from './support/contrast';
import { stockedSku } from './support/site-fixtures';

// WCAG 2.x AA for every text a shopper reads on the pages that sell: product pages in each stock
// state, a listing and a cart (the out-of-stock message failed it, Lighthouse accessibility 97).
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

/** The fallback zone's id per tenant (src/tenants), whose region's stores add to the stock shown. */
const fallbackZone: Record<string, string> = { cl: '13101', br: '3550308' };

/**
 * The URL of a product whose first SKU has, for the fallback zone (the distribution centre and the
 * stores of the zone's region), units in [min, max], some of them at the distribution centre unless
 * none are asked for.
 */
function productWithStock(tenant: string, min: number, max: number): string {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const row = db
      .prepare(
        `WITH region_stores AS (
           SELECT st.id FROM stores st
             JOIN zones z ON z.tenant = st.tenant AND z.id = st.zone_id
             JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
            WHERE st.tenant = :tenant AND c.region_id = (
              SELECT c2.region_id FROM zones z2 JOIN cities c2 ON c2.tenant = z2.tenant AND c2.id = z2.city_id
               WHERE z2.tenant = :tenant AND z2.id = :zone))
         SELECT p.id, p.slug FROM products p
           JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
             AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
          WHERE p.tenant = :tenant AND p.shipping_type = 'home'
            AND (SELECT COALESCE(SUM(MAX(quantity, 0)), 0) FROM stock a
                  WHERE a.tenant = s.tenant AND a.sku_id = s.id
                    AND (a.store_id = 'DC' OR a.store_id IN (SELECT id FROM region_stores))) BETWEEN :min AND :max
            AND (:max = 0 OR (SELECT quantity FROM stock d WHERE d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC') >= 1)
          ORDER BY p.id LIMIT 1`,
      )
      .get({ tenant, zone: fallbackZone[tenant] ?? '', min, max }) as { id: string; slug: string } | undefined;
    if (!row) throw new Error(`No product of ${tenant} with ${min}-${max} units in ${databasePath}`);
    return `/${tenant}/product/${row.id}/${row.slug}/`;
  } finally {
    db.close();
  }
}

async function expectReadable(page: Page) {
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(await contrastFailures(page)).toEqual([]);
}

for (const [tenant, priceGroup] of [
  ['cl', '10'],
  ['br', '50'],
] as const) {
  test.describe(tenant, () => {
    test('a product out of stock meets AA contrast', async ({ page }) => {
      await page.goto(productWithStock(tenant, 0, 0));
      await expect(page.getByText(/^(Producto agotado|Produto esgotado|Sin stock|Sem estoque)/).first()).toBeVisible();
      await expectReadable(page);
    });

    test('a product with critical stock meets AA contrast', async ({ page }) => {
      await page.goto(productWithStock(tenant, 1, 5));
      await expect(
        page.getByText(/^(¡Solo queda|Só resta|Últimas?|Stock crítico|Estoque crítico)/).first(),
      ).toBeVisible();
      await expectReadable(page);
    });

    test('a product in stock meets AA contrast, at 320 px too', async ({ page }) => {
      const sku = stockedSku(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await expectReadable(page);
      await page.setViewportSize({ width: 320, height: 640 });
      await expectReadable(page);
    });

    test('a listing meets AA contrast', async ({ page }) => {
      await page.goto(`/${tenant}/search?Ntt=${tenant === 'br' ? 'tinta' : 'pintura'}`);
      await expectReadable(page);
    });

    test('a cart with a line meets AA contrast', async ({ page }) => {
      const sku = stockedSku(tenant, priceGroup);
      await page.goto(`/${tenant}/product/${sku.productId}/x/${sku.skuId}/`);
      await page.getByRole('button', { name: /^(Agregar al carro|Adicionar ao carrinho)$/ }).click();
      await expect(page.locator('[data-cart-count]')).toHaveText('1');
      await page.goto(`/${tenant}/cart/`);
      await expect(page.getByRole('listitem', { name: sku.name })).toBeVisible();
      await expectReadable(page);
    });
  });
}
