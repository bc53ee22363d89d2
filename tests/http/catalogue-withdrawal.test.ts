import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryUrl, productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { freePort } from '../support/free-port';
import { Browser } from './cart-fixtures';
import { postFeed } from './feed-post';
import { copyOfTestDatabase, type DatabaseCopy, type RunningServer, startServer } from './server';

/**
 * A full catalogue import (README "Catalogue import") withdraws every product it does not name:
 * the page of a withdrawn product answers 410 in the tenant's language with a link to its
 * category, and the product leaves search and the sitemap at once; the cart no longer takes it,
 * and a line already holding it shows as not available. On a copy of the test database with a
 * server of its own, since the import withdraws nearly all of uy's catalogue.
 */
const uy = getTenant('uy');
let copy: DatabaseCopy | undefined;
let server: RunningServer;
interface ProductRow {
  id: string;
  name: string;
  brand_id: string;
  category_id: string;
  category_name: string;
  /** One of its SKUs a shopper of the fallback zone can add: priced there and stocked at the DC. */
  sku_id: string;
}
let kept: ProductRow;
let gone: ProductRow;

beforeAll(async () => {
  copy = await copyOfTestDatabase('withdrawal');
  server = await startServer(await freePort(), { ...copy.env, WARM_UP: '0' });
  [kept, gone] = (await copy.rows<ProductRow>(
    `SELECT p.id, p.name, p.brand_id, p.category_id, c.name AS category_name, MIN(s.id) AS sku_id
       FROM products p JOIN categories c ON c.tenant = p.tenant AND c.id = p.category_id
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC' AND d.quantity > 5
      WHERE p.tenant = 'uy' AND p.shipping_type = 'home' AND s.color IS NULL AND s.size IS NULL
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      GROUP BY p.id, p.name, p.brand_id, p.category_id, c.name ORDER BY p.id LIMIT 2`,
    uy.fallbackZone.priceGroup,
  )) as [ProductRow, ProductRow];
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await copy?.remove();
});

describe('a full import', () => {
  it('withdraws what it does not name: 410 with its category, out of search and the sitemap', async () => {
    const goneSearch = `${server.baseUrl}/uy/search?Ntt=${encodeURIComponent(gone.name)}`;
    const goneLink = `/uy/product/${gone.id}/`;
    // the index in memory before the import, which must follow it
    expect(await (await fetch(goneSearch)).text()).toContain(goneLink);
    const shopper = new Browser({}, server.baseUrl);
    const add = () => shopper.call('/api/uy/cart/items', { json: { skuId: gone.sku_id, quantity: 1 } });
    expect((await add()).status).toBe(200);

    const feed = JSON.stringify({
      type: 'product',
      id: kept.id,
      name: kept.name,
      brandId: kept.brand_id,
      categoryId: kept.category_id,
      saleUnit: 'UN',
    });
    const imported = await postFeed('uy', feed, { base: server.baseUrl, query: '?full=true' });
    expect(imported.status).toBe(200);
    expect((await imported.json()).data.written.withdrawn).toBeGreaterThan(1000);

    const page = await fetch(`${server.baseUrl}${productUrl(uy, { productId: gone.id, name: gone.name })}`);
    const html = await page.text();
    expect(page.status, html.slice(html.indexOf('<h1'), html.indexOf('<h1') + 300)).toBe(410);
    expect(html).toContain('Este producto ya no se vende');
    const category = categoryUrl(uy, { categoryId: gone.category_id, name: gone.category_name });
    expect(html).toContain(`href="${category}"`);
    expect((await fetch(`${server.baseUrl}${productUrl(uy, { productId: kept.id, name: kept.name })}`)).status).toBe(
      200,
    );

    expect(await (await fetch(goneSearch)).text()).not.toContain(goneLink);
    const sitemap = await (await fetch(`${server.baseUrl}/sitemaps/uy.xml`)).text();
    expect(sitemap).not.toContain(goneLink);
    expect(sitemap).toContain(`/uy/product/${kept.id}/`);

    const refused = await add();
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'NOT_FOUND', field: 'skuId' });
    const cart = (
      await shopper.call<{ lines: { skuId: string; problems: { code: string }[] }[]; canCheckout: boolean }>(
        '/api/uy/cart',
      )
    ).body.data;
    expect(cart?.lines.map((line) => [line.skuId, line.problems.map((problem) => problem.code)])).toEqual([
      [gone.sku_id, ['PRODUCT_NOT_AVAILABLE']],
    ]);
    expect(cart?.canCheckout).toBe(false);
  });
});
