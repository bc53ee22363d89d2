import { describe, expect, it } from 'vitest';
import { productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { baseUrl } from './client';
import { rows } from './test-database';

/**
 * Issue 27: two pages never share a <title>. That no two products of the catalogue do is tested
 * over a whole catalogue in src/server/seo/product-title.test.ts; here, the pages of one product's
 * SKUs, each at its own URL.
 */
const titleOf = async (path: string) => {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
};

describe('product titles', () => {
  it("name a SKU's colour or size on its own URL, so a product's variant pages differ too", async () => {
    const [product] = await rows<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM products p WHERE p.tenant = 'cl' AND p.variant_type = 'COLOR'
          AND (SELECT count(*) FROM skus s WHERE s.tenant = p.tenant AND s.product_id = p.id) > 1
        ORDER BY p.id LIMIT 1`,
    );
    if (!product) throw new Error('No cl product in colours');
    const skus = await rows<{ id: string; color: string }>(
      "SELECT id, color FROM skus WHERE tenant = 'cl' AND product_id = ? ORDER BY position",
      product.id,
    );
    const cl = getTenant('cl');
    const titles = await Promise.all(
      skus.map((sku) => titleOf(productUrl(cl, { productId: product.id, name: product.name, skuId: sku.id }))),
    );
    expect(new Set(titles).size).toBe(skus.length);
    for (const [at, title] of titles.entries()) expect(title).toContain(skus[at]?.color);
  });
});
